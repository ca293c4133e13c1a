/**
 * Where the browser goes around an authorization: the caller's `redirect_uri` (a path under
 * /wp-admin/, a site path or a same-site URL) and the site's callback that receives the code.
 */
import { sameOriginPath } from '../../shared/url/redirect';
import { RestError } from '../rest/errors';
import type { SiteContext } from '../site-context';

export const CALLBACK_PATH = '/wp-admin/jetpack-authorize.php';
export const DEFAULT_LANDING = '/wp-admin/admin.php?page=jetpack';

function invalid( field: string ): RestError {
	const message = `${ field } must be an address on this site.`;
	return new RestError(
		'rest_invalid_param',
		`Invalid parameter(s): ${ field }`,
		400,
		{
			params: { [ field ]: message },
			details: {
				[ field ]: { code: 'rest_invalid_param', message, data: null },
			},
		}
	);
}

/**
 * The absolute same-site URL to land on, as WordPress's admin_url() reads `redirect_uri`.
 * @param site
 * @param value
 * @param field
 */
export function resolveLanding(
	site: SiteContext,
	value: string | undefined,
	field = 'redirect_uri'
): string {
	const root = site.serverUrl();
	if ( value === undefined || value === '' ) {
		return root + DEFAULT_LANDING;
	}
	// A bare name is relative to /wp-admin/, as admin_url() reads it.
	const target =
		value.startsWith( '/' ) || /^[a-z][a-z0-9+.-]*:/i.test( value )
			? value
			: `/wp-admin/${ value.replace( /^\.?\/+/, '' ) }`;
	const path = sameOriginPath( target, root );
	if ( path === null ) {
		throw invalid( field );
	}
	return new URL( path, root ).toString();
}

/**
 * The callback the cloud returns to, carrying the final landing (and `iframe=1` for the
 * in-place flow). Written by URLSearchParams so both parties compare the same string.
 * @param site
 * @param landing
 * @param iframe
 */
export function callbackUrl(
	site: SiteContext,
	landing: string,
	iframe: boolean
): string {
	const url = new URL( site.serverUrl() + CALLBACK_PATH );
	url.searchParams.set( 'redirect_to', landing );
	if ( iframe ) {
		url.searchParams.set( 'iframe', '1' );
	}
	return url.toString();
}

/**
 * The callback URL as the cloud was given it: the request without what the cloud added.
 * @param site
 * @param requestUrl
 */
export function callbackUrlOf( site: SiteContext, requestUrl: URL ): string {
	const url = new URL(
		site.serverUrl() + requestUrl.pathname + requestUrl.search
	);
	for ( const name of [ 'code', 'state', 'error' ] ) {
		url.searchParams.delete( name );
	}
	return url.toString();
}
