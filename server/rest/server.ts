/**
 * Answers one REST request: cookie + nonce authentication, route and method matching
 * (X-HTTP-Method-Override and `_method` honoured), body parsing, argument validation,
 * permission check, handler, `_fields` filtering, and the `Allow` header core-data reads.
 * Every failure is a JSON error and happens before the handler changes anything.
 */
import { discardBody, mediaType } from '../http/body';
import { parseFormEncoded } from '../http/input';
import { sendEmpty, sendJson } from '../http/respond';
import type { RequestContext } from '../site-context';
import { collectArguments, validateArguments } from './arguments';
import { authenticateRest } from './authenticate';
import { noRoute, RestError } from './errors';
import { filterFields, parseFields } from './fields';
import type { RouteMatch } from './registry';
import { parseBody } from './request-body';
import { RestResponse, type HttpMethod, type RestRequest } from './types';

const METHODS: HttpMethod[] = [ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ];

function effectiveMethod( ctx: RequestContext ): string {
	const method = ( ctx.req.method ?? 'GET' ).toUpperCase();
	if ( method !== 'POST' ) {
		return method === 'HEAD' ? 'GET' : method;
	}
	const header = ctx.req.headers[ 'x-http-method-override' ];
	const override =
		( Array.isArray( header ) ? header[ 0 ] : header ) ??
		ctx.url.searchParams.get( '_method' );
	return override ? override.toUpperCase() : method;
}

/**
 * Methods of the route whose permission check passes for this request, as WordPress's Allow header.
 * @param match
 * @param request
 */
async function allowedMethods(
	match: RouteMatch,
	request: RestRequest
): Promise< string[] > {
	const allowed: string[] = [];
	for ( const endpoint of match.definition.endpoints ) {
		for ( const method of endpoint.methods ) {
			try {
				if (
					( await endpoint.permission( { ...request, method } ) ) ===
					true
				) {
					allowed.push( method );
				}
			} catch {
				// A permission check that fails to run grants nothing.
			}
		}
	}
	return [ ...new Set( allowed ) ];
}

export async function handleRest(
	ctx: RequestContext,
	routePath: string
): Promise< void > {
	const { site, req, res, url } = ctx;
	const headers: Record< string, string > = {
		'X-Robots-Tag': 'noindex',
		Link: `<${ site.serverUrl() }/wp-json/>; rel="https://api.w.org/"`,
		'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
		'Cache-Control':
			'no-cache, must-revalidate, max-age=0, no-store, private',
	};
	try {
		const auth = authenticateRest(
			site,
			req,
			url.searchParams,
			ctx.session
		);
		if ( auth.refreshedNonce ) {
			headers[ 'X-WP-Nonce' ] = auth.refreshedNonce;
		}
		const path =
			routePath.length > 1 ? routePath.replace( /\/+$/, '' ) : '/';
		const match = site.rest.match( path );
		const method = effectiveMethod( ctx );
		if ( ! match ) {
			const namespace = path.slice( 1 ).toLowerCase();
			if (
				method === 'GET' &&
				site.rest.namespaces().includes( namespace )
			) {
				sendJson(
					res,
					200,
					{ namespace, routes: site.rest.describe( namespace ) },
					headers
				);
				return;
			}
			throw noRoute();
		}
		const query = parseFormEncoded( url.search.slice( 1 ) );
		delete query.rest_route;
		const baseRequest: RestRequest = {
			method: 'GET',
			route: path,
			params: { ...match.urlParams, ...query },
			headers: req.headers,
			body: Buffer.alloc( 0 ),
			contentType: mediaType( req ),
			files: [],
			viewer: auth.session?.user ?? null,
			session: auth.session,
			clientIp: req.socket.remoteAddress ?? '',
			site,
		};
		if ( method === 'OPTIONS' ) {
			const allow = await allowedMethods( match, baseRequest );
			sendJson( res, 200, describeRoute( match ), {
				...headers,
				Allow: allow.join( ', ' ),
			} );
			return;
		}
		const endpoint = match.definition.endpoints.find( ( e ) =>
			e.methods.includes( method as HttpMethod )
		);
		if ( ! endpoint || ! METHODS.includes( method as HttpMethod ) ) {
			throw noRoute();
		}
		const parsed =
			method === 'GET'
				? { body: Buffer.alloc( 0 ), fields: {}, files: [] }
				: await parseBody( ctx, endpoint );
		const args = endpoint.args ?? {};
		const sources = [ match.urlParams, query, parsed.fields ];
		const provided = new Set(
			sources.flatMap( ( source ) => Object.keys( source ) )
		);
		const params = validateArguments(
			args,
			collectArguments( args, sources ),
			provided
		);
		const request: RestRequest = {
			...baseRequest,
			method: method as HttpMethod,
			params,
			body: parsed.body,
			files: parsed.files,
		};

		const permission = await endpoint.permission( request );
		if ( permission !== true ) {
			throw permission;
		}
		const result = await endpoint.handler( request );
		const response =
			result instanceof RestResponse
				? result
				: new RestResponse( result );
		const allow = await allowedMethods( match, request );
		const body = filterFields(
			response.body,
			parseFields( query._fields )
		);
		sendJson( res, response.status, body, {
			...headers,
			...response.headers,
			Allow: allow.join( ', ' ),
		} );
	} catch ( error ) {
		if ( error instanceof RestError ) {
			sendJson( res, error.status, error, headers );
		} else {
			site.log.error(
				`REST ${ req.method } ${ routePath } failed:`,
				error
			);
			sendJson(
				res,
				500,
				{
					code: 'internal_server_error',
					message: 'There has been a critical error on this website.',
					data: { status: 500 },
				},
				headers
			);
		}
	} finally {
		discardBody( req );
		if ( ! res.headersSent ) {
			sendEmpty( res, 500 );
		}
	}
}

function describeRoute( match: RouteMatch ) {
	const { definition } = match;
	return {
		namespace: definition.namespace,
		methods: [
			...new Set( definition.endpoints.flatMap( ( e ) => e.methods ) ),
		],
		endpoints: definition.endpoints.map( ( e ) => ( {
			methods: e.methods,
			args: e.args ?? {},
		} ) ),
		...( definition.schema ? { schema: definition.schema } : {} ),
	};
}
