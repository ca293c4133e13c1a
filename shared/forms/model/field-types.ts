/**
 * The form field blocks: their type, what a visitor's value looks like, and their attribute
 * defaults (read from each block's block.json, the one place attributes are declared, so a
 * Jetpack-saved `<!-- wp:jetpack/field-name {"required":true} /-->` gets its "Name" label).
 * Pure data; used by the renderers and by the server's validation alike.
 */
import type { FieldKind } from '../field-kinds';
import checkbox from '../../../blocks/field-checkbox/block.json';
import checkboxMultiple from '../../../blocks/field-checkbox-multiple/block.json';
import consent from '../../../blocks/field-consent/block.json';
import date from '../../../blocks/field-date/block.json';
import email from '../../../blocks/field-email/block.json';
import hidden from '../../../blocks/field-hidden/block.json';
import name from '../../../blocks/field-name/block.json';
import number from '../../../blocks/field-number/block.json';
import radio from '../../../blocks/field-radio/block.json';
import rating from '../../../blocks/field-rating/block.json';
import select from '../../../blocks/field-select/block.json';
import slider from '../../../blocks/field-slider/block.json';
import telephone from '../../../blocks/field-telephone/block.json';
import text from '../../../blocks/field-text/block.json';
import textarea from '../../../blocks/field-textarea/block.json';
import time from '../../../blocks/field-time/block.json';
import url from '../../../blocks/field-url/block.json';

/** The field types are the field kinds of shared/forms (one list for editor and server). */
export type FieldType = FieldKind;

type Metadata = {
	name: string;
	attributes?: Record< string, object >;
};

const METADATA: Record< FieldType, Metadata > = {
	text,
	name,
	email,
	url,
	number,
	date,
	telephone,
	textarea,
	checkbox,
	consent,
	'checkbox-multiple': checkboxMultiple,
	radio,
	select,
	rating,
	time,
	hidden,
	slider,
};

export const FORM_BLOCK = 'jetpack/contact-form';
export const BUTTON_BLOCK = 'jetpack/button';
export const OPTION_BLOCKS = [
	'jetpack/field-option-checkbox',
	'jetpack/field-option-radio',
];

/** Types whose value is one of the field's options. */
export const CHOICE_TYPES: ReadonlySet< FieldType > = new Set( [
	'radio',
	'select',
	'checkbox-multiple',
] );

/**
 * Labels used when a field has none, so every control keeps an accessible name (the spec's
 * textarea and checkbox have no default label).
 */
export const FALLBACK_LABELS: Record< FieldType, string > = {
	text: 'Text',
	name: 'Name',
	email: 'Email',
	url: 'Website',
	number: 'Number',
	date: 'Date',
	telephone: 'Phone',
	textarea: 'Message',
	checkbox: 'Checkbox',
	consent: 'Consent',
	'checkbox-multiple': 'Choose several options',
	radio: 'Choose one option',
	select: 'Select one option',
	rating: 'Rating',
	time: 'Time',
	hidden: 'Hidden field',
	slider: 'Slider',
};

/** Longest value accepted per field, in characters (declared with the rules in field-rules.ts). */
export { MAX_LENGTH } from './field-rules';

const BY_BLOCK_NAME = new Map< string, FieldType >(
	( Object.keys( METADATA ) as FieldType[] ).map( ( type ) => [
		`jetpack/field-${ type }`,
		type,
	] )
);

export function fieldTypeOfBlock( blockName: string | null ): FieldType | null {
	return blockName ? ( BY_BLOCK_NAME.get( blockName ) ?? null ) : null;
}

/**
 * The block's attributes with block.json's defaults filled in.
 * @param type
 * @param raw  attributes from the block comment
 */
export function withDefaults(
	type: FieldType,
	raw: Record< string, unknown > | null
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	for ( const [ key, schema ] of Object.entries(
		METADATA[ type ].attributes ?? {}
	) ) {
		const fallback = ( schema as { default?: unknown } ).default;
		if ( fallback !== undefined ) {
			out[ key ] = fallback;
		}
	}
	return { ...out, ...( raw ?? {} ) };
}
