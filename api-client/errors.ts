/**
 * The errors the request core throws (spec §8). Every one extends Error, carries its class name in
 * `name` (so it survives serialisation and logging) and keeps what the caller needs to react:
 *
 * - `ApiError`: a non-2xx answer; message "{server message} (Status {code})", the parsed body in
 *   `response` (alias `body`), the HTTP status in `status` and the server's error `code`.
 * - `Api404Error`: a 404 (an `ApiError`), `Api404AfterRedirectError` when the request had been
 *   redirected before the 404 (e.g. the REST root moved).
 * - `JsonParseError`: a successful answer whose body is not JSON, `JsonParseAfterRedirectError`
 *   when it arrived after a redirect (typically a sign-in page).
 * - `FetchNetworkError`: the request never got an answer (refused connection, DNS, offline).
 */

function fixPrototype( error: Error, prototype: object ) {
	// Keeps `instanceof` right when the class is compiled down to ES5 functions.
	Object.setPrototypeOf( error, prototype );
}

export type ApiErrorInit = {
	status: number;
	/** The parsed JSON body, or the raw text when the body was not JSON. */
	body: unknown;
	url: string;
	/** Message used when the body carries none (usually the status text). */
	fallbackMessage?: string;
};

function serverMessage( body: unknown, fallback: string ): string {
	if ( body && typeof body === 'object' ) {
		const message = ( body as { message?: unknown } ).message;
		if ( typeof message === 'string' && message !== '' ) {
			return message;
		}
	}
	return fallback;
}

export class ApiError extends Error {
	override name = 'ApiError';
	readonly status: number;
	/** The parsed error body, e.g. `{ code, message, data: { status } }`. */
	readonly response: unknown;
	readonly url: string;
	/** The server's error code (`rest_forbidden`, …) when the body has one. */
	readonly code: string | undefined;

	constructor( init: ApiErrorInit ) {
		super(
			`${ serverMessage(
				init.body,
				init.fallbackMessage || 'Request failed'
			) } (Status ${ init.status })`
		);
		fixPrototype( this, new.target.prototype );
		this.status = init.status;
		this.response = init.body;
		this.url = init.url;
		const code =
			init.body && typeof init.body === 'object'
				? ( init.body as { code?: unknown } ).code
				: undefined;
		this.code = typeof code === 'string' ? code : undefined;
	}

	/** The parsed body (same as `response`). */
	get body(): unknown {
		return this.response;
	}
}

export class Api404Error extends ApiError {
	override name = 'Api404Error';

	constructor( init: ApiErrorInit ) {
		super( { fallbackMessage: 'Not Found', ...init } );
		fixPrototype( this, new.target.prototype );
	}
}

export class Api404AfterRedirectError extends Api404Error {
	override name = 'Api404AfterRedirectError';
	/** Where the redirects ended. */
	readonly redirectUrl: string;

	constructor( init: ApiErrorInit & { redirectUrl: string } ) {
		super( init );
		fixPrototype( this, new.target.prototype );
		this.redirectUrl = init.redirectUrl;
	}
}

export class JsonParseError extends Error {
	override name = 'JsonParseError';
	readonly status: number;
	readonly url: string;
	/** The first characters of the body that failed to parse. */
	readonly text: string;

	constructor(
		init: { status: number; url: string; text: string },
		message = 'The server answered with something that is not JSON.'
	) {
		super( message );
		fixPrototype( this, new.target.prototype );
		this.status = init.status;
		this.url = init.url;
		this.text = init.text.slice( 0, 500 );
	}
}

export class JsonParseAfterRedirectError extends JsonParseError {
	override name = 'JsonParseAfterRedirectError';
	readonly redirectUrl: string;

	constructor( init: {
		status: number;
		url: string;
		text: string;
		redirectUrl: string;
	} ) {
		super(
			init,
			`The server redirected to ${ init.redirectUrl } and answered with something that is not JSON.`
		);
		fixPrototype( this, new.target.prototype );
		this.redirectUrl = init.redirectUrl;
	}
}

export class FetchNetworkError extends Error {
	override name = 'FetchNetworkError';
	readonly url: string;

	constructor( url: string, cause: unknown ) {
		// Duck-typed: the cause may come from another realm (a worker, a test VM).
		const detail =
			cause && typeof ( cause as Error ).message === 'string'
				? `: ${ ( cause as Error ).message }`
				: '.';
		super(
			`The request to ${ url } failed before any answer arrived${ detail }`,
			{ cause }
		);
		fixPrototype( this, new.target.prototype );
		this.url = url;
	}
}
