/**
 * Validation of REST arguments against a JSON-schema subset, with WordPress's rules and messages
 * (rest_validate_value_from_schema): query-string values are coerced to the declared type,
 * then enum, format, bounds, lengths, pattern, items and properties are checked. Numbers are
 * finite and decimal (`0x10`, `Infinity` are refused); integers are safe integers (`1e20`,
 * `9007199254740993` are refused), so no integer argument can overflow a query.
 * Every message names the parameter, e.g. `status is not one of draft, publish.`
 */
export type JsonType =
	'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

export type ArgSchema = {
	type?: JsonType | JsonType[];
	description?: string;
	/** For route arguments and object properties. */
	required?: boolean;
	default?: unknown;
	enum?: readonly unknown[];
	minimum?: number;
	maximum?: number;
	exclusiveMinimum?: boolean;
	exclusiveMaximum?: boolean;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	format?: 'email' | 'uri' | 'date-time' | 'hex-color';
	items?: ArgSchema;
	minItems?: number;
	maxItems?: number;
	uniqueItems?: boolean;
	properties?: Record< string, ArgSchema >;
	additionalProperties?: boolean;
	context?: string[];
	readonly?: boolean;
	/** Extra check after the schema passed: return a message naming `param`, or null. */
	validate?: ( value: unknown, param: string ) => string | null;
};

export type ValidationIssue = { code: string; message: string };
export type ValidationResult =
	{ ok: true; value: unknown } | { ok: false; issue: ValidationIssue };

import { isForbiddenKey } from '../http/input';
import { checkNumber, checkString, fail, plural } from './schema-checks';

const TYPE_ORDER: JsonType[] = [
	'array',
	'object',
	'integer',
	'number',
	'boolean',
	'string',
	'null',
];

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** A decimal number as PHP's is_numeric() reads it: no hex, binary, `Infinity` or `NaN`. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The finite number a value stands for (a number, or a decimal string), else undefined.
 * @param value
 */
function numericValue( value: unknown ): number | undefined {
	let number: number | undefined;
	if ( typeof value === 'number' ) {
		number = value;
	} else if ( typeof value === 'string' && DECIMAL.test( value.trim() ) ) {
		number = Number( value.trim() );
	}
	return number !== undefined && Number.isFinite( number )
		? number
		: undefined;
}

/**
 * The value in the given type, or undefined when it cannot be read as that type.
 * @param value
 * @param type
 * @param types
 */
function coerce( value: unknown, type: JsonType, types: JsonType[] ): unknown {
	switch ( type ) {
		case 'array':
			if ( Array.isArray( value ) ) {
				return value;
			}
			if ( typeof value === 'string' && ! types.includes( 'string' ) ) {
				return value.split( /[\s,]+/ ).filter( Boolean );
			}
			return undefined;
		case 'object':
			if ( isPlainObject( value ) ) {
				return value;
			}
			return value === '' ? {} : undefined;
		case 'integer': {
			// Safe integers only: past 2^53 numbers lose digits and the database refuses them.
			const number = numericValue( value );
			return number !== undefined && Number.isSafeInteger( number )
				? number
				: undefined;
		}
		case 'number':
			return numericValue( value );
		case 'boolean':
			if ( typeof value === 'boolean' ) {
				return value;
			}
			if ( value === 1 || value === '1' || value === 'true' ) {
				return true;
			}
			if (
				value === 0 ||
				value === '0' ||
				value === 'false' ||
				value === ''
			) {
				return false;
			}
			return undefined;
		case 'string':
			return typeof value === 'string' ? value : undefined;
		case 'null':
			return value === null || value === '' ? null : undefined;
	}
}

