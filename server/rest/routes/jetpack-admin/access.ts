/**
 * Who may call the admin routes, the route helper every group uses, and the 400 answered when
 * a value passes its schema but not a rule that needs the site's state (e.g. a plan).
 */
import { can } from '../../../auth/users';
import { forbidden, RestError } from '../../errors';
import type { RestRegistry } from '../../registry';
import { editorsOnly } from '../../shared-checks';
import type { Endpoint, RestRequest } from '../../types';

export const NAMESPACE = 'jetpack/v4';

/** Changing anything, and most reads: administrators (manage_options). */
export const manageOptions = ( { viewer }: RestRequest ) =>
	can( viewer, 'manage_options' ) ? true : forbidden( viewer );

/**
 * Reads WordPress lets any user who writes posts make (the site's plan and features, which the
 * editor's upgrade banners need).
 * @param root0
 * @param root0.viewer
 */
export const editPosts = editorsOnly;

/**
 * Registers `jetpack/v4/<path>` with its endpoints.
 * @param registry
 * @param path      without the leading slash, e.g. `module/stats/data`
 * @param endpoints
 */
export function route(
	registry: RestRegistry,
	path: string,
	endpoints: Endpoint[]
): void {
	registry.register( {
		namespace: NAMESPACE,
		path: `/${ path }`,
		endpoints,
	} );
}

/**
 * A 400 in the shape of WordPress's argument errors, naming the field.
 * @param param
 * @param message
 */
export function invalidParam( param: string, message: string ): RestError {
	return new RestError(
		'rest_invalid_param',
		`Invalid parameter(s): ${ param }`,
		400,
		{
			params: { [ param ]: message },
			details: {
				[ param ]: { code: 'rest_invalid_param', message, data: null },
			},
		}
	);
}

/**
 * The given keys of `params` that were sent (admin POSTs declare no defaults).
 * @param params
 * @param keys
 */
export function pick< K extends string >(
	params: Record< string, unknown >,
	keys: readonly K[]
): Partial< Record< K, unknown > > {
	const out: Partial< Record< K, unknown > > = {};
	for ( const key of keys ) {
		if ( params[ key ] !== undefined ) {
			out[ key ] = params[ key ];
		}
	}
	return out;
}

/** `{ code, message, data: JSON text }`: the provider's envelope for data from its cloud. */
export function jsonEnvelope( message: string, value: unknown ) {
	return { code: 'success', message, data: JSON.stringify( value ) };
}
