/**
 * Classes and inline styles for the colour and spacing block supports (preset slugs become
 * `has-<slug>-color` classes, custom values inline styles), as WordPress prints them. Values are
 * checked so an attribute never escapes its style declaration.
 */
import { safeColor } from './field-style';

const SLUG = /^[a-z0-9-]{1,60}$/;
const GRADIENT =
	/^(linear|radial|conic)-gradient\([#0-9a-z\s.,%()-]{1,400}\)$/i;
const SPACING =
	/^(\d{1,4}(\.\d{1,3})?(px|em|rem|%|vw|vh)?|var:preset\|spacing\|[a-z0-9-]{1,40})$/;

export type Presentation = { classes: string[]; styles: string[] };

export function slugOf( value: unknown ): string | null {
	return typeof value === 'string' && SLUG.test( value ) ? value : null;
}

export function safeGradient( value: unknown ): string | null {
	return typeof value === 'string' && GRADIENT.test( value.trim() )
		? value.trim()
		: null;
}

function spacingValue( value: unknown ): string | null {
	if ( typeof value !== 'string' || ! SPACING.test( value ) ) {
		return null;
	}
	return value.startsWith( 'var:' )
		? `var(--wp--preset--spacing--${ value.split( '|' )[ 2 ] })`
		: value;
}

function record( value: unknown ): Record< string, unknown > {
	return typeof value === 'object' &&
		value !== null &&
		! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: {};
}

/**
 * Colour support: `textColor`/`backgroundColor`/`gradient` presets and `style.color.*` customs.
 * @param attributes
 */
export function colorSupport(
	attributes: Record< string, unknown >
): Presentation {
	const out: Presentation = { classes: [], styles: [] };
	const color = record( record( attributes.style ).color );
	const text = slugOf( attributes.textColor );
	const customText = safeColor( color.text );
	if ( text || customText ) {
		out.classes.push( 'has-text-color' );
		if ( text ) {
			out.classes.push( `has-${ text }-color` );
		} else {
			out.styles.push( `color:${ customText }` );
		}
	}
	const background = slugOf( attributes.backgroundColor );
	const gradient = slugOf( attributes.gradient );
	const customBackground = safeColor( color.background );
	const customGradient = safeGradient( color.gradient );
	if ( background || gradient || customBackground || customGradient ) {
		out.classes.push( 'has-background' );
	}
	if ( background ) {
		out.classes.push( `has-${ background }-background-color` );
	} else if ( customBackground ) {
		out.styles.push( `background-color:${ customBackground }` );
	}
	if ( gradient ) {
		out.classes.push( `has-${ gradient }-gradient-background` );
	} else if ( customGradient ) {
		out.styles.push( `background:${ customGradient }` );
	}
	return out;
}

/**
 * Spacing support: `style.spacing.padding` / `margin` (per side or one value).
 * @param attributes
 */
export function spacingSupport(
	attributes: Record< string, unknown >
): string[] {
	const spacing = record( record( attributes.style ).spacing );
	const styles: string[] = [];
	for ( const property of [ 'padding', 'margin' ] ) {
		const value = spacing[ property ];
		const single = spacingValue( value );
		if ( single ) {
			styles.push( `${ property }:${ single }` );
			continue;
		}
		for ( const [ side, sideValue ] of Object.entries( record( value ) ) ) {
			const checked = spacingValue( sideValue );
			if ( checked && /^(top|right|bottom|left)$/.test( side ) ) {
				styles.push( `${ property }-${ side }:${ checked }` );
			}
		}
	}
	return styles;
}
