/**
 * The suite's own editor settings: what WordPress's stores do not know (the site type, where the
 * admin lives). The host adds them to the block editor settings under `blockSuite` (the plugin
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
};

export const DEFAULT_SUITE_SETTINGS: SuiteSettings = {
	siteType: 'self-hosted',
	adminUrl: '/wp-admin/',
	host: 'standalone',
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
	};
}

/** The site type, admin URL and host, with defaults (a self-hosted site, `/wp-admin/`, standalone). */
export function useSuiteSettings(): SuiteSettings {
	const given = useSelect(
		( select ) => selectSuiteEditorSettings( select as SelectStore ),
		[]
	);
	return useMemo( () => suiteSettingsFrom( given ), [ given ] );
}
