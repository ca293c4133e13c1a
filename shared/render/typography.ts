/**
 * The typography block support: a preset font size (`fontSize` slug) becomes the
 * `has-<slug>-font-size` class, custom values in `style.typography` (`fontSize`, `lineHeight`)
 * inline declarations, checked by ./css-value.
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
	const height = lineHeight( typography.lineHeight );
	if ( height ) {
		out.styles.push( `line-height:${ height }` );
	}
	return out;
}
