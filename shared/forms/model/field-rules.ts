/**
 * The validation rules of form fields, shared by the server (server/forms/model/validate.ts,
 * which has the last word) and the visitor's browser (blocks/contact-form/view.ts, which checks
 * first so an invalid form is not sent): required, email, url (http/https only), date
 * (YYYY-MM-DD, a real day), time (HH:MM, 24-hour), telephone, slider (a number within its limits,
 * on its steps), options (radio and select one of them, checkbox-multiple a subset), explicit
 * consent, and a length limit per type — with the same messages on both sides.
 *
 * Pure and small on purpose (the view script bundles it): no block metadata, no markup.
 */
import type { FieldKind } from '../field-kinds';
import { isHttpUrl } from '../../url/policy';

export type FieldValue = string | string[];

/** What a field's value is checked against. */
export type FieldRule = {
	type: FieldKind;
	required: boolean;
	/** Radio, select and checkbox-multiple: the listed options. */
	options: readonly string[];
	/** Consent: whether the visitor must tick a box (else submitting is the consent). */
	explicitConsent: boolean;
	/** Number: the smallest and largest values accepted, when set; rating: the highest rating. */
	min?: number;
	max?: number;
	/** Slider: the distance between the values it offers, counted from `min`. */
	step?: number;
};

export const MESSAGES = {
	required: 'This field is required.',
	email: 'Please enter a valid email address.',
	url: 'Please enter a valid web address starting with http:// or https://.',
	date: 'Please enter a valid date as YYYY-MM-DD.',
	time: 'Please enter a valid time as HH:MM (24-hour clock).',
	telephone: 'Please enter a valid phone number.',
	option: 'Please choose one of the listed options.',
	number: 'Please enter a number.',
	range: ( min: number | undefined, max: number | undefined ) => {
		if ( min !== undefined && max !== undefined ) {
			return `Please enter a number from ${ min } to ${ max }.`;
		}
		return min !== undefined
			? `Please enter a number of at least ${ min }.`
			: `Please enter a number of at most ${ max }.`;
	},
	options: 'Please choose only from the listed options.',
	tooLong: ( max: number ) =>
		`Please shorten this to at most ${ max } characters.`,
	/** The error summary's title (the server's is translated in shared/forms/markup/form-markup.ts). */
	rating: ( max: number ) => `Please choose a rating from 1 to ${ max }.`,
	slider: ( { min, max, step }: SliderLimits ) =>
		step === 1
			? `Please choose a value from ${ min } to ${ max }.`
			: `Please choose a value from ${ min } to ${ max } in steps of ${ step }.`,
	summary: 'Your message was not sent. Please correct the following:',
};

/** The longest value each type accepts (also the inputs' `maxlength`). */
export const MAX_LENGTH: Record< FieldKind, number > = {
	text: 2000,
	name: 500,
	email: 254,
	url: 2000,
	number: 100,
	date: 10,
	telephone: 50,
	textarea: 50_000,
	checkbox: 10,
	consent: 10,
	'checkbox-multiple': 2000,
	radio: 2000,
	select: 2000,
	rating: 10,
	// HH:MM, or HH:MM:SS from a browser whose picker shows seconds.
	time: 8,
	hidden: 2000,
	slider: 100,
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

/**
 * A time of day as a time input sends it: `HH:MM` on the 24-hour clock (00:00 to 23:59),
 * seconds allowed (`HH:MM:SS`) as some browsers add them.
 * @param value
 */
export function isTime( value: string ): boolean {
	return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test( value );
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

/**
 * A limit written in a block attribute (Jetpack has saved them as numbers and as strings):
 * the number, or undefined when unset or not a number.
 * @param value the attribute's value
 */
export function limitOf( value: unknown ): number | undefined {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : undefined;
	}
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return undefined;
	}
	const parsed = Number( value );
	return Number.isFinite( parsed ) ? parsed : undefined;
}

/** A decimal number as people type it (and `<input type="number">` sends it). */
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

function numberError( text: string, rule: FieldRule ): string | null {
	if ( ! NUMBER.test( text ) || ! Number.isFinite( Number( text ) ) ) {
		return MESSAGES.number;
	}
	const value = Number( text );
	if (
		( rule.min !== undefined && value < rule.min ) ||
		( rule.max !== undefined && value > rule.max )
	) {
		return MESSAGES.range( rule.min, rule.max );
	}
	return null;
}

/** The most stars a rating field offers. */
export const RATING_LIMIT = 10;

/**
 * The highest rating of a rating field: its `max` as a whole number from 2 to RATING_LIMIT,
 * 5 when unset (Jetpack's default).
 * @param value the `max` attribute (number or numeric string)
 */
export function ratingMaxOf( value: unknown ): number {
	const max = limitOf( value );
	if ( max === undefined ) {
		return 5;
	}
	return Math.min( RATING_LIMIT, Math.max( 2, Math.round( max ) ) );
}

function ratingError( text: string, rule: FieldRule ): string | null {
	const max = ratingMaxOf( rule.max );
	const value = Number( text );
	return /^\d+$/.test( text ) && value >= 1 && value <= max
		? null
		: MESSAGES.rating( max );
}

