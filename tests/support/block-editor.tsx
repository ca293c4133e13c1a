/**
 * Test support (not a test file): blocks inside a real block editor (BlockEditorProvider with
 * BlockList, and optionally BlockToolbar and BlockInspector), handing back the provider's own
 * registry and the blocks as the editor last reported them. Register the blocks first.
 */
import {
	BlockEditorProvider,
	BlockInspector,
	BlockList,
	BlockToolbar,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { getBlockTypes, type Block } from '@wordpress/blocks';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import { preloadEdits } from '../../shared/lazy-edit';

// jsdom has no ResizeObserver; the inspector's tabs, previews and popovers only need it to exist.
if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver = class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
}

export type EditorRegistry = ReturnType< typeof useRegistry >;

export type BlockEditorOptions = {
	/** Block editor settings (e.g. a theme palette, as theme.json hands it over). */
	settings?: Record< string, unknown >;
	/** Client ID of a block to select as the editor mounts. */
	selected?: string;
	/** Whether to render the selected block's toolbar (above the canvas). */
	toolbar?: boolean;
	/** Whether to render the block inspector (below the canvas); on unless false. */
	inspector?: boolean;
	/** Whether to load every lazy edit UI before rendering; on unless false. */
	preload?: boolean;
};

export type BlockEditorView = ReturnType< typeof render > & {
	/** The registry of the editor's BlockEditorProvider. */
	registry: EditorRegistry;
	/** The blocks as the editor last handed them to onInput / onChange. */
	blocks: () => Block[];
	/** Every content the editor handed to onInput / onChange since it mounted, in order. */
	history: () => Block[][];
};

export type PaletteColor = { name: string; slug: string; color: string };

/**
 * Block editor settings with a theme palette (custom colours on, no default palette), given
 * the way WordPress hands theme.json settings to the editor.
 * @param palette the theme's colours
 */
export function themePaletteSettings( palette: PaletteColor[] ) {
	return {
		__experimentalFeatures: {
			color: {
				palette: { theme: palette },
				custom: true,
				defaultPalette: false,
			},
		},
	};
}

function SelectOnMount( { clientId }: { clientId: string } ) {
	const { selectBlock } = useDispatch( blockEditorStore ) as {
		selectBlock: ( id: string ) => void;
	};
	useEffect( () => {
		selectBlock( clientId );
	}, [ clientId, selectBlock ] );
	return null;
}

/**
 * Renders `blocks` in a block editor inside act(), so the toolbar (Ariakit) and the
 * inspector settle before the test goes on.
 * @param blocks  the editor's content
 * @param options settings, the block selected on mount, which parts to render
 */
export async function renderBlockEditor(
	blocks: Block[],
	options: BlockEditorOptions = {}
): Promise< BlockEditorView > {
	const {
		settings,
		selected,
		toolbar = false,
		inspector = true,
		preload = true,
	} = options;
	const state: {
		blocks: Block[];
		history: Block[][];
		registry?: EditorRegistry;
	} = { blocks, history: [] };

	function CaptureRegistry() {
		state.registry = useRegistry();
		return null;
	}

	function Editor() {
		const [ current, setCurrent ] = useState< Block[] >( blocks );
		const update = ( next: Block[] ) => {
			state.blocks = next;
			state.history.push( next );
			setCurrent( next );
		};
		return (
			<SlotFillProvider>
				<BlockEditorProvider
					value={ current }
					onInput={ update }
					onChange={ update }
					settings={ settings }
				>
					<CaptureRegistry />
					{ selected && <SelectOnMount clientId={ selected } /> }
					{ toolbar && <BlockToolbar hideDragHandle /> }
					<BlockList />
					{ inspector && <BlockInspector /> }
					<Popover.Slot />
				</BlockEditorProvider>
			</SlotFillProvider>
		);
	}

	// Blocks' edit UIs load lazily (shared/lazy-edit.tsx); load them first so the tests see
	// the editing UI at once. shared/test/lazy-edit.test.tsx covers the loading state itself.
	if ( preload ) {
		await preloadEdits( getBlockTypes() );
	}
	let view: ReturnType< typeof render > | undefined;
	await act( async () => {
		view = render( <Editor /> );
	} );
	return {
		...( view as ReturnType< typeof render > ),
		registry: state.registry as EditorRegistry,
		blocks: () => state.blocks,
		history: () => state.history,
	};
}
