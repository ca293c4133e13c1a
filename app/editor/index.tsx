/**
 * The standalone block editor page (/wp-admin/post-new.php, /wp-admin/post.php?post=ID&action=edit).
 * The host prints `window.blockSuiteSettings` and a `<div id="editor">`; this bundle does the rest.
 * Blocks never read those settings: they read the `core` and `core/editor` stores (boot/stores.ts).
 */
import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
// format-library does not export its build-style folder, so it is reached by path.
import '../../node_modules/@wordpress/format-library/build-style/style.css';
import './style.scss';

import { dispatch } from '@wordpress/data';
import { createRoot } from '@wordpress/element';
import { loadCanvasStyleManifest } from './boot/canvas-styles';
import { exposeWordPressGlobals } from './boot/globals';
import { registerEditorBlocks } from './boot/register-blocks';
import { provideEditorSettings } from './boot/stores';
import {
	applySiteDateSettings,
	configureApiFetch,
	readBootSettings,
} from './boot/settings';
import App from './components/app';
import { store as postEditorStore } from './store';

async function boot() {
	const container = document.getElementById( 'editor' );
	if ( ! container ) {
		return;
	}
	const settings = readBootSettings();
	configureApiFetch( settings );
	applySiteDateSettings( settings );
	provideEditorSettings( settings );
	registerEditorBlocks();
	exposeWordPressGlobals();

	const manifest = loadCanvasStyleManifest();
	const editor = dispatch( postEditorStore );
	if ( settings.postId ) {
		editor.loadPost( settings.postType, settings.postId );
	} else {
		editor.setupNewPost( settings.postType );
	}
	const { styles } = await manifest;
	createRoot( container ).render(
		<App backUrl={ settings.adminUrl } canvasStyles={ styles } />
	);
}

boot();
