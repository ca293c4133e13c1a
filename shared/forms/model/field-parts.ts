/**
 * What a field in Jetpack's current markup keeps in its inner blocks (its "parts"), read as the
 * field's own attributes so the rest of the form model treats both shapes alike:
 *
 * | part | gives the field |
 * |---|---|
 * | `jetpack/label` | `label`, `requiredText` (when set) |
 * | `jetpack/input`, `jetpack/phone-input` | `placeholder` (when set); `min`, `max` (number fields) |
 * | `jetpack/input-rating` | `max` (the highest rating) |
 * | `jetpack/input-range` | `min`, `max`, `default` where the slider field sets none (kept there by an earlier release) |
 * | `jetpack/option` directly in a checkbox field | `label` (the box's text) |
 * | `jetpack/options` → `jetpack/option` | the option labels (`optionLabelsOf`) |
 *
 * A part's value wins over the same attribute on the field (Jetpack's editor keeps them in the
 * parts and may leave older copies on the field).
 */
import type { BlockNode } from '../../render-context';
import { OPTION_BLOCKS } from './field-types';

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function partsOf( node: BlockNode, name: string ): BlockNode[] {
	return node.innerBlocks.filter( ( inner ) => inner.blockName === name );
}

/**
 * The field attributes its parts carry, to lay over the field's own attributes.
 * @param node       the field block
 * @param standalone whether a direct `jetpack/option` is the field's label (checkbox fields)
 */
export function partAttributes(
	node: BlockNode,
	standalone = false
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	const [ label ] = partsOf( node, 'jetpack/label' );
	if ( label ) {
		if ( text( label.attrs?.label ).trim() ) {
			out.label = text( label.attrs?.label );
		}
		if ( text( label.attrs?.requiredText ).trim() ) {
			out.requiredText = text( label.attrs?.requiredText );
		}
	}
	const [ input ] = [
		...partsOf( node, 'jetpack/input' ),
		...partsOf( node, 'jetpack/phone-input' ),
	];
	if ( input && text( input.attrs?.placeholder ) ) {
		out.placeholder = text( input.attrs?.placeholder );
	}
	const [ rating ] = partsOf( node, 'jetpack/input-rating' );
	if ( rating?.attrs?.max !== undefined ) {
		out.max = rating.attrs.max;
	}
	for ( const limit of [ 'min', 'max' ] ) {
		if ( input?.attrs?.[ limit ] !== undefined ) {
			out[ limit ] = input.attrs[ limit ];
		}
	}
	const [ range ] = partsOf( node, 'jetpack/input-range' );
	for ( const key of [ 'min', 'max', 'default' ] ) {
		if (
			range?.attrs?.[ key ] !== undefined &&
			node.attrs?.[ key ] === undefined
		) {
			out[ key ] = range.attrs[ key ];
		}
	}
	const [ option ] = partsOf( node, 'jetpack/option' );
	if ( standalone && option && text( option.attrs?.label ).trim() ) {
		out.label = text( option.attrs?.label );
	}
	return out;
}

/**
 * The option labels of a choice field in either shape: `jetpack/options` → `jetpack/option`
 * (current) or `jetpack/field-option-*` blocks (older); empty when it has neither (the field's
 * `options` array then holds them).
 * @param node the field block
 */
export function optionLabelsOf( node: BlockNode ): string[] {
	const options = [
		...partsOf( node, 'jetpack/options' ).flatMap( ( list ) =>
			partsOf( list, 'jetpack/option' )
		),
		...node.innerBlocks.filter( ( inner ) =>
			OPTION_BLOCKS.includes( inner.blockName ?? '' )
		),
	];
	return options.map( ( option ) => text( option.attrs?.label ).trim() );
}

/**
 * True when the node is a submit button of the form: `jetpack/button`, or a core Button saved
 * as `<button type="submit">` (what current Jetpack puts in new forms).
 * @param node a block inside the form
 */
export function isSubmitButton( node: BlockNode ): boolean {
	return (
		node.blockName === 'jetpack/button' ||
		( node.blockName === 'core/button' && node.attrs?.type === 'submit' )
	);
}
