/**
 * What the contact-form field blocks have in common. The attributes themselves are declared in
 * each block's block.json (the only place attributes are declared); this is their TypeScript
 * shape and the small rules every field applies to them.
 */

import type { ConditionalLogic } from './model/conditional-logic';

/** The attributes every field block declares (spec §3, "Form field common attributes"). */
export type FieldAttributes = {
	label?: string;
	required: boolean;
	requiredText?: string;
	options: string[];
	defaultValue: string;
	placeholder: string;
	id: string;
	width: number;
	borderRadius?: number;
	borderWidth?: number;
	labelFontSize?: string;
	fieldFontSize?: string;
	lineHeight?: number;
	labelLineHeight?: number;
	inputColor?: string;
	labelColor?: string;
	fieldBackgroundColor?: string;
	borderColor?: string;
	shareFieldAttributes: boolean;
	/** Conditional fields: when the field shows (shared/forms/model/conditional-logic.ts). */
	conditionalLogic?: ConditionalLogic;
	/** Block-specific extras: consent messages, `toggleLabel`, `dateFormat`, `className`… */
	[ key: string ]: unknown;
};

export type SetFieldAttributes = (
	changes: Partial< FieldAttributes >
) => void;

/**
 * The style attributes that fields of one form share while `shareFieldAttributes` is on.
 */
export const SHARED_STYLE_ATTRIBUTES = [
	'borderRadius',
	'borderWidth',
	'labelFontSize',
	'fieldFontSize',
	'lineHeight',
	'labelLineHeight',
	'inputColor',
	'labelColor',
	'fieldBackgroundColor',
	'borderColor',
] as const;

export type SharedStyleAttribute = ( typeof SHARED_STYLE_ATTRIBUTES )[ number ];

/** Field width choices, in percent of the form's width (spec §5, §9). */
export const FIELD_WIDTHS = [ 25, 50, 75, 100 ] as const;

/** Keeps only the shared style attributes named in `source` (including ones set to undefined). */
export function pickSharedStyles(
	source: Record< string, unknown >
): Partial< FieldAttributes > {
	const picked: Partial< FieldAttributes > = {};
	for ( const key of SHARED_STYLE_ATTRIBUTES ) {
		if ( key in source ) {
			( picked as Record< string, unknown > )[ key ] = source[ key ];
		}
	}
	return picked;
}

/** Every shared style attribute of `source`, unset ones as undefined: a field's whole shared style. */
export function sharedStylesOf(
	source: Record< string, unknown >
): Partial< FieldAttributes > {
	return Object.fromEntries(
		SHARED_STYLE_ATTRIBUTES.map( ( key ) => [ key, source[ key ] ] )
	) as Partial< FieldAttributes >;
}

/**
 * How a field looks: its own style values where set, the form's (block context, see
 * blocks/contact-form/README.md) where not.
 *
 * @param attributes The field's attributes.
 * @param formStyle  The form's style values, from `formStyleFromContext`.
 */
export function withFormStyle(
	attributes: FieldAttributes,
	formStyle: Record< string, unknown >
): FieldAttributes {
	const own = Object.fromEntries(
		SHARED_STYLE_ATTRIBUTES.filter(
			( key ) =>
				attributes[ key ] !== undefined && attributes[ key ] !== ''
		).map( ( key ) => [ key, attributes[ key ] ] )
	);
	return { ...attributes, ...formStyle, ...own } as FieldAttributes;
}
