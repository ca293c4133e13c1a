/**
 * The scalar checks of REST argument validation (formats, number bounds, string lengths and
 * patterns), with WordPress's messages. See schema.ts for the whole validation.
 */
import { isHttpUrl } from '../../shared/url/policy';
import type { ArgSchema, ValidationResult } from './schema';

export const fail = ( code: string, message: string ): ValidationResult => ( {
	ok: false,
	issue: { code, message },
} );

const EMAIL =
	/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function checkFormat(
	value: string,
	format: ArgSchema[ 'format' ],
	param: string
): ValidationResult | null {
	switch ( format ) {
		case 'email':
			return EMAIL.test( value )
				? null
				: fail( 'rest_invalid_email', 'Invalid email address.' );
		case 'uri':
			return isHttpUrl( value )
				? null
				: fail( 'rest_invalid_uri', 'Invalid URL.' );
		case 'date-time':
			return /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.test(
				value
			) && ! Number.isNaN( Date.parse( value.replace( ' ', 'T' ) ) )
				? null
				: fail( 'rest_invalid_date', 'Invalid date.' );
		case 'hex-color':
			return /^#([0-9a-f]{3}){1,2}$/i.test( value )
				? null
				: fail(
						'rest_invalid_hex_color',
						`${ param } is not a valid hex color.`
					);
		default:
			return null;
	}
}

export function plural( n: number, one: string, many: string ) {
	return n === 1 ? one : many;
}

export function checkNumber(
	value: number,
	schema: ArgSchema,
	param: string
): ValidationResult | null {
	const { minimum: min, maximum: max } = schema;
	const belowMin =
		min !== undefined &&
		( schema.exclusiveMinimum ? value <= min : value < min );
	const aboveMax =
		max !== undefined &&
		( schema.exclusiveMaximum ? value >= max : value > max );
	if ( ! belowMin && ! aboveMax ) {
		return null;
	}
	if ( min !== undefined && max !== undefined ) {
		const lower = schema.exclusiveMinimum ? '(exclusive)' : '(inclusive)';
		const upper = schema.exclusiveMaximum ? '(exclusive)' : '(inclusive)';
		return fail(
			'rest_out_of_bounds',
			`${ param } must be between ${ min } ${ lower } and ${ max } ${ upper }`
		);
	}
	if ( belowMin ) {
		const relation = schema.exclusiveMinimum
			? 'greater than'
			: 'greater than or equal to';
		return fail(
			'rest_out_of_bounds',
			`${ param } must be ${ relation } ${ min }`
		);
	}
	const relation = schema.exclusiveMaximum
		? 'less than'
		: 'less than or equal to';
	return fail(
		'rest_out_of_bounds',
		`${ param } must be ${ relation } ${ max }`
	);
}

export function checkString(
	value: string,
	schema: ArgSchema,
	param: string
): ValidationResult | null {
	const length = [ ...value ].length;
	if ( schema.minLength !== undefined && length < schema.minLength ) {
		const unit = plural( schema.minLength, 'character', 'characters' );
		return fail(
			'rest_too_short',
			`${ param } must be at least ${ schema.minLength } ${ unit } long.`
		);
	}
	if ( schema.maxLength !== undefined && length > schema.maxLength ) {
		const unit = plural( schema.maxLength, 'character', 'characters' );
		return fail(
			'rest_too_long',
			`${ param } must be at most ${ schema.maxLength } ${ unit } long.`
		);
	}
	if (
		schema.pattern !== undefined &&
		! new RegExp( schema.pattern, 'u' ).test( value )
	) {
		return fail(
			'rest_invalid_pattern',
			`${ param } does not match pattern ${ schema.pattern }.`
		);
	}
	return schema.format ? checkFormat( value, schema.format, param ) : null;
}
