/**
 * The border block support, as WordPress prints it on the element that carries it: a
 * `borderColor` preset becomes `has-border-color has-<slug>-border-color`; `style.border`'s
 * colour, width, radius and style become inline declarations. Every value is checked (colours
 * by ./color, lengths by ./css-value, the style against its keywords).
 */
import { presetSlug, safeColor, type ClassesAndStyles } from './color';
import { cssValue, recordOf } from './css-value';

const BORDER_STYLES = new Set( [
	'none',
	'solid',
	'dashed',
	'dotted',
	'double',
	'groove',
	'ridge',
	'inset',
	'outset',
] );

/**
 * @param attributes the block's raw attributes
 */
export function borderClassesAndStyles(
	attributes: Record< string, unknown >
): ClassesAndStyles {
	const out: ClassesAndStyles = { classes: [], styles: [] };
	const border = recordOf( recordOf( attributes.style ).border );
	const preset = presetSlug( attributes.borderColor );
	const custom = safeColor( border.color );
	if ( preset ) {
		out.classes.push( 'has-border-color', `has-${ preset }-border-color` );
	} else if ( custom ) {
		out.classes.push( 'has-border-color' );
		out.styles.push( `border-color:${ custom }` );
	}
	const width = cssValue( border.width );
	if ( width ) {
		out.styles.push( `border-width:${ width }` );
	}
	const radius = cssValue( border.radius );
	if ( radius ) {
		out.styles.push( `border-radius:${ radius }` );
	}
	if (
		typeof border.style === 'string' &&
		BORDER_STYLES.has( border.style )
	) {
		out.styles.push( `border-style:${ border.style }` );
	}
	return out;
}
