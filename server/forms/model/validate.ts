/**
 * Server-side validation of a submission against the form's fields: required, email, url
 * (http/https only), date (YYYY-MM-DD, a real day), telephone, options (radio and select
 * values must be one of the options, checkbox-multiple a subset), explicit consent checkbox,
 * and a length limit per type. Pure: the same code answers the no-JS page and the JSON path.
 * The rules and messages are shared/forms/model/field-rules.ts, which the visitor's browser
 * checks first. Fields the submission leaves hidden (conditional fields,
 * shared/forms/model/form-conditions.ts) are not required, not checked and not stored.
 */
import type { FieldType } from '../../../shared/forms/model/field-types';
import {
	checkFieldValue,
	limitOf,
	type FieldValue,
} from '../../../shared/forms/model/field-rules';
import type {
	FieldDef,
	FormModel,
} from '../../../shared/forms/model/form-model';

export {
	MESSAGES,
	cleanText,
	isEmail,
	isIsoDate,
	isTelephone,
	type FieldValue,
} from '../../../shared/forms/model/field-rules';

export type Entry = {
	name: string;
	label: string;
	/** A field type, or `file` (value: the attached files' names). */
	type: FieldType | 'file';
	value: FieldValue;
	/** The label of the multi-step form's step holding the field; null outside steps. */
	step?: string | null;
};

export type Validation = {
	/** What the visitor sent, cleaned, by input name (kept when the form is shown again). */
	values: Record< string, FieldValue >;
	/** Input name → message. Empty when the submission is valid. */
	errors: Record< string, string >;
	/** Every field with its stored value, in form order. */
	entries: Entry[];
};

function checkField( field: FieldDef, raw: unknown ) {
	return checkFieldValue(
		{
			type: field.type,
			required: field.required,
			options: field.options,
			explicitConsent: field.attrs.consentType === 'explicit',
			min: limitOf( field.attrs.min ),
			max: limitOf( field.attrs.max ),
			step: limitOf( field.attrs.step ),
		},
		raw
	);
}

/**
 * @param model
 * @param body   what was posted, by input name
 * @param hidden the input names of the fields the submission leaves hidden
 */
export function validateSubmission(
	model: FormModel,
	body: Record< string, unknown >,
	hidden: ReadonlySet< string > = new Set()
): Validation {
	const result: Validation = { values: {}, errors: {}, entries: [] };
	for ( const field of model.fields ) {
		const { value, kept, error } = checkField( field, body[ field.name ] );
		// Kept for the form shown again without JavaScript, where every field shows.
		result.values[ field.name ] = kept;
		if ( hidden.has( field.name ) ) {
			continue;
		}
		if ( error ) {
			result.errors[ field.name ] = error;
		}
		result.entries.push( {
			name: field.name,
			label: field.label,
			type: field.type,
			value,
			step: field.step?.label ?? null,
		} );
	}
	return result;
}
