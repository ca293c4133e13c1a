/**
 * Test harness: jetpack/markdown inside a real block editor (BlockEditorProvider, BlockToolbar,
 * BlockList), with the provider's own registry handed back so tests can select, deselect and
 * read the blocks exactly as the editor stores them.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { act } from '@testing-library/react';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import settings from '..';
import metadata from '../block.json';

type EditorBlock = ReturnType< typeof createBlock >;

export async function renderMarkdownEditor( source?: string ) {
	registerSuiteBlock( { metadata, settings } );
	const block = createBlock(
		'jetpack/markdown',
		source === undefined ? {} : { source }
	);
	const { registry, ...view } = await renderBlockEditor( [ block ], {
		toolbar: true,
		inspector: false,
	} );
	// block-editor ships no types: describe the few selectors and actions used here.
	const editor = () =>
		registry.select( blockEditorStore ) as unknown as {
			getBlocks: () => EditorBlock[];
		};
	const actions = () =>
		registry.dispatch( blockEditorStore ) as unknown as {
			selectBlock: ( clientId: string ) => Promise< void >;
			clearSelectedBlock: () => Promise< void >;
		};
	const dispatch = async ( action: () => unknown ) => {
		await act( async () => {
			await action();
		} );
	};

	return {
		...view,
		clientId: block.clientId,
		blocks: (): EditorBlock[] => editor().getBlocks(),
		select: () => dispatch( () => actions().selectBlock( block.clientId ) ),
		deselect: () => dispatch( () => actions().clearSelectedBlock() ),
	};
}
