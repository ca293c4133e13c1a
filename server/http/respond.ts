/**
 * Writing responses: JSON, HTML, text, redirects and files, with the headers every answer carries.
 */
import type { ServerResponse } from 'node:http';
import { contentSecurityPolicy } from './csp';

type Headers = Record< string, string | number | string[] >;

function send(
	res: ServerResponse,
	status: number,
	type: string,
	body: string | Buffer,
	headers: Headers = {}
) {
	if ( res.headersSent ) {
		return;
	}
	res.writeHead( status, {
		'Content-Type': type,
		'Content-Length':
			typeof body === 'string' ? Buffer.byteLength( body ) : body.length,
		'X-Content-Type-Options': 'nosniff',
		...headers,
	} );
	// A string body goes out with the headers in one write (a Buffer takes a second one).
	res.end( res.req?.method === 'HEAD' ? undefined : body );
}

export function sendJson(
	res: ServerResponse,
	status: number,
	value: unknown,
	headers: Headers = {}
) {
	send(
		res,
		status,
		'application/json; charset=UTF-8',
		JSON.stringify( value ),
		headers
	);
}

export function sendHtml(
	res: ServerResponse,
	status: number,
	html: string,
	headers: Headers = {}
) {
	send( res, status, 'text/html; charset=UTF-8', html, {
		'Content-Security-Policy': contentSecurityPolicy( res ),
		'X-Frame-Options': 'SAMEORIGIN',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		...headers,
	} );
}

export function sendText(
	res: ServerResponse,
	status: number,
	text: string,
	headers: Headers = {}
) {
	send( res, status, 'text/plain; charset=UTF-8', text, headers );
}

export function sendEmpty(
	res: ServerResponse,
	status: number,
	headers: Headers = {}
) {
	if ( ! res.headersSent ) {
		res.writeHead( status, headers );
		res.end();
	}
}

function encodeChar( char: string ): string {
	try {
		return encodeURIComponent( char );
	} catch {
		return ''; // A lone surrogate.
	}
}

/**
 * Answers with a redirect. Targets taken from the request must have passed
 * shared/url/redirect.ts first; as a last guard, anything outside printable ASCII is
 * percent-encoded, so no target can make the header invalid (a 500) or carry a raw control
 * character or space.
 * @param res
 * @param location
 * @param status
 * @param headers
 */
export function redirect(
	res: ServerResponse,
	location: string,
	status = 302,
	headers: Headers = {}
) {
	sendEmpty( res, status, {
		Location: location.replace( /[^\x21-\x7e]/gu, encodeChar ),
		'Cache-Control': 'no-store',
		...headers,
	} );
}
