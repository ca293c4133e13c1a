/**
 * Test harness: jetpack/markdown inside a real block editor (BlockEditorProvider, BlockToolbar,
 * BlockList), with the provider's own registry handed back so tests can select, deselect and
 * read the blocks exactly as the editor stores them.
 */
import {
	BlockEditorProvider,
	BlockList,
	BlockToolbar,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import { registerSuiteBlock } from '../../../shared/register-block';
import markdown from '..';

type EditorBlock = ReturnType< typeof createBlock >;
type Registry = ReturnType< typeof useRegistry >;

if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver = class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
}

export async function renderMarkdownEditor( source?: string ) {
	registerSuiteBlock( markdown );
	const block = createBlock(
		'jetpack/markdown',
		source === undefined ? {} : { source }
	);
	const captured: { registry?: Registry } = {};

	function CaptureRegistry() {
		captured.registry = useRegistry();
		return null;
	}

	function Editor() {
		const [ blocks, setBlocks ] = useState< EditorBlock[] >( [ block ] );
		return (
			<SlotFillProvider>
				<BlockEditorProvider
					value={ blocks }
					onInput={ setBlocks }
					onChange={ setBlocks }
				>
					<CaptureRegistry />
					<BlockToolbar hideDragHandle />
					<BlockList />
					<Popover.Slot />
				</BlockEditorProvider>
			</SlotFillProvider>
		);
	}

	let view: ReturnType< typeof render > | undefined;
	await act( async () => {
		view = render( <Editor /> );
	} );
	const registry = captured.registry as Registry;
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
		...( view as ReturnType< typeof render > ),
		clientId: block.clientId,
		blocks: (): EditorBlock[] => editor().getBlocks(),
		select: () => dispatch( () => actions().selectBlock( block.clientId ) ),
		deselect: () => dispatch( () => actions().clearSelectedBlock() ),
	};
}
