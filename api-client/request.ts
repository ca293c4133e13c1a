/**
 * The one request core every endpoint group goes through (the `ApiRequester` of requester.ts):
 * builds the URL from the API root (or the search root), sends the nonce and same-origin
 * credentials, adds a cache-buster to GET calls, encodes JSON bodies, and turns every answer
 * into data or one of the errors of errors.ts. Bodies whose `data` field holds JSON text get
 * that field decoded.
 */
import {
	Api404AfterRedirectError,
	Api404Error,
	ApiError,
	FetchNetworkError,
	JsonParseAfterRedirectError,
	JsonParseError,
} from './errors';
import type { ApiRequester, Query } from './requester';

export type FetchLike = (
	input: string,
	init: RequestInit
) => Promise< Response >;

export type RequestCoreOptions = {
	/** The REST API root, e.g. `https://example.org/wp-json/` or `/?rest_route=/`. */
	apiRoot: string;
	/** The `wp_rest` nonce sent as `X-WP-Nonce`. */
	nonce: string;
	/** Root for search calls; defaults to `apiRoot`. */
	searchRoot?: string;
	/** The fetch to use; defaults to the global one. */
	fetch?: FetchLike;
};

export type RequestCore = ApiRequester & {
	setApiRoot: ( apiRoot: string ) => void;
	setNonce: ( nonce: string ) => void;
	setSearchRoot: ( searchRoot: string | undefined ) => void;
	getApiRoot: () => string;
};

/** The provider's namespace that relative paths live under. */
export const PROVIDER_NAMESPACE = 'jetpack/v4/';
export const CACHE_BUSTER_PARAM = '_cacheBuster';

function withTrailingSlash( root: string ): string {
	return root.includes( '?' ) || root.endsWith( '/' ) ? root : `${ root }/`;
}

function encodeQuery( query: Query ): string {
	const parts: string[] = [];
	for ( const [ key, value ] of Object.entries( query ) ) {
		if ( value === undefined || value === null ) {
			continue;
		}
		const name = encodeURIComponent( key );
		if ( Array.isArray( value ) ) {
			for ( const item of value ) {
				parts.push( `${ name }[]=${ encodeURIComponent( item ) }` );
			}
		} else {
			parts.push(
				`${ name }=${ encodeURIComponent( String( value ) ) }`
			);
		}
	}
	return parts.join( '&' );
}

/**
 * `root` + path (under the provider namespace unless it starts with `/`) + query. Roots of the
 * `?rest_route=/` kind take the path inside the query string, so the query joins with `&`.
 * @param root
 * @param path
 * @param query
 */
export function buildUrl(
	root: string,
	path: string,
	query: Query = {}
): string {
	const base = withTrailingSlash( root );
	const route = path.startsWith( '/' )
		? path.slice( 1 )
		: PROVIDER_NAMESPACE + path;
	const url = base + route;
	const search = encodeQuery( query );
	if ( ! search ) {
		return url;
	}
	return url + ( url.includes( '?' ) ? '&' : '?' ) + search;
}

function parseJson(
	text: string
): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse( text ) };
	} catch {
		return { ok: false };
	}
}

/**
 * Some provider answers wrap their payload as JSON text in `data`; that text is decoded.
 * @param body
 */
export function decodeDataField( body: unknown ): unknown {
	if ( ! body || typeof body !== 'object' || Array.isArray( body ) ) {
		return body;
	}
	const data = ( body as { data?: unknown } ).data;
	if ( typeof data !== 'string' || ! /^\s*[[{]/.test( data ) ) {
		return body;
	}
	const parsed = parseJson( data );
	return parsed.ok ? { ...body, data: parsed.value } : body;
}

async function readResponse(
	response: Response,
	url: string
): Promise< unknown > {
	let text: string;
	try {
		text = await response.text();
	} catch ( error ) {
		throw new FetchNetworkError( url, error );
	}
	const parsed = text === '' ? { ok: false as const } : parseJson( text );
	if ( response.ok ) {
		if ( response.status === 204 ) {
			return null;
		}
		if ( ! parsed.ok ) {
			const init = { status: response.status, url, text };
			throw response.redirected
				? new JsonParseAfterRedirectError( {
						...init,
						redirectUrl: response.url,
					} )
				: new JsonParseError( init );
		}
		return decodeDataField( parsed.value );
	}
	const init = {
		status: response.status,
		url,
		body: parsed.ok ? parsed.value : text,
		fallbackMessage: response.statusText,
	};
	if ( response.status === 404 ) {
		throw response.redirected
			? new Api404AfterRedirectError( {
					...init,
					redirectUrl: response.url,
				} )
			: new Api404Error( init );
	}
	throw new ApiError( init );
}

export function createRequestCore( options: RequestCoreOptions ): RequestCore {
	let apiRoot = options.apiRoot;
	let nonce = options.nonce;
	let searchRoot = options.searchRoot;
	const fetchImpl: FetchLike =
		options.fetch ?? ( ( input, init ) => fetch( input, init ) );

	async function send< T >(
		root: string,
		method: 'GET' | 'POST',
		path: string,
		query: Query | undefined,
		body: unknown
	): Promise< T > {
		const url = buildUrl(
			root,
			path,
			method === 'GET'
				? { ...query, [ CACHE_BUSTER_PARAM ]: Date.now() }
				: query
		);
		const headers: Record< string, string > = {
			Accept: 'application/json, */*;q=0.1',
		};
		if ( nonce ) {
			headers[ 'X-WP-Nonce' ] = nonce;
		}
		const init: RequestInit = {
			method,
			credentials: 'same-origin',
			headers,
		};
		if ( body !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
			init.body = JSON.stringify( body );
		}
		let response: Response;
		try {
			response = await fetchImpl( url, init );
		} catch ( error ) {
			throw new FetchNetworkError( url, error );
		}
		return ( await readResponse( response, url ) ) as T;
	}

	return {
		get: ( path, query ) => send( apiRoot, 'GET', path, query, undefined ),
		post: ( path, body ) => send( apiRoot, 'POST', path, undefined, body ),
		searchGet: ( path, query ) =>
			send( searchRoot ?? apiRoot, 'GET', path, query, undefined ),
		searchPost: ( path, body ) =>
			send( searchRoot ?? apiRoot, 'POST', path, undefined, body ),
		setApiRoot( root ) {
			apiRoot = root;
		},
		setNonce( value ) {
			nonce = value;
		},
		setSearchRoot( root ) {
			searchRoot = root;
		},
		getApiRoot: () => apiRoot,
	};
}
