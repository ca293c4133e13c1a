/**
 * Site, user and post data for editor code, read from the stores WordPress has (`core`,
 * `core/editor`), so a block runs unchanged inside WordPress and in the standalone editor page.
 * See README.md.
 */
export { usePostTitle, selectPostTitle, selectPostAuthorId } from './post';
export { useSiteTitle, selectSiteTitle } from './site';
export {
	usePostAuthorEmail,
	useCanInstallPlugins,
	selectPostAuthorEmail,
	selectCanInstallPlugins,
} from './user';
export {
	useSuiteSettings,
	suiteSettingsFrom,
	selectSuiteEditorSettings,
	DEFAULT_SUITE_SETTINGS,
	type SuiteSettings,
	type SuiteEditorSettings,
} from './suite-settings';
export { CORE_STORE, EDITOR_STORE, type SelectStore } from './stores';
