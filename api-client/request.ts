/**
 * The one request core every endpoint group goes through (the `ApiRequester` of requester.ts):
 * builds the path or URL (under the API root, or the search root), sends the nonce and
 * same-origin credentials, adds a cache-buster to GET calls, sends JSON bodies, and turns every
 * answer into data or one of the errors of errors.ts. Bodies whose `data` field holds JSON text
 * get that field decoded.
 *
 * In a page (the block editor, the admin screen, inside WordPress or the standalone site)
 * requests go through `@wordpress/api-fetch`, so the page's middlewares apply: WordPress's root
 * URL and nonce middlewares (the standalone pages register the same ones, see configure.ts),
 * the user-locale parameter, preloading, and any fetch handler the platform installs. Without a
 * page (Node: scripts, the server tests) api-fetch has nothing to add, and requests go to fetch
 * directly; so does a core given its own `fetch`.
 *
 * Without an `apiRoot` the core sends paths (`/jetpack/v4/plugins`) and leaves the root to the
 * page's root-URL middleware, as WordPress's own editor code does; with one it sends full URLs.
 */
import apiFetch from '@wordpress/api-fetch';
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
	/**
	 * The REST API root, e.g. `https://example.org/wp-json/` or `/?rest_route=/`. Without it,
	 * paths go to the page's apiFetch and its root-URL middleware places them.
	 */
	apiRoot?: string;
	/**
	 * The `wp_rest` nonce sent as `X-WP-Nonce`. Without it the page's nonce middleware sends
	 * its own; with both, the middleware's (WordPress keeps it fresh) wins.
	 */
	nonce?: string;
	/** Root for search calls; defaults to `apiRoot`. */
	searchRoot?: string;
	/** Send with this fetch instead of the page's apiFetch (Node hosts, tests with cookies). */
	fetch?: FetchLike;
};

/** One request as the core hands it to its transport. */
export type TransportRequest = {
	method: 'GET' | 'POST';
	/** A full URL, when the core knows its root. */
	url?: string;
	/** Otherwise the path under the REST root (`/jetpack/v4/plugins?…`). */
	path?: string;
	headers: Record< string, string >;
	/** The JSON body. */
	data?: unknown;
};

/**
 * Sends a request; resolves with the answer (a Response, or the parsed body when a fetch
 * handler parsed it) and rejects with whatever the sending layer rejects with.
 */
export type Transport = ( request: TransportRequest ) => Promise< unknown >;

export type RequestCore = ApiRequester & {
	setApiRoot: ( apiRoot: string | undefined ) => void;
	setNonce: ( nonce: string ) => void;
	setSearchRoot: ( searchRoot: string | undefined ) => void;
	getApiRoot: () => string | undefined;
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
 * An empty root gives the path from the REST root (`/jetpack/v4/plugins?…`), for apiFetch.
 * @param root
 * @param path
 * @param query
 */
export function buildUrl(
	root: string,
	path: string,
	query: Query = {}
): string {
	const base = root === '' ? '/' : withTrailingSlash( root );
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

type ResponseLike = Pick<
	Response,
	'ok' | 'status' | 'statusText' | 'redirected' | 'url' | 'text'
>;

function isResponse( value: unknown ): value is ResponseLike {
	return (
		!! value &&
		typeof value === 'object' &&
		typeof ( value as Response ).status === 'number' &&
		typeof ( value as Response ).text === 'function'
	);
}

async function readResponse(
	response: ResponseLike,
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

/** apiFetch's own rejections when no answer arrived (fetch failed, browser offline). */
const NO_ANSWER_CODES = [ 'fetch_error', 'offline_error' ];

/**
 * The error for what a transport rejected with: a non-2xx Response (apiFetch with
 * `parse: false` rejects with it), a WordPress error body (from a fetch handler that parses),
 * apiFetch's no-answer codes, or a failure of fetch itself.
 * @param failure what the transport rejected with
 * @param url     the request's URL or path
 */
async function failureToError(
	failure: unknown,
	url: string
): Promise< ApiError > {
	if ( failure instanceof ApiError ) {
		return failure;
	}
	if ( isResponse( failure ) ) {
		try {
			await readResponse( failure, url );
		} catch ( error ) {
			return error as ApiError;
		}
		return new ApiError( { status: failure.status, url, body: null } );
	}
	const code =
		failure && typeof failure === 'object'
			? ( failure as { code?: unknown } ).code
			: undefined;
	if ( typeof code !== 'string' || NO_ANSWER_CODES.includes( code ) ) {
		return new FetchNetworkError( url, failure );
	}
	if ( code === 'invalid_json' ) {
		return new JsonParseError( { status: 0, url, text: '' } );
	}
	const status = ( failure as { data?: { status?: unknown } } ).data?.status;
	const init = {
		status: typeof status === 'number' ? status : 0,
		url,
		body: failure,
	};
	return init.status === 404 ? new Api404Error( init ) : new ApiError( init );
}

/** Sends through the page's apiFetch (its middlewares and fetch handler). */
const apiFetchTransport: Transport = ( request ) =>
	apiFetch( {
		...request,
		credentials: 'same-origin',
		parse: false,
	} );

/**
 * Sends with `fetchImpl` directly: what apiFetch's default handler does, without a page's
 * middlewares.
 * @param fetchImpl the fetch to send with
 */
function fetchTransport( fetchImpl: FetchLike ): Transport {
	return ( { url, path, method, headers, data } ) => {
		const init: RequestInit = {
			method,
			credentials: 'same-origin',
			headers: { ...headers },
		};
		if ( data !== undefined ) {
			( init.headers as Record< string, string > )[ 'Content-Type' ] =
				'application/json';
			init.body = JSON.stringify( data );
		}
		return fetchImpl( url ?? path ?? '', init );
	};
}

/** In a page, apiFetch; elsewhere (Node), the global fetch. */
function defaultTransport(): Transport {
	return typeof window !== 'undefined' && typeof document !== 'undefined'
		? apiFetchTransport
		: fetchTransport( ( input, init ) => fetch( input, init ) );
}

export function createRequestCore(
	options: RequestCoreOptions = {}
): RequestCore {
	let apiRoot = options.apiRoot;
	let nonce = options.nonce ?? '';
	let searchRoot = options.searchRoot;
	const transport = options.fetch
		? fetchTransport( options.fetch )
		: defaultTransport();

	async function send< T >(
		root: string | undefined,
		method: 'GET' | 'POST',
		path: string,
		query: Query | undefined,
		body: unknown
	): Promise< T > {
		const target = buildUrl(
			root ?? '',
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
		const request: TransportRequest = {
			method,
			headers,
			...( root === undefined ? { path: target } : { url: target } ),
			...( body !== undefined && { data: body } ),
		};
		let answer: unknown;
		try {
			answer = await transport( request );
		} catch ( failure ) {
			throw await failureToError( failure, target );
		}
		if ( isResponse( answer ) ) {
			return ( await readResponse( answer, target ) ) as T;
		}
		// A fetch handler that parses (e.g. a platform's proxy) gave the body itself.
		return decodeDataField( answer ) as T;
	}

	return {
		get: ( path, query ) => send( apiRoot, 'GET', path, query, undefined ),
		post: ( path, body, query ) =>
			send( apiRoot, 'POST', path, query, body ),
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
