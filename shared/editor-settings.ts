/**
 * The settings the site host prints into the editor page as `window.blockSuiteSettings`
 * before the editor bundle runs. Both sides import this type so they cannot drift apart.
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
};

declare global {
	interface Window {
		blockSuiteSettings?: EditorBootSettings;
	}
}
