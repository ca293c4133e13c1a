/**
 * The stores WordPress's block editor page has, which blocks read their site, user and post data
 * from (shared/editor-data): core-data's `core` store, registered by importing the package, and
 * `core/editor`, this page's post store (../store), which also carries the editor settings with
 * the suite's own `blockSuite` entry (what the plugin adds through `block_editor_settings_all`).
 */
import '@wordpress/core-data';
import { dispatch } from '@wordpress/data';
import type { EditorBootSettings } from '../../../shared/editor-settings';
import type { SuiteEditorSettings } from '../../../shared/editor-data';
import { store as postEditorStore } from '../store';

export function suiteEditorSettings(
	settings: EditorBootSettings
): SuiteEditorSettings {
	return {
		siteType: settings.siteType ?? 'self-hosted',
		adminUrl: settings.adminUrl,
		host: 'standalone',
		siteLocale: settings.locale,
	};
}

/**
 * Hands the host's settings to the `core/editor` store, where blocks read them.
 * @param settings the boot settings the host printed
 */
export function provideEditorSettings( settings: EditorBootSettings ) {
	dispatch( postEditorStore ).updateEditorSettings( {
		blockSuite: suiteEditorSettings( settings ),
	} );
}
