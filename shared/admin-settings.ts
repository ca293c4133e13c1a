/**
 * The settings the site host prints into the admin screen (`/wp-admin/admin.php?page=jetpack`) as
 * `window.jetpackAdminSettings` before the admin bundle runs. Both sides import this type.
 */
import type { SiteType } from './site-type';

export type AdminBootSettings = {
	/** REST API root, e.g. `/wp-json/`. */
	restRoot: string;
	/** REST nonce for `X-WP-Nonce`. */
	nonce: string;
	/** The site's public URL, without a trailing slash. */
	siteUrl: string;
	/** The admin URL, ending with `/wp-admin/`. */
	adminUrl: string;
	/** From the host's `SITE_TYPE` (default `self-hosted`): changes upgrade and help links. */
	siteType: SiteType;
	currentUser: {
		id: number;
		login: string;
		displayName: string;
		capabilities: Record< string, boolean >;
	};
	connection: {
		/** The `registration_nonce` that `connection/register` requires. */
		registrationNonce: string;
		/** Where the cloud sends the user back after approving: this screen. */
		redirectUri: string;
		/** The plugin asking for the connection. */
		pluginSlug: string;
		/** Added to the authorization URL as `from`. */
		from: string;
	};
};

/** The global the host sets. */
export const ADMIN_SETTINGS_GLOBAL = 'jetpackAdminSettings';

declare global {
	interface Window {
		jetpackAdminSettings?: AdminBootSettings;
	}
}
