/**
 * The shapes a REST route is made of. A route is a namespace plus a path pattern (a regular
 * expression with named groups, e.g. `/posts/(?<id>[\d]+)`) and one or more endpoints, each with
 * its methods, argument schema, permission check and handler — as register_rest_route().
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Session } from '../auth/sessions';
import type { Viewer } from '../auth/users';
import type { SiteContext } from '../site-context';
import type { MultipartFile } from '../http/multipart';
import type { RestError } from './errors';
import type { ArgSchema } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RestRequest = {
	method: HttpMethod;
	/** The matched route path, e.g. `/wp/v2/posts/7`. */
	route: string;
	/** Validated arguments: defaults, then path, then query, then body values. */
	params: Record< string, unknown >;
	headers: IncomingHttpHeaders;
	/** The body as received (empty for GET); JSON, form and multipart fields are in `params`. */
	body: Buffer;
	/** The body's media type, lower case, without parameters. */
	contentType: string;
	files: MultipartFile[];
	viewer: Viewer;
	/** Set when the request is cookie-authenticated with a valid nonce. */
	session: Session | null;
	/** The client's address as the socket reports it (public routes' rate limits key on it). */
	clientIp: string;
	site: SiteContext;
};

export class RestResponse {
	constructor(
		readonly body: unknown,
		readonly status = 200,
		readonly headers: Record< string, string > = {}
	) {}
}

export type PermissionResult = true | RestError;

export type Endpoint = {
	methods: HttpMethod[];
	args?: Record< string, ArgSchema >;
	/** Runs after the arguments are valid; return true or the RestError to answer. */
	permission: (
		request: RestRequest
	) => PermissionResult | Promise< PermissionResult >;
	handler: ( request: RestRequest ) => Promise< unknown > | unknown;
	/** Largest body accepted, in bytes; defaults to the site's body limit. */
	bodyLimit?: ( site: SiteContext ) => number;
	/** The error answered when the body is over the limit (default: 413 `rest_request_too_large`). */
	bodyTooLarge?: ( limit: number ) => RestError;
};

export type RouteDefinition = {
	namespace: string;
	/** Pattern after the namespace, starting with `/` (or empty for the namespace index). */
	path: string;
	endpoints: Endpoint[];
	/** The resource schema returned by OPTIONS requests. */
	schema?: Record< string, unknown >;
};