function checkArray(
	value: unknown[],
	schema: ArgSchema,
	param: string
): ValidationResult {
	if ( schema.minItems !== undefined && value.length < schema.minItems ) {
		const unit = plural( schema.minItems, 'item', 'items' );
		return fail(
			'rest_too_few_items',
			`${ param } must contain at least ${ schema.minItems } ${ unit }.`
		);
	}
	if ( schema.maxItems !== undefined && value.length > schema.maxItems ) {
		const unit = plural( schema.maxItems, 'item', 'items' );
		return fail(
			'rest_too_many_items',
			`${ param } must contain at most ${ schema.maxItems } ${ unit }.`
		);
	}
	const out: unknown[] = [];
	for ( let i = 0; i < value.length; i++ ) {
		const result = schema.items
			? validateValue( value[ i ], schema.items, `${ param }[${ i }]` )
			: { ok: true as const, value: value[ i ] };
		if ( ! result.ok ) {
			return result;
		}
		out.push( result.value );
	}
	if (
		schema.uniqueItems &&
		new Set( out.map( ( v ) => JSON.stringify( v ) ) ).size !== out.length
	) {
		return fail(
			'rest_duplicate_items',
			`${ param } has duplicate items.`
		);
	}
	return { ok: true, value: out };
}

function checkObject(
	value: Record< string, unknown >,
	schema: ArgSchema,
	param: string
): ValidationResult {
	const properties = schema.properties ?? {};
	const out: Record< string, unknown > = {};
	for ( const [ name, propSchema ] of Object.entries( properties ) ) {
		if ( value[ name ] === undefined ) {
			if ( propSchema.required ) {
				return fail(
					'rest_property_required',
					`${ name } is a required property of ${ param }.`
				);
			}
			continue;
		}
		const result = validateValue(
			value[ name ],
			propSchema,
			`${ param }[${ name }]`
		);
		if ( ! result.ok ) {
			return result;
		}
		out[ name ] = result.value;
	}
	for ( const [ name, propValue ] of Object.entries( value ) ) {
		if ( isForbiddenKey( name ) || Object.hasOwn( properties, name ) ) {
			continue;
		}
		if ( schema.additionalProperties === false ) {
			return fail(
				'rest_additional_properties_forbidden',
				`${ name } is not a valid property of Object.`
			);
		}
		out[ name ] = propValue;
	}
	return { ok: true, value: out };
}

function sameValue( a: unknown, b: unknown ): boolean {
	return JSON.stringify( a ) === JSON.stringify( b );
}

/**
 * Validates and coerces one value; `param` is the name used in messages.
 * @param value
 * @param schema
 * @param param
 */
export function validateValue(
	value: unknown,
	schema: ArgSchema,
	param: string
): ValidationResult {
	const types: JsonType[] = ( [] as JsonType[] ).concat( schema.type ?? [] );
	let typed = value;
	let type: JsonType | undefined;
	if ( types.length ) {
		for ( const candidate of TYPE_ORDER ) {
			if ( ! types.includes( candidate ) ) {
				continue;
			}
			const coerced = coerce( value, candidate, types );
			if ( coerced !== undefined ) {
				typed = coerced;
				type = candidate;
				break;
			}
		}
		if ( type === undefined ) {
			return fail(
				'rest_invalid_type',
				`${ param } is not of type ${ types.join( ',' ) }.`
			);
		}
	}

	if (
		schema.enum &&
		! schema.enum.some( ( allowed ) => sameValue( allowed, typed ) )
	) {
		return schema.enum.length === 1
			? fail(
					'rest_not_in_enum',
					`${ param } is not ${ String( schema.enum[ 0 ] ) }.`
				)
			: fail(
					'rest_not_in_enum',
					`${ param } is not one of ${ schema.enum.join( ', ' ) }.`
				);
	}

	let result: ValidationResult | null = null;
	if ( type === 'integer' || type === 'number' ) {
		result = checkNumber( typed as number, schema, param );
	} else if ( type === 'string' ) {
		result = checkString( typed as string, schema, param );
	} else if ( type === 'array' ) {
		result = checkArray( typed as unknown[], schema, param );
	} else if ( type === 'object' ) {
		result = checkObject(
			typed as Record< string, unknown >,
			schema,
			param
		);
	}
	if ( result && ! result.ok ) {
		return result;
	}
	const checked = result ? result.value : typed;
	const custom = schema.validate?.( checked, param );
	if ( custom ) {
		return fail( 'rest_invalid_param', custom );
	}
	return { ok: true, value: checked };
}
