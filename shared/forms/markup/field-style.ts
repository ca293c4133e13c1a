/**
 * The field and form style attributes (§3 "Form style settings" and the common field
 * attributes) as CSS custom properties on the wrapper, which style.scss reads. Every value is
 * checked, so an attribute can never break out of the style attribute.
 */
import { safeColor } from '../../render/color';

const NUMBER_PX: Record< string, string > = {
	borderRadius: '--jetpack--contact-form--border-radius',
	borderWidth: '--jetpack--contact-form--border-size',
};
const UNITLESS: Record< string, string > = {
	lineHeight: '--jetpack--contact-form--line-height',
	labelLineHeight: '--jetpack--contact-form--label--line-height',
};
const FONT_SIZES: Record< string, string > = {
	fieldFontSize: '--jetpack--contact-form--font-size',
	labelFontSize: '--jetpack--contact-form--label--font-size',
};
const COLORS: Record< string, string > = {
	inputColor: '--jetpack--contact-form--text-color',
	labelColor: '--jetpack--contact-form--label--color',
	fieldBackgroundColor: '--jetpack--contact-form--input-background',
	borderColor: '--jetpack--contact-form--border-color',
};

const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt|vw|vh)?$/;

function fontSize( value: unknown ): string | null {
	if ( typeof value === 'number' && Number.isFinite( value ) && value > 0 ) {
		return `${ value }px`;
	}
	if ( typeof value !== 'string' ) {
		return null;
	}
	if ( LENGTH.test( value ) ) {
		return /\d$/.test( value ) ? `${ value }px` : value;
	}
	return /^[a-z0-9-]{1,40}$/.test( value )
		? `var(--wp--preset--font-size--${ value })`
		: null;
}

function number( value: unknown, max: number ): number | null {
	const parsed =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof parsed === 'number' &&
		Number.isFinite( parsed ) &&
		parsed >= 0 &&
		parsed <= max
		? parsed
		: null;
}

/**
 * The custom properties for the style attributes that are set and valid, by name, in the order
 * visitors' markup prints them. The editor gives them to the field's and the form's wrapper
 * (`useBlockProps( { style } )`), so the canvas looks as visitors' page does.
 * @param attributes a field's or a form's attributes
 */
export function styleVariableMap(
	attributes: Record< string, unknown >
): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const [ key, prop ] of Object.entries( NUMBER_PX ) ) {
		const value = number( attributes[ key ], 100 );
		if ( value !== null ) {
			out[ prop ] = `${ value }px`;
		}
	}
	for ( const [ key, prop ] of Object.entries( UNITLESS ) ) {
		const value = number( attributes[ key ], 10 );
		if ( value !== null ) {
			out[ prop ] = String( value );
		}
	}
	for ( const [ key, prop ] of Object.entries( FONT_SIZES ) ) {
		const value = fontSize( attributes[ key ] );
		if ( value ) {
			out[ prop ] = value;
		}
	}
	for ( const [ key, prop ] of Object.entries( COLORS ) ) {
		const value = safeColor( attributes[ key ] );
		if ( value ) {
			out[ prop ] = value;
		}
	}
	return out;
}

/**
 * `--prop:value;` declarations for the style attributes that are set and valid.
 * @param attributes
 */
export function styleVariables(
	attributes: Record< string, unknown >
): string {
	return Object.entries( styleVariableMap( attributes ) )
		.map( ( [ prop, value ] ) => `${ prop }:${ value }` )
		.join( ';' );
}

/**
 * One of the spec's width choices (25/50/75/100 percent), default 100.
 * @param value
 */
export function fieldWidth( value: unknown ): 25 | 50 | 75 | 100 {
	const width = Number( value );
	return width === 25 || width === 50 || width === 75 ? width : 100;
}
