/**
 * The per-field messages of a REST `rest_invalid_param` refusal (`data.params`: name → message),
 * worded for showing next to the field: the parameter's name the server starts the message with
 * is left out ("jetpack_waf_ip_block_list contains an invalid IP address or range: x." becomes
 * "Contains an invalid IP address or range: x.").
 */
import { ApiError } from '../../api-client';

/**
 * @param error what a request threw
 * @return the messages by parameter name, or null when the error is not an invalid-parameter refusal
 */
export function invalidParams(
	error: unknown
): Record< string, string > | null {
	if (
		! ( error instanceof ApiError ) ||
		error.code !== 'rest_invalid_param'
	) {
		return null;
	}
	const params = ( error.body as { data?: { params?: unknown } } )?.data
		?.params;
	if ( ! params || typeof params !== 'object' ) {
		return null;
	}
	const messages: Record< string, string > = {};
	for ( const [ name, message ] of Object.entries( params ) ) {
		if ( typeof message !== 'string' ) {
			continue;
		}
		const rest = message.startsWith( `${ name } ` )
			? message.slice( name.length + 1 )
			: message;
		messages[ name ] = rest.charAt( 0 ).toUpperCase() + rest.slice( 1 );
	}
	return Object.keys( messages ).length ? messages : null;
}
