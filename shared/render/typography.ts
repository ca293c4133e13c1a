/**
 * The typography block support, as WordPress's style engine prints it: a preset font size or
 * family (`fontSize`, `fontFamily` slugs) becomes the `has-<slug>-font-size` /
 * `has-<slug>-font-family` class; custom values in `style.typography` (font size and family,
 * line height, weight, style, letter spacing, text decoration and transform) become inline
 * declarations. Every value is checked: lengths by ./css-value, keywords against their lists,
 * a font family by the characters a family list uses.
 */
import type { ClassesAndStyles } from './color';
import { presetSlug } from './color';
import { cssValue, presetReference, recordOf } from './css-value';

/**
 * A unitless line height (`1.5`) or a length; numbers stay unitless.
 * @param value
 */
function lineHeight( value: unknown ): string | null {
	if ( typeof value === 'number' && Number.isFinite( value ) && value >= 0 ) {
		return String( value );
	}
	return cssValue( value );
}

const FONT_STYLES = new Set( [ 'normal', 'italic', 'oblique' ] );
const TEXT_TRANSFORMS = new Set( [
	'none',
	'capitalize',
	'uppercase',
	'lowercase',
] );
const TEXT_DECORATIONS = new Set( [
	'none',
	'underline',
	'overline',
	'line-through',
] );

/**
 * `100`–`900` or a weight keyword.
 * @param value
 */
function fontWeight( value: unknown ): string | null {
	const text = typeof value === 'number' ? String( value ) : value;
	return typeof text === 'string' &&
		/^(?:[1-9]00|normal|bold|bolder|lighter)$/.test( text.trim() )
		? text.trim()
		: null;
}

/**
 * A preset reference or a family list (`"Open Sans", Georgia, serif`): letters, digits,
 * spaces, quotes, commas and hyphens only.
 * @param value
 */
function fontFamily( value: unknown ): string | null {
	const preset = presetReference( value, 'font-family' );
	if ( preset ) {
		return preset;
	}
	return typeof value === 'string' &&
		value.trim().length > 0 &&
		value.length <= 200 &&
		/^[\w\s"',-]+$/.test( value )
		? value.trim()
		: null;
}

/**
 * `value` when it is one of `allowed`, else null.
 * @param value
 * @param allowed
 */
function keyword( value: unknown, allowed: Set< string > ): string | null {
	return typeof value === 'string' && allowed.has( value.trim() )
		? value.trim()
		: null;
}

export function typographyClassesAndStyles(
	attributes: Record< string, unknown >
): ClassesAndStyles {
	const out: ClassesAndStyles = { classes: [], styles: [] };
	const typography = recordOf( recordOf( attributes.style ).typography );
	const preset = presetSlug( attributes.fontSize );
	if ( preset ) {
		out.classes.push( `has-${ preset }-font-size` );
	} else {
		const custom =
			presetReference( typography.fontSize, 'font-size' ) ??
			cssValue( typography.fontSize );
		if ( custom ) {
			out.styles.push( `font-size:${ custom }` );
		}
	}
	const familyPreset = presetSlug( attributes.fontFamily );
	const family = familyPreset ? null : fontFamily( typography.fontFamily );
	if ( familyPreset ) {
		out.classes.push( `has-${ familyPreset }-font-family` );
	}
	const declarations: Array< [ string, string | null ] > = [
		[ 'font-family', family ],
		[ 'line-height', lineHeight( typography.lineHeight ) ],
		[ 'font-weight', fontWeight( typography.fontWeight ) ],
		[ 'font-style', keyword( typography.fontStyle, FONT_STYLES ) ],
		[
			'letter-spacing',
			presetReference( typography.letterSpacing, 'letter-spacing' ) ??
				cssValue( typography.letterSpacing ),
		],
		[
			'text-decoration',
			keyword( typography.textDecoration, TEXT_DECORATIONS ),
		],
		[
			'text-transform',
			keyword( typography.textTransform, TEXT_TRANSFORMS ),
		],
	];
	for ( const [ property, value ] of declarations ) {
		if ( value ) {
			out.styles.push( `${ property }:${ value }` );
		}
	}
	return out;
}
