/**
 * The boot settings the host prints as `window.jetpackAdminSettings` (shared/admin-settings.ts).
 */
import type { AdminBootSettings } from '../../../shared/admin-settings';
import { DEFAULT_SITE_TYPE, isSiteType } from '../../../shared/site-type';

/** Settings for a page opened without the host: nothing is connected and nothing can be saved. */
function fallbackSettings(): AdminBootSettings {
	const siteUrl = window.location.origin;
	return {
		restRoot: '/wp-json/',
		nonce: '',
		siteUrl,
		adminUrl: `${ siteUrl }/wp-admin/`,
		siteType: DEFAULT_SITE_TYPE,
		currentUser: { id: 0, login: '', displayName: '', capabilities: {} },
		connection: {
			registrationNonce: '',
			redirectUri: window.location.href,
			pluginSlug: 'jetpack',
			from: 'jetpack-admin',
		},
	};
}

export function readAdminBootSettings(): AdminBootSettings {
	const settings = window.jetpackAdminSettings;
	if ( ! settings ) {
		return fallbackSettings();
	}
	return {
		...settings,
		siteType: isSiteType( settings.siteType )
			? settings.siteType
			: DEFAULT_SITE_TYPE,
	};
}
