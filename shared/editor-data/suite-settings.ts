/**
 * The suite's own editor settings: what WordPress's stores do not know (the site type, where the
 * admin lives, the site's locale — WordPress keeps it in `/wp/v2/settings`, which only
 * administrators may read). The host adds them to the block editor settings under `blockSuite` (the plugin
 * through `block_editor_settings_all`, the standalone editor page through its `core/editor`
 * store), and blocks read them with `select( 'core/editor' ).getEditorSettings().blockSuite`.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { isSiteType, type SiteType } from '../site-type';
import {
	EDITOR_STORE,
	storeSelectors,
	type EditorSelectors,
	type SelectStore,
} from './stores';

/** `blockSuite` as hosts put it in the editor settings. */
export type SuiteEditorSettings = {
	siteType?: SiteType;
	/** The admin URL (`admin_url()`). */
	adminUrl?: string;
	/** Which host printed them: `wordpress` (the plugin) or `standalone`. */
	host?: 'wordpress' | 'standalone';
	/** The site's locale (`get_locale()`), e.g. `fr_FR`. */
	siteLocale?: string;
};

export type SuiteSettings = {
	siteType: SiteType;
	/** The admin URL, ending with a slash. */
	adminUrl: string;
	/**
	 * `wordpress` inside WordPress (the plugin): routes only Jetpack or the standalone host
	 * serve are absent there, so blocks take the data from WordPress itself.
	 */
	host: 'wordpress' | 'standalone';
	/** The site's WordPress locale, e.g. `fr_FR`; `en_US` when the host gives none. */
	siteLocale: string;
};

export const DEFAULT_SUITE_SETTINGS: SuiteSettings = {
	siteType: 'self-hosted',
	adminUrl: '/wp-admin/',
	host: 'standalone',
	siteLocale: 'en_US',
};

/**
 * `blockSuite` from the editor settings, as given (undefined without an editor store).
 * @param select the registry's select
 */
export function selectSuiteEditorSettings( select: SelectStore ): unknown {
	return storeSelectors< EditorSelectors >( select, EDITOR_STORE, [
		'getEditorSettings',
	] )?.getEditorSettings()?.blockSuite;
}

/**
 * The settings with their defaults for anything missing or malformed.
 * @param given `blockSuite` as found in the editor settings
 */
export function suiteSettingsFrom( given: unknown ): SuiteSettings {
	const settings = (
		given && typeof given === 'object' ? given : {}
	) as Record< string, unknown >;
	const adminUrl =
		typeof settings.adminUrl === 'string' && settings.adminUrl
			? settings.adminUrl
			: DEFAULT_SUITE_SETTINGS.adminUrl;
	return {
		siteType: isSiteType( settings.siteType )
			? settings.siteType
			: DEFAULT_SUITE_SETTINGS.siteType,
		adminUrl: adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`,
		host:
			settings.host === 'wordpress'
				? 'wordpress'
				: DEFAULT_SUITE_SETTINGS.host,
		siteLocale:
			typeof settings.siteLocale === 'string' &&
			/^[a-z]{2,3}(_[A-Za-z0-9]+)*$/.test( settings.siteLocale )
				? settings.siteLocale
				: DEFAULT_SUITE_SETTINGS.siteLocale,
	};
}

/** The site type, admin URL, host and site locale, with defaults (a self-hosted site, `/wp-admin/`, standalone, en_US). */
export function useSuiteSettings(): SuiteSettings {
	const given = useSelect(
		( select ) => selectSuiteEditorSettings( select as SelectStore ),
		[]
	);
	return useMemo( () => suiteSettingsFrom( given ), [ given ] );
}
