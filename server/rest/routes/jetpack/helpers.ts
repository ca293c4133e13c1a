/**
 * What the jetpack/v4 routes share: capability checks, the body's own fields (for routes whose
 * keys are dynamic) and WordPress's `rest_invalid_param` error naming every bad field.
 */
import { can } from '../../../auth/users';
import { parseFormEncoded, parseJsonObject } from '../../../http/input';
import { forbidden, RestError } from '../../errors';
import type { PermissionResult, RestRequest } from '../../types';

export const NAMESPACE = 'jetpack/v4';

export const requireCap =
	( ...capabilities: string[] ) =>
	( { viewer }: RestRequest ): PermissionResult =>
		capabilities.every( ( cap ) => can( viewer, cap ) )
			? true
			: forbidden( viewer );

/**
 * The fields of the request body only (not the query or the path).
 * @param request
 */
export function bodyFields( request: RestRequest ): Record< string, unknown > {
	if ( ! request.body.length ) {
		return {};
	}
	if ( request.contentType === 'application/x-www-form-urlencoded' ) {
		return parseFormEncoded( request.body.toString( 'utf8' ) );
	}
	if (
		request.contentType === 'application/json' ||
		request.contentType.endsWith( '+json' )
	) {
		return parseJsonObject( request.body.toString( 'utf8' ) ) ?? {};
	}
	return {};
}

export function invalidParams( invalid: Record< string, string > ): RestError {
	const names = Object.keys( invalid );
	return new RestError(
		'rest_invalid_param',
		`Invalid parameter(s): ${ names.join( ', ' ) }`,
		400,
		{
			params: invalid,
			details: Object.fromEntries(
				names.map( ( name ) => [
					name,
					{
						code: 'rest_invalid_param',
						message: invalid[ name ],
						data: null,
					},
				] )
			),
		}
	);
}

export function nothingSent( what: string ): RestError {
	return new RestError(
		'rest_empty_request',
		`No ${ what } were sent.`,
		400
	);
}
