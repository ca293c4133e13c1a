/**
 * Renders jetpack/rating-star in a real block editor (BlockEditorProvider + BlockList +
 * BlockToolbar + BlockInspector) and reports the block's attributes as the editor stores them.
 */
import { createBlock } from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import {
	renderBlockEditor,
	themePaletteSettings,
} from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';

const settings = themePaletteSettings( [
	{ name: 'Ink', slug: 'ink', color: '#39414d' },
	{ name: 'Gold', slug: 'gold', color: '#f0b849' },
] );

export async function renderRatingStarEditor(
	attributes: Record< string, unknown > = {}
) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const initial = createBlock( 'jetpack/rating-star', attributes );
	const view = await renderBlockEditor( [ initial ], {
		settings,
		selected: initial.clientId,
		toolbar: true,
	} );
	return {
		...view,
		attributes: () => view.blocks()[ 0 ].attributes,
	};
}
