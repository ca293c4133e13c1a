/**
 * The saved markup of a field block, in both shapes Jetpack has used:
 *
 * - current shape (Jetpack since 2025): a bare `<div>` holding the field's inner blocks
 *   (`jetpack/label`, `jetpack/input`, `jetpack/phone-input`, `jetpack/options`, `jetpack/option`);
 *   no class on the div, whatever the field's attributes;
 * - older shapes: no inner blocks, a self-closing comment (`legacy` returns null), or for choice
 *   fields a `wp-block-jetpack-field-*` wrapper around `jetpack/field-option-*` blocks.
 *
 * Which one a block saves follows the markup it was parsed from, so content keeps the shape it was written in
 * and both open valid here and in Jetpack (see blocks/contact-form/README.md).
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { ReactElement } from 'react';

/** The inner blocks of a field in the current shape. */
export const FIELD_PART_BLOCKS: readonly string[] = [
	'jetpack/label',
	'jetpack/input',
	'jetpack/phone-input',
	'jetpack/options',
	'jetpack/option',
];

/**
 * True when a field's inner blocks are the current shape's parts.
 * @param innerBlocks the field's inner blocks (names only are read)
 */
export function hasFieldParts(
	innerBlocks: ReadonlyArray< { name: string } > | undefined
): boolean {
	return ( innerBlocks ?? [] ).some( ( block ) =>
		FIELD_PART_BLOCKS.includes( block.name )
	);
}

/**
 * The value of a field's `wrapperElement` attribute in the current shape. The attribute is read
 * from the saved HTML (block.json: `source: tag`, the bare `<div>`), never written to the block
 * comment; blocks made in the editor set it when they are created with their parts.
 */
export const CURRENT_SHAPE = 'div';

/**
 * The save of a field that exists only in the current shape (time, slider …): always the bare
 * `<div>` around its parts, whatever its attributes.
 */
export function fieldPartsSave() {
	return (
		<div>
			<InnerBlocks.Content />
		</div>
	);
}

type SaveProps = { attributes: { wrapperElement?: string } };

/**
 * A field block's save: the current shape when `wrapperElement` says so, else `legacy()`.
 * Validation calls save with attributes only, so the shape is an attribute, not the inner blocks.
 * @param legacy the save of the older shape (null for self-closing fields)
 */
export function fieldSave( legacy: () => ReactElement | null = () => null ) {
	return function save( { attributes }: SaveProps ) {
		if ( attributes.wrapperElement === CURRENT_SHAPE ) {
			return (
				<div>
					<InnerBlocks.Content />
				</div>
			);
		}
		return legacy();
	};
}
