/**
 * The form-wide style settings (spec §3 "Form style settings", §5, §9) and how fields read
 * them: the form provides each value through block context under the key below (see
 * blocks/contact-form/block.json `providesContext` and README.md).
 */

/** Context key → form attribute. Must match block.json `providesContext`. */
export const FORM_STYLE_CONTEXT = {
	'jetpack/form-border-color': 'borderColor',
	'jetpack/form-border-radius': 'borderRadius',
	'jetpack/form-border-width': 'borderWidth',
	'jetpack/form-field-background-color': 'fieldBackgroundColor',
	'jetpack/form-field-font-size': 'fieldFontSize',
	'jetpack/form-line-height': 'lineHeight',
	'jetpack/form-input-color': 'inputColor',
	'jetpack/form-label-color': 'labelColor',
	'jetpack/form-label-font-size': 'labelFontSize',
	'jetpack/form-label-line-height': 'labelLineHeight',
} as const;

export type FormStyleContextKey = keyof typeof FORM_STYLE_CONTEXT;
export type FormStyleAttribute =
	( typeof FORM_STYLE_CONTEXT )[ FormStyleContextKey ];

/** Border width and radius of the form's fields (spec §5, §9). */
export const FORM_BORDER_RANGE = { min: 0, max: 100 } as const;

/**
 * The form's style values found in a block's context, under the attribute names (unset values
 * left out), for a field to use where it has no value of its own.
 * @param context the `context` prop of a block that `usesContext` the keys above
 */
export function formStyleFromContext(
	context: Record< string, unknown > | undefined
): Partial< Record< FormStyleAttribute, string | number > > {
	const style: Partial< Record< FormStyleAttribute, string | number > > = {};
	for ( const [ key, attribute ] of Object.entries( FORM_STYLE_CONTEXT ) ) {
		const value = context?.[ key ];
		if (
			( typeof value === 'string' && value !== '' ) ||
			( typeof value === 'number' && Number.isFinite( value ) )
		) {
			style[ attribute as FormStyleAttribute ] = value;
		}
	}
	return style;
}

/**
 * A numeric style input's value as a number, or undefined when it is not one (an empty or
 * non-numeric entry clears the setting instead of storing 0 or NaN).
 * @param raw what the input holds
 */
export function parseStyleNumber( raw: unknown ): number | undefined {
	if ( typeof raw === 'number' ) {
		return Number.isFinite( raw ) ? raw : undefined;
	}
	if ( typeof raw !== 'string' || raw.trim() === '' ) {
		return undefined;
	}
	const value = Number( raw.trim() );
	return Number.isFinite( value ) ? value : undefined;
}
