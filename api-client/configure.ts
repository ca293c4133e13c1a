/**
 * Points the page's `@wordpress/api-fetch` at the site, as WordPress does on its admin and
 * editor pages: the root-URL middleware (paths go under the REST root), the nonce middleware
 * (`X-WP-Nonce`, reachable as `apiFetch.nonceMiddleware` so it can be refreshed) and the
 * endpoint apiFetch asks for a fresh nonce when the server answers `rest_cookie_invalid_nonce`.
 * The standalone pages call it with their boot settings; inside WordPress it is not needed.
 *
 * Registered once per page; a later call changes the root and the nonce the middlewares use.
 */
import apiFetch from '@wordpress/api-fetch';

export type ApiFetchSettings = {
	/** The REST root, e.g. `/wp-json/` or `https://example.org/?rest_route=/`. */
	root: string;
	/** The `wp_rest` nonce. */
	nonce: string;
	/** Where a fresh nonce is asked for (WordPress: `admin-ajax.php?action=rest-nonce`). */
	nonceEndpoint?: string;
};

type Middleware = Parameters< typeof apiFetch.use >[ 0 ];

let rootMiddleware: Middleware | null = null;
let nonceMiddleware: ReturnType<
	typeof apiFetch.createNonceMiddleware
> | null = null;

export function configureApiFetch( settings: ApiFetchSettings ) {
	const firstTime = ! rootMiddleware;
	rootMiddleware = apiFetch.createRootURLMiddleware( settings.root );
	if ( firstTime ) {
		apiFetch.use( ( options, next ) => rootMiddleware!( options, next ) );
		nonceMiddleware = apiFetch.createNonceMiddleware( settings.nonce );
		apiFetch.use( nonceMiddleware );
		apiFetch.nonceMiddleware = nonceMiddleware;
	} else if ( nonceMiddleware ) {
		nonceMiddleware.nonce = settings.nonce;
	}
	if ( settings.nonceEndpoint ) {
		apiFetch.nonceEndpoint = settings.nonceEndpoint;
	}
}
