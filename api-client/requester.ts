/**
 * The contract between the request core (api-client/request.ts) and the typed endpoint groups
 * (api-client/endpoints/*.ts). A group receives an `ApiRequester` and never repeats the status,
 * parsing or error-mapping steps: the requester does them once.
 *
 * Paths are relative to the provider's v4 base (`<apiRoot>jetpack/v4/`) unless they start with
 * a slash, in which case they are relative to the API root (e.g. `/wpcom/v2/...`).
 */
export type QueryValue =
	string | number | boolean | null | undefined | Array< string | number >;

export type Query = Record< string, QueryValue >;

export interface ApiRequester {
	/** GET with a cache-buster query parameter added. */
	get: < T >( path: string, query?: Query ) => Promise< T >;
	/**
	 * POST with a JSON body; `query` is added to the URL (e.g. `{ _method: 'DELETE' }`, the
	 * method override WordPress honours, for a DELETE route).
	 */
	post: < T >( path: string, body?: unknown, query?: Query ) => Promise< T >;
	/** GET against the alternate search origin root (search calls), with the cache-buster. */
	searchGet: < T >( path: string, query?: Query ) => Promise< T >;
	/** POST against the alternate search origin root. */
	searchPost: < T >( path: string, body?: unknown ) => Promise< T >;
}
