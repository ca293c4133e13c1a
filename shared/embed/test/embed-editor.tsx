/**
 * Test support (not a test file): an embed block (and jetpack/button, core/paragraph) in a
 * real block editor, with the REST calls answered by a stand-in fetch handler that records
 * them.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { registerSuiteBlock } from '../../register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import { suiteBlocks } from '../../../blocks';

type FetchOptions = { path?: string; url?: string };

export const requests: string[] = [];

export function answerWith(
	respond: ( options: FetchOptions ) => Promise< unknown >
) {
	apiFetch.setFetchHandler( ( options: FetchOptions ) => {
		requests.push(
			String( options.path ?? options.url ).replace(
				/[&?]_locale=user$/,
				''
			)
		);
		return respond( options );
	} );
}

function registerBlocks( name: string ) {
	for ( const block of suiteBlocks ) {
		if (
			( block.metadata.name === name ||
				block.metadata.name === 'jetpack/button' ) &&
			! getBlockType( block.metadata.name )
		) {
			registerSuiteBlock( block );
		}
	}
	if ( ! getBlockType( 'core/paragraph' ) ) {
		registerBlockType( 'core/paragraph', {
			apiVersion: 3,
			title: 'Paragraph',
			category: 'text',
			attributes: { content: { type: 'string' } },
			edit: () => null,
			save: () => null,
		} );
	}
}

export async function renderEmbedEditor(
	name: string,
	attributes: Record< string, unknown > = {}
) {
	registerBlocks( name );
	const initial = createBlock( name, attributes );
	const view = await renderBlockEditor( [ initial ], {
		selected: initial.clientId,
		toolbar: true,
	} );
	return {
		...view,
		block: () => view.blocks()[ 0 ],
		attributes: () => view.blocks()[ 0 ].attributes,
	};
}
