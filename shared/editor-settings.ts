/**
 * The settings the site host prints into the editor page as `window.blockSuiteSettings`
 * before the editor bundle runs. Both sides import this type so they cannot drift apart.
 * Only the page (app/editor) reads them: blocks read site, user and post data from the stores
 * WordPress has (shared/editor-data), which the page fills from these settings and the REST API.
 */
export type EditorBootSettings = {
	/** REST API root, e.g. `/wp-json/`. */
	restRoot: string;
	/** REST nonce for `X-WP-Nonce`. */
	nonce: string;
	/** The post being edited; `null` on post-new.php until the first save creates it. */
	postId: number | null;
	postType: 'post' | 'page';
	/** Where the admin list lives, for the "back" link. */
	adminUrl: string;
	siteUrl: string;
	currentUser: {
		id: number;
		name: string;
		email: string;
		roles: string[];
		capabilities: Record< string, boolean >;
	};
	locale: string;
	/** The site's PHP-style `date_format` / `time_format` and `start_of_week` (0 = Sunday). */
	dateSettings?: {
		dateFormat: string;
		timeFormat: string;
		startOfWeek: number;
	};
	/**
	 * Site type (spec §1): `simple` sites are hosted on the platform, which hides some features.
	 * The page hands it to blocks as `getEditorSettings().blockSuite.siteType`.
	 */
	siteType?: 'simple' | 'atomic' | 'self-hosted';
};

declare global {
	interface Window {
		blockSuiteSettings?: EditorBootSettings;
	}
}
