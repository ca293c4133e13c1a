/**
 * Renders jetpack/rating-star in a real block editor (BlockEditorProvider + BlockList +
 * BlockToolbar + BlockInspector) and reports the block's attributes as the editor stores them.
 */
import {
	BlockEditorProvider,
	BlockInspector,
	BlockList,
	BlockToolbar,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { SlotFillProvider, Popover } from '@wordpress/components';
import { createBlock, type Block } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import { registerSuiteBlock } from '../../../shared/register-block';
import ratingStar from '..';

// jsdom has no ResizeObserver; the inspector's tabs and popovers only need it to exist.
if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver = class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
}

const palette = [
	{ name: 'Ink', slug: 'ink', color: '#39414d' },
	{ name: 'Gold', slug: 'gold', color: '#f0b849' },
];

// A theme palette, given the way WordPress hands theme.json settings to the editor.
const settings = {
	__experimentalFeatures: {
		color: {
			palette: { theme: palette },
			custom: true,
			defaultPalette: false,
		},
	},
};

function SelectFirst( { clientId }: { clientId: string } ) {
	const { selectBlock } = useDispatch( blockEditorStore );
	useEffect( () => {
		selectBlock( clientId );
	}, [ clientId, selectBlock ] );
	return null;
}

export async function renderRatingStarEditor(
	attributes: Record< string, unknown > = {}
) {
	registerSuiteBlock( ratingStar );
	const initial = createBlock( 'jetpack/rating-star', attributes );
	const state = { blocks: [ initial ] as Block[] };

	function Editor() {
		const [ blocks, setBlocks ] = useState< Block[] >( [ initial ] );
		const update = ( next: Block[] ) => {
			state.blocks = next;
			setBlocks( next );
		};
		return (
			<SlotFillProvider>
				<BlockEditorProvider
					value={ blocks }
					onInput={ update }
					onChange={ update }
					settings={ settings }
				>
					<SelectFirst clientId={ initial.clientId } />
					<BlockToolbar hideDragHandle />
					<BlockList />
					<BlockInspector />
					<Popover.Slot />
				</BlockEditorProvider>
			</SlotFillProvider>
		);
	}

	let view: ReturnType< typeof render > | undefined;
	// The toolbar (Ariakit) settles its state asynchronously after mounting.
	await act( async () => {
		view = render( <Editor /> );
	} );
	return {
		...( view as ReturnType< typeof render > ),
		attributes: () => state.blocks[ 0 ].attributes,
	};
}
