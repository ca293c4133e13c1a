/**
 * Collecting and validating a request's arguments against an endpoint's `args`, with
 * WordPress's two errors: `rest_missing_callback_param` and `rest_invalid_param`.
 */
import { RestError } from './errors';
import { validateValue, type ArgSchema } from './schema';

export function collectArguments(
	args: Record< string, ArgSchema >,
	sources: Array< Record< string, unknown > >
): Record< string, unknown > {
	const params: Record< string, unknown > = {};
	for ( const [ name, schema ] of Object.entries( args ) ) {
		if ( schema.default !== undefined ) {
			params[ name ] = schema.default;
		}
	}
	for ( const source of sources ) {
		for ( const [ name, value ] of Object.entries( source ) ) {
			if ( value !== undefined ) {
				params[ name ] = value;
			}
		}
	}
	return params;
}

/**
 * Checks required arguments, then every declared one; returns the coerced parameters.
 * @param args
 * @param params
 * @param provided
 */
export function validateArguments(
	args: Record< string, ArgSchema >,
	params: Record< string, unknown >,
	provided: Set< string >
): Record< string, unknown > {
	const missing = Object.entries( args )
		.filter(
			( [ name, schema ] ) => schema.required && ! provided.has( name )
		)
		.map( ( [ name ] ) => name );
	if ( missing.length ) {
		throw new RestError(
			'rest_missing_callback_param',
			`Missing parameter(s): ${ missing.join( ', ' ) }`,
			400,
			{ params: missing }
		);
	}
	const invalid: Record< string, string > = {};
	const details: Record<
		string,
		{ code: string; message: string; data: null }
	> = {};
	const out = { ...params };
	for ( const [ name, schema ] of Object.entries( args ) ) {
		if ( ! ( name in params ) ) {
			continue;
		}
		const result = validateValue( params[ name ], schema, name );
		if ( result.ok ) {
			out[ name ] = result.value;
		} else {
			invalid[ name ] = result.issue.message;
			details[ name ] = { ...result.issue, data: null };
		}
	}
	const names = Object.keys( invalid );
	if ( names.length ) {
		throw new RestError(
			'rest_invalid_param',
			`Invalid parameter(s): ${ names.join( ', ' ) }`,
			400,
			{
				params: invalid,
				details,
			}
		);
	}
	return out;
}
