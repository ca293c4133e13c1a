/**
 * `window.wp`, as WordPress exposes it, so scripts and browser tests can drive the editor the way
 * Gutenberg's own end-to-end utilities do (`wp.data.select( 'core/block-editor' ).getBlocks()`).
 * The block editor uses the default registry (no sub-registry), so `wp.data` sees its blocks.
 */
import apiFetch from '@wordpress/api-fetch';
import * as blockEditor from '@wordpress/block-editor';
import * as blocks from '@wordpress/blocks';
import * as components from '@wordpress/components';
import * as coreData from '@wordpress/core-data';
import * as data from '@wordpress/data';
import * as element from '@wordpress/element';
import * as i18n from '@wordpress/i18n';
import * as keyboardShortcuts from '@wordpress/keyboard-shortcuts';
import * as notices from '@wordpress/notices';
import { store as postEditorStore } from '../store';

export function exposeWordPressGlobals() {
	const host = window as unknown as { wp?: Record< string, unknown > };
	host.wp = {
		...( host.wp ?? {} ),
		apiFetch,
		blockEditor,
		blocks,
		components,
		coreData,
		data,
		element,
		i18n,
		keyboardShortcuts,
		notices,
		/**
		 * The post editor store descriptor (`wp.data.select( wp.postEditor.store )`), registered
		 * as `core/editor`.
		 */
		postEditor: { store: postEditorStore },
	};
}
