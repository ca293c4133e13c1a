/**
 * What the form editor needs from the page's boot settings (`window.blockSuiteSettings`,
 * shared/editor-settings.ts): the site type, the defaults of the email settings, where the
 * admin lives and whether the user may install plugins.
 */
import type { SiteType } from './form-template-parts';

export type FormSiteSettings = {
	siteType: SiteType;
	siteTitle: string;
	/** The post author's email, the default recipient; the current user's for a new post. */
	postAuthorEmail: string;
	/** The admin URL, ending with a slash. */
	adminUrl: string;
	canInstallPlugins: boolean;
};

export function formSiteSettings(): FormSiteSettings {
	const settings =
		typeof window === 'undefined' ? undefined : window.blockSuiteSettings;
	const adminUrl = settings?.adminUrl ?? '/wp-admin/';
	return {
		siteType: settings?.siteType ?? 'self-hosted',
		siteTitle: settings?.siteTitle ?? '',
		postAuthorEmail:
			settings?.postAuthorEmail ?? settings?.currentUser?.email ?? '',
		adminUrl: adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`,
		canInstallPlugins:
			settings?.currentUser?.capabilities?.install_plugins === true,
	};
}

/** The form responses list in the admin (spec §9). */
export function responsesUrl( adminUrl: string ): string {
	return `${ adminUrl }edit.php?post_type=feedback`;
}
