/**
 * The border block support, as WordPress prints it on the element that carries it: a
 * `borderColor` preset becomes `has-border-color has-<slug>-border-color`; `style.border`'s
 * colour, width, radius and style become inline declarations, and so do a radius per corner
 * (`radius.topLeft`, …) and each side's own colour, style and width (`top`, `right`, `bottom`,
 * `left`, as the style engine prints them: `border-top-color`, …). Every value is checked
 * (colours by ./color or as a palette reference `var:preset|color|<slug>`, lengths by
 * ./css-value, the style against its keywords).
 */
import { presetSlug, safeColor, type ClassesAndStyles } from './color';
import { cssValue, presetReference, recordOf } from './css-value';

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

const SIDES = [ 'top', 'right', 'bottom', 'left' ] as const;
const CORNERS = [
	[ 'topLeft', 'top-left' ],
	[ 'topRight', 'top-right' ],
	[ 'bottomLeft', 'bottom-left' ],
	[ 'bottomRight', 'bottom-right' ],
] as const;

/**
 * A colour value of `style.border`: a CSS colour or a palette reference.
 * @param value
 */
function borderColor( value: unknown ): string | null {
	return presetReference( value, 'color' ) ?? safeColor( value );
}

function borderStyle( value: unknown ): string | null {
	return typeof value === 'string' && BORDER_STYLES.has( value )
		? value
		: null;
}

/**
 * `border-<side>-color`, `-width` and `-style` declarations of one side, for the values that pass.
 * @param prefix `border-<side>`
 * @param side   its values
 */
function sideStyles(
	prefix: string,
	side: Record< string, unknown >
): string[] {
	const styles: string[] = [];
	const color = borderColor( side.color );
	if ( color ) {
		styles.push( `${ prefix }-color:${ color }` );
	}
	const width = cssValue( side.width );
	if ( width ) {
		styles.push( `${ prefix }-width:${ width }` );
	}
	const style = borderStyle( side.style );
	if ( style ) {
		styles.push( `${ prefix }-style:${ style }` );
	}
	return styles;
}

/**
 * @param attributes the block's raw attributes
 */
export function borderClassesAndStyles(
	attributes: Record< string, unknown >
): ClassesAndStyles {
	const out: ClassesAndStyles = { classes: [], styles: [] };
	const border = recordOf( recordOf( attributes.style ).border );
	const preset = presetSlug( attributes.borderColor );
	const custom = borderColor( border.color );
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
	} else {
		const corners = recordOf( border.radius );
		for ( const [ key, property ] of CORNERS ) {
			const value = cssValue( corners[ key ] );
			if ( value ) {
				out.styles.push( `border-${ property }-radius:${ value }` );
			}
		}
	}
	const style = borderStyle( border.style );
	if ( style ) {
		out.styles.push( `border-style:${ style }` );
	}
	for ( const side of SIDES ) {
		out.styles.push(
			...sideStyles( `border-${ side }`, recordOf( border[ side ] ) )
		);
	}
	return out;
}
