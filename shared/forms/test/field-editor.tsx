/**
 * Test support for the field edit tests (not a test file): the suite's form and field blocks
 * registered, a real block editor (BlockEditorProvider + BlockList + BlockInspector) holding the
 * given blocks, the editor's registry, and helpers to read the blocks back.
 */
import {
	createBlock,
	createBlocksFromInnerBlocksTemplate,
	parse,
	serialize,
	type Block,
} from '@wordpress/blocks';
import { act } from '@testing-library/react';
import { suiteBlocks } from '../../../blocks';
import {
	renderBlockEditor,
	type BlockEditorView,
} from '../../../tests/support/block-editor';
import { registerSuiteBlock } from '../../register-block';
import {
	fieldEditorActions,
	fieldEditorSelectors,
	type FieldEditorActions,
	type FieldEditorSelectors,
} from '../field-block-editor';

/** The form block, its button, every field and option block and the fields' part blocks. */
export function registerFormBlocks() {
	suiteBlocks
		.filter( ( block ) =>
			/^jetpack\/(field-|contact-form$|button$|label$|input$|input-rating$|input-range$|phone-input$|options?$)/.test(
				block.metadata.name
			)
		)
		.forEach( registerSuiteBlock );
}

// Blocks are created before the editor renders, so register on import.
registerFormBlocks();

/**
 * A form holding the given fields, as a loose field would be wrapped.
 *
 * @param fields The field blocks of the form.
 */
export function formWith( ...fields: Block[] ): Block {
	return createBlock( 'jetpack/contact-form', {}, fields );
}

/**
 * A field (or option) block of the suite.
 *
 * @param name        The block name without `jetpack/`.
 * @param attributes  Its attributes.
 * @param innerBlocks Its option blocks, for choice fields.
 */
export function field(
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: Block[] = []
): Block {
	return createBlock( `jetpack/${ name }`, attributes, innerBlocks );
}

// A theme palette and font sizes, given the way WordPress hands theme.json settings over.
const settings = {
	__experimentalFeatures: {
		color: {
			palette: {
				theme: [
					{ name: 'Ink', slug: 'ink', color: '#111111' },
					{ name: 'Paper', slug: 'paper', color: '#fafafa' },
				],
			},
			custom: true,
			defaultPalette: false,
		},
		typography: {
			fontSizes: {
				theme: [
					{ name: 'Small', slug: 'small', size: '14px' },
					{ name: 'Large', slug: 'large', size: '20px' },
				],
			},
			customFontSize: true,
		},
	},
};

export type FieldEditor = BlockEditorView & {
	editor: () => FieldEditorSelectors;
	actions: () => FieldEditorActions;
	/** The current attributes of a block, by client ID. */
	attributesOf: ( clientId: string ) => Record< string, unknown >;
	/** The current inner blocks of a block, by client ID. */
	innerBlocksOf: ( clientId: string ) => Block[];
	/** Selects a block, as clicking it would. */
	select: ( clientId: string ) => Promise< void >;
};

/**
 * Renders `blocks` in a block editor, selecting `selected` when given.
 *
 * @param blocks   The content.
 * @param selected Client ID of the block to select first.
 */
export async function renderFieldEditor(
	blocks: Block[],
	selected?: string
): Promise< FieldEditor > {
	const view = await renderBlockEditor( blocks, { settings } );
	const reg = view.registry;
	const editor = () => fieldEditorSelectors( reg.select );
	const actions = () => fieldEditorActions( reg.dispatch );
	const select = async ( clientId: string ) => {
		await act( async () => {
			actions().selectBlock( clientId, null );
		} );
	};
	if ( selected ) {
		await select( selected );
	}
	return {
		...view,
		editor,
		actions,
		attributesOf: ( clientId ) =>
			editor().getBlockAttributes( clientId ) ?? {},
		innerBlocksOf: ( clientId ) => editor().getBlocks( clientId ),
		select,
	};
}

type InserterItem = {
	name: string;
	initialAttributes: Record< string, unknown >;
	innerBlocks?: Parameters< typeof createBlocksFromInnerBlocksTemplate >[ 0 ];
};

/**
 * Inserts `name` into the form the way the inserter does: from its inserter item (which the
 * form must offer).
 *
 * @param editor The field editor.
 * @param formId The form block.
 * @param name   The block to insert.
 */
export async function insertFromInserter(
	editor: FieldEditor,
	formId: string,
	name: string
): Promise< Block > {
	const selectors = editor.registry.select( 'core/block-editor' ) as {
		getInserterItems: ( root: string ) => InserterItem[];
	};
	const item = selectors
		.getInserterItems( formId )
		.find( ( candidate ) => candidate.name === name );
	expect( item ).toBeDefined();
	const block = createBlock(
		name,
		item!.initialAttributes,
		createBlocksFromInnerBlocksTemplate( item!.innerBlocks ?? [] )
	);
	await act( async () => {
		editor.actions().insertBlocks( [ block ], 0, formId );
	} );
	return block;
}

/**
 * The blocks parsed back from their serialization, with the names of those that are invalid.
 *
 * @param blocks The blocks to save and parse again.
 */
export function roundTrip( blocks: Block[] ) {
	const html = serialize( blocks );
	const invalid: string[] = [];
	const walk = ( list: Block[] ) =>
		list.forEach( ( block ) => {
			if ( ! block.isValid ) {
				invalid.push( block.name );
			}
			walk( block.innerBlocks );
		} );
	const parsed = parse( html );
	walk( parsed );
	return { html, parsed, invalid };
}
