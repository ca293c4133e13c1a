/**
 * The provider's admin calls under jetpack/v4 other than connection, tracking, modules,
 * settings and plugins: site and plans, licensing, security (Protect, VaultPress, Akismet,
 * WAF, Rewind, Scan), stats and updates, recommendations and setup, search, WordAds, notices,
 * Google verification, surveys, identity crisis and migration status.
 */
import type { RestRegistry } from '../../registry';
import { registerAccountRoutes } from './account-routes';
import { registerLicensingRoutes } from './licensing-routes';
import { registerRecommendationsRoutes } from './recommendations-routes';
import { registerSearchRoutes } from './search-routes';
import { registerSecurityRoutes } from './security-routes';
import { registerSiteRoutes } from './site-routes';
import { registerStatsRoutes } from './stats-routes';
import { registerWafWordAdsRoutes } from './waf-wordads-routes';

export function registerJetpackAdminRoutes( registry: RestRegistry ): void {
	registerSiteRoutes( registry );
	registerLicensingRoutes( registry );
	registerSecurityRoutes( registry );
	registerWafWordAdsRoutes( registry );
	registerStatsRoutes( registry );
	registerRecommendationsRoutes( registry );
	registerSearchRoutes( registry );
	registerAccountRoutes( registry );
}
