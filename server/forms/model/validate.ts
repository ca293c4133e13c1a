/**
 * Server-side validation of a submission against the form's fields: required, email, url
 * (http/https only), date (YYYY-MM-DD, a real day), telephone, options (radio and select
 * values must be one of the options, checkbox-multiple a subset), explicit consent checkbox,
 * and a length limit per type. Pure: the same code answers the no-JS page and the JSON path.
 */
import {
	MAX_LENGTH,
	type FieldType,
} from '../../../shared/forms/model/field-types';
import type {
	FieldDef,
	FormModel,
} from '../../../shared/forms/model/form-model';
import { isHttpUrl } from '../../../shared/url/policy';

export type FieldValue = string | string[];

export type Entry = {
	name: string;
	label: string;
	type: FieldType;
	value: FieldValue;
};

export type Validation = {
	/** What the visitor sent, cleaned, by input name (kept when the form is shown again). */
	values: Record< string, FieldValue >;
	/** Input name → message. Empty when the submission is valid. */
	errors: Record< string, string >;
	/** Every field with its stored value, in form order. */
	entries: Entry[];
};

export const MESSAGES = {
	required: 'This field is required.',
	email: 'Please enter a valid email address.',
	url: 'Please enter a valid web address starting with http:// or https://.',
	date: 'Please enter a valid date as YYYY-MM-DD.',
	telephone: 'Please enter a valid phone number.',
	option: 'Please choose one of the listed options.',
	options: 'Please choose only from the listed options.',
	tooLong: ( max: number ) =>
		`Please shorten this to at most ${ max } characters.`,
};

const EMAIL =
	/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail( value: string ): boolean {
	return (
		value.length <= 254 && EMAIL.test( value ) && ! value.includes( '..' )
	);
}

export function isIsoDate( value: string ): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

export function isTelephone( value: string ): boolean {
	if (
		! /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i.test( value )
	) {
		return false;
	}
	const digits = value
		.replace( /(?:ext\.?|x|#)\s*\d+$/i, '' )
		.replace( /\D/g, '' );
	return digits.length >= 5 && digits.length <= 20;
}

/**
 * Text as stored: line endings normalised, control characters dropped, ends trimmed.
 * @param value
 */
export function cleanText( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	return value
		.replace( /\r\n?/g, '\n' )
		.replace( /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '' )
		.trim();
}

function cleanList( value: unknown ): string[] {
	let list: unknown[] = [];
	if ( Array.isArray( value ) ) {
		list = value;
	} else if ( value !== undefined ) {
		list = [ value ];
	}
	return [ ...new Set( list.map( cleanText ).filter( Boolean ) ) ];
}

const CHECKED = 'Yes';

function checkField(
	field: FieldDef,
	raw: unknown
): { value: FieldValue; kept: FieldValue; error: string | null } {
	const { type } = field;
	if ( type === 'checkbox-multiple' ) {
		const list = cleanList( raw );
		if ( field.required && ! list.length ) {
			return { value: list, kept: list, error: MESSAGES.required };
		}
		const outside = list.some(
			( item ) => ! field.options.includes( item )
		);
		return {
			value: list,
			kept: list,
			error: outside ? MESSAGES.options : null,
		};
	}
	if ( type === 'consent' && field.attrs.consentType !== 'explicit' ) {
		// Implicit consent: submitting the form is the consent; the message says so.
		return { value: CHECKED, kept: CHECKED, error: null };
	}
	const text = cleanText( Array.isArray( raw ) ? raw[ 0 ] : raw );
	if ( type === 'checkbox' || type === 'consent' ) {
		const checked = text !== '';
		if ( field.required && ! checked ) {
			return { value: 'No', kept: '', error: MESSAGES.required };
		}
		return {
			value: checked ? CHECKED : 'No',
			kept: checked ? CHECKED : '',
			error: null,
		};
	}
	if ( text === '' ) {
		return {
			value: '',
			kept: '',
			error: field.required ? MESSAGES.required : null,
		};
	}
	if ( text.length > MAX_LENGTH[ type ] ) {
		return {
			value: text,
			kept: text,
			error: MESSAGES.tooLong( MAX_LENGTH[ type ] ),
		};
	}
	const invalid: Partial< Record< FieldType, () => string | null > > = {
		email: () => ( isEmail( text ) ? null : MESSAGES.email ),
		url: () => ( isHttpUrl( text ) ? null : MESSAGES.url ),
		date: () => ( isIsoDate( text ) ? null : MESSAGES.date ),
		telephone: () => ( isTelephone( text ) ? null : MESSAGES.telephone ),
		radio: () =>
			field.options.includes( text ) ? null : MESSAGES.option,
		select: () =>
			field.options.includes( text ) ? null : MESSAGES.option,
	};
	return { value: text, kept: text, error: invalid[ type ]?.() ?? null };
}

export function validateSubmission(
	model: FormModel,
	body: Record< string, unknown >
): Validation {
	const result: Validation = { values: {}, errors: {}, entries: [] };
	for ( const field of model.fields ) {
		const { value, kept, error } = checkField( field, body[ field.name ] );
		result.values[ field.name ] = kept;
		if ( error ) {
			result.errors[ field.name ] = error;
		}
		result.entries.push( {
			name: field.name,
			label: field.label,
			type: field.type,
			value,
		} );
	}
	return result;
}
