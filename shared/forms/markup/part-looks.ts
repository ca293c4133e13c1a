/**
 * The looks authors give the parts of a field in Jetpack's current markup — `jetpack/label`,
 * `jetpack/input`, `jetpack/options` and each `jetpack/option` (their block supports: text and
 * background colour, presets or custom, typography, and the border of inputs and option
 * lists) — as the classes and inline style visitors' markup puts on the matching element. Presets become
 * `has-*-color` classes; custom values pass only through the checked colour and length helpers.
 */
import type { BlockNode } from '../../render-context';
import { borderClassesAndStyles } from '../../render/border';
import { recordOf } from '../../render/css-value';
import { wrapperAttributes } from '../../render/wrapper-attributes';

/** Classes and `property:value` declarations for one element. */
export type PartLook = { classes: string[]; styles: string[] };

export type FieldPartLooks = {
	label: PartLook;
	input: PartLook;
	/** The `jetpack/options` list of a radio or checkbox-multiple field. */
	list: PartLook;
	/** Each `jetpack/option`'s look by its label (the first option of a label wins). */
	options: Map< string, PartLook >;
	/** A `jetpack/option` directly in a checkbox or consent field (the box's text). */
	standalone: PartLook;
};

export const NO_LOOK: PartLook = { classes: [], styles: [] };

function partOf( node: BlockNode, name: string ): BlockNode | undefined {
	return node.innerBlocks.find( ( inner ) => inner.blockName === name );
}

/**
 * @param part   the part block, if the field has one
 * @param border whether the part supports a border
 */
function lookOf( part: BlockNode | undefined, border = false ): PartLook {
	if ( ! part ) {
		return NO_LOOK;
	}
	const attributes = recordOf( part.attrs );
	const color = wrapperAttributes( attributes, {
		color: true,
		typography: true,
		className: false,
	} );
	const edge = border ? borderClassesAndStyles( attributes ) : NO_LOOK;
	return {
		classes: [ ...color.classes, ...edge.classes ],
		styles: [ ...color.styles, ...edge.styles ],
	};
}

/**
 * @param node the field block
 */
export function fieldPartLooks( node: BlockNode ): FieldPartLooks {
	const list = partOf( node, 'jetpack/options' );
	const options = new Map< string, PartLook >();
	for ( const option of list?.innerBlocks ?? [] ) {
		const label = recordOf( option.attrs ).label;
		if (
			option.blockName === 'jetpack/option' &&
			typeof label === 'string' &&
			! options.has( label.trim() )
		) {
			options.set( label.trim(), lookOf( option ) );
		}
	}
	return {
		label: lookOf( partOf( node, 'jetpack/label' ) ),
		input: lookOf(
			partOf( node, 'jetpack/input' ) ??
				partOf( node, 'jetpack/phone-input' ),
			true
		),
		list: lookOf( list, true ),
		options,
		standalone: lookOf( partOf( node, 'jetpack/option' ) ),
	};
}

/**
 * The element's class list with the look's classes after its own.
 * @param base the element's own classes
 * @param look
 */
export function lookClass( base: string, look: PartLook ): string {
	return [ base, ...look.classes ].filter( Boolean ).join( ' ' );
}

/**
 * The style attribute's value, or null when there is none.
 * @param look
 */
export function lookStyle( look: PartLook ): string | null {
	return look.styles.length ? look.styles.join( ';' ) : null;
}
