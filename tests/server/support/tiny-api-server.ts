/**
 * A tiny real HTTP server for the request core's tests: an echo route, a search root, a `data`
 * field carrying JSON, and every failure of the error catalogue (404, 500 with a JSON error, a
 * redirect to a 404, non-JSON bodies with and without a redirect, a non-JSON error page).
 * Unknown paths answer WordPress's 404 JSON.
 */
import {
	createServer,
	type IncomingMessage,
	type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

type Reply = (
	req: IncomingMessage,
	res: ServerResponse,
	body: string
) => void;

const json = ( res: ServerResponse, status: number, value: unknown ) => {
	res.writeHead( status, { 'Content-Type': 'application/json' } );
	res.end( JSON.stringify( value ) );
};
const html = ( res: ServerResponse, status: number, text: string ) => {
	res.writeHead( status, { 'Content-Type': 'text/html' } );
	res.end( text );
};
const moved = ( res: ServerResponse, location: string ) => {
	res.writeHead( 302, { Location: location } );
	res.end();
};

const ROUTES: Record< string, Reply > = {
	'/wp-json/jetpack/v4/echo': ( req, res, body ) =>
		json( res, 200, {
			method: req.method,
			url: req.url,
			headers: req.headers,
			body,
		} ),
	'/search/jetpack/v4/search/settings': ( req, res ) =>
		json( res, 200, { from: 'search root', url: req.url } ),
	'/wp-json/jetpack/v4/site': ( _req, res ) =>
		json( res, 200, {
			code: 'success',
			data: '{"ID":7,"features":["a"]}',
		} ),
	'/wp-json/jetpack/v4/plain-data': ( _req, res ) =>
		json( res, 200, { data: 'just words' } ),
	'/wp-json/jetpack/v4/boom': ( _req, res ) =>
		json( res, 500, {
			code: 'db_error',
			message: 'The database is unavailable.',
			data: { status: 500 },
		} ),
	'/wp-json/jetpack/v4/moved': ( _req, res ) => moved( res, '/gone' ),
	'/gone': ( _req, res ) => html( res, 404, '<h1>Not found</h1>' ),
	'/wp-json/jetpack/v4/html': ( _req, res ) =>
		html( res, 200, '<html>not json</html>' ),
	'/wp-json/jetpack/v4/to-login': ( _req, res ) => moved( res, '/login' ),
	'/login': ( _req, res ) => html( res, 200, '<form>sign in</form>' ),
	'/wp-json/jetpack/v4/gateway': ( _req, res ) =>
		html( res, 502, '<h1>Bad gateway</h1>' ),
};

export type TinyServer = { base: string; close: () => Promise< void > };

export async function startTinyApiServer(): Promise< TinyServer > {
	const server = createServer( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			const path = new URL( req.url ?? '/', 'http://x' ).pathname;
			const reply = ROUTES[ path ];
			if ( reply ) {
				reply( req, res, Buffer.concat( chunks ).toString( 'utf8' ) );
			} else {
				json( res, 404, {
					code: 'rest_no_route',
					message:
						'No route was found matching the URL and request method.',
					data: { status: 404 },
				} );
			}
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	return {
		base: `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}

/** A port nothing listens on (a server was opened there and closed again). */
export async function closedPort(): Promise< number > {
	const probe = createServer();
	await new Promise< void >( ( resolve ) =>
		probe.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = probe.address() as AddressInfo;
	await new Promise( ( resolve ) => probe.close( resolve ) );
	return port;
}

/** The error a call fails with; fails the test when the call succeeds. */
export const rejection = ( promise: Promise< unknown > ): Promise< any > =>
	promise.then(
		( value ) => {
			throw new Error(
				`Expected a failure, got ${ JSON.stringify( value ) }`
			);
		},
		( error: unknown ) => error
	);
