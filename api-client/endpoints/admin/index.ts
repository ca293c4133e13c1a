/**
 * Every typed admin call of the provider's v4 namespace beyond connection, tracking, modules,
 * settings and plugins, and the admin screen's `wpcom/v2` calls (Mailchimp), on one object.
 * `createApiClient` spreads it into the client.
 */
import type { ApiRequester } from '../../requester';
import { createAkismetEndpoints } from './akismet';
import { createGoogleVerificationEndpoints } from './google-verification';
import { createIdentityCrisisEndpoints } from './identity-crisis';
import { createIntroOffersEndpoints } from './intro-offers';
import { createLicensingEndpoints } from './licensing';
import { createMailchimpEndpoints } from './mailchimp';
import { createMarketingEndpoints } from './marketing';
import { createMigrationEndpoints } from './migration';
import { createNoticesEndpoints } from './notices';
import { createPlansEndpoints } from './plans';
import { createProductsEndpoints } from './products';
import { createProtectEndpoints } from './protect';
import { createRecommendationsEndpoints } from './recommendations';
import { createRewindEndpoints } from './rewind';
import { createScanEndpoints } from './scan';
import { createSearchEndpoints } from './search';
import { createSetupEndpoints } from './setup';
import { createSiteEndpoints } from './site';
import { createStatsEndpoints } from './stats';
import { createUpdatesEndpoints } from './updates';
import { createVaultPressEndpoints } from './vaultpress';
import { createWafEndpoints } from './waf';
import { createWordAdsEndpoints } from './wordads';

export function createAdminEndpoints( requester: ApiRequester ) {
	return {
		...createProtectEndpoints( requester ),
		...createVaultPressEndpoints( requester ),
		...createAkismetEndpoints( requester ),
		...createStatsEndpoints( requester ),
		...createUpdatesEndpoints( requester ),
		...createPlansEndpoints( requester ),
		...createSiteEndpoints( requester ),
		...createSetupEndpoints( requester ),
		...createRecommendationsEndpoints( requester ),
		...createProductsEndpoints( requester ),
		...createRewindEndpoints( requester ),
		...createScanEndpoints( requester ),
		...createNoticesEndpoints( requester ),
		...createIntroOffersEndpoints( requester ),
		...createGoogleVerificationEndpoints( requester ),
		...createMarketingEndpoints( requester ),
		...createLicensingEndpoints( requester ),
		...createIdentityCrisisEndpoints( requester ),
		...createSearchEndpoints( requester ),
		...createWafEndpoints( requester ),
		...createWordAdsEndpoints( requester ),
		...createMigrationEndpoints( requester ),
		...createMailchimpEndpoints( requester ),
	};
}

export type AdminEndpoints = ReturnType< typeof createAdminEndpoints >;