export type SliderLimits = { min: number; max: number; step: number };

/**
 * A slider's limits as its attributes set them, with Jetpack's defaults: from 0 (`min`) to 100
 * (`max`, never below `min`) in steps of 1 (`step`, when positive).
 * @param attributes      the field's `min`, `max` and `step` (numbers or numeric strings)
 * @param attributes.min
 * @param attributes.max
 * @param attributes.step
 */
export function sliderLimitsOf( {
	min,
	max,
	step,
}: {
	min?: unknown;
	max?: unknown;
	step?: unknown;
} ): SliderLimits {
	const low = limitOf( min ) ?? 0;
	const high = limitOf( max ) ?? 100;
	const distance = limitOf( step );
	return {
		min: low,
		max: Math.max( low, high ),
		step: distance !== undefined && distance > 0 ? distance : 1,
	};
}

/**
 * The slider value nearest to `value` it offers: within its limits, on a step from `min`.
 * @param value  the wanted value (a number or numeric string; the lowest when not a number)
 * @param limits the slider's limits
 */
export function sliderValueOf( value: unknown, limits: SliderLimits ): number {
	const wanted = limitOf( value ) ?? limits.min;
	const steps = Math.round( ( wanted - limits.min ) / limits.step );
	const snapped = limits.min + steps * limits.step;
	const within = Math.min( limits.max, Math.max( limits.min, snapped ) );
	// Steps like 0.1 add binary fractions: keep as many decimals as the step and min have.
	const decimals = Math.max(
		decimalsOf( limits.step ),
		decimalsOf( limits.min )
	);
	return Number( within.toFixed( Math.min( decimals, 10 ) ) );
}

/**
 * What an end of a slider is called: its name (`minLabel` / `maxLabel`) when set, else its number.
 * @param name  the end's name attribute
 * @param value the end's number
 */
export function sliderEndName( name: unknown, value: number ): string {
	return typeof name === 'string' && name.trim() ? name : String( value );
}

function decimalsOf( value: number ): number {
	const [ , fraction = '' ] = String( value ).split( '.' );
	return fraction.length;
}

function sliderError( text: string, rule: FieldRule ): string | null {
	const limits = sliderLimitsOf( rule );
	const value = Number( text );
	return NUMBER.test( text ) &&
		Number.isFinite( value ) &&
		sliderValueOf( value, limits ) === value
		? null
		: MESSAGES.slider( limits );
}

const CHECKED = 'Yes';

export type FieldCheck = {
	/** The value as stored. */
	value: FieldValue;
	/** The value to show again in the form. */
	kept: FieldValue;
	/** The message for the visitor, or null when the value is fine. */
	error: string | null;
};

/**
 * Checks one field's submitted value (a string, a list for checkbox-multiple, or undefined).
 * @param rule
 * @param raw
 */
export function checkFieldValue( rule: FieldRule, raw: unknown ): FieldCheck {
	const { type } = rule;
	if ( type === 'checkbox-multiple' ) {
		const list = cleanList( raw );
		if ( rule.required && ! list.length ) {
			return { value: list, kept: list, error: MESSAGES.required };
		}
		const outside = list.some(
			( item ) => ! rule.options.includes( item )
		);
		return {
			value: list,
			kept: list,
			error: outside ? MESSAGES.options : null,
		};
	}
	if ( type === 'consent' && ! rule.explicitConsent ) {
		// Implicit consent: submitting the form is the consent; the message says so.
		return { value: CHECKED, kept: CHECKED, error: null };
	}
	const text = cleanText( Array.isArray( raw ) ? raw[ 0 ] : raw );
	if ( type === 'checkbox' || type === 'consent' ) {
		const checked = text !== '';
		if ( rule.required && ! checked ) {
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
			error: rule.required ? MESSAGES.required : null,
		};
	}
	if ( text.length > MAX_LENGTH[ type ] ) {
		return {
			value: text,
			kept: text,
			error: MESSAGES.tooLong( MAX_LENGTH[ type ] ),
		};
	}
	const invalid: Partial< Record< FieldKind, () => string | null > > = {
		email: () => ( isEmail( text ) ? null : MESSAGES.email ),
		url: () => ( isHttpUrl( text ) ? null : MESSAGES.url ),
		date: () => ( isIsoDate( text ) ? null : MESSAGES.date ),
		time: () => ( isTime( text ) ? null : MESSAGES.time ),
		telephone: () => ( isTelephone( text ) ? null : MESSAGES.telephone ),
		number: () => numberError( text, rule ),
		rating: () => ratingError( text, rule ),
		slider: () => sliderError( text, rule ),
		radio: () => ( rule.options.includes( text ) ? null : MESSAGES.option ),
		select: () =>
			rule.options.includes( text ) ? null : MESSAGES.option,
	};
	const error = invalid[ type ]?.() ?? null;
	if ( type === 'slider' && ! error ) {
		// Stored as the number it is (`050` and `5e1` are 50).
		return { value: String( Number( text ) ), kept: text, error };
	}
	return { value: text, kept: text, error };
}
