/**
 * The errors the request core throws (spec §8): one family, so a caller can catch `ApiError`
 * and know it has everything the client can throw. Every one carries its class name in `name`
 * (so it survives serialisation and logging), the request's `url`, the HTTP `status` (0 when no
 * answer arrived) and `reason`, the words to show a person (the server's message, without the
 * status):
 *
 * - `ApiError`: a non-2xx answer; message "{server message} (Status {code})", the parsed body in
 *   `response` (alias `body`), the HTTP status in `status` and the server's error `code`.
 * - `Api404Error`: a 404 (an `ApiError`), `Api404AfterRedirectError` when the request had been
 *   redirected before the 404 (e.g. the REST root moved).
 * - `JsonParseError`: a successful answer whose body is not JSON, `JsonParseAfterRedirectError`
 *   when it arrived after a redirect (typically a sign-in page).
 * - `FetchNetworkError`: the request never got an answer (refused connection, DNS, offline);
 *   status 0, the underlying failure in `cause`.
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
	/** The whole message, for the errors that are not a server's refusal. */
	message?: string;
	/** What made the request fail, for errors raised before any answer. */
	cause?: unknown;
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
	/** The HTTP status; 0 when no answer arrived. */
	readonly status: number;
	/** The parsed error body, e.g. `{ code, message, data: { status } }`. */
	readonly response: unknown;
	readonly url: string;
	/** The server's error code (`rest_forbidden`, …) when the body has one. */
	readonly code: string | undefined;
	/** The words to show a person: the server's message (no status), or what went wrong. */
	readonly reason: string;

	constructor( init: ApiErrorInit ) {
		const reason =
			init.message ??
			serverMessage(
				init.body,
				init.fallbackMessage || 'Request failed'
			);
		super(
			init.message ?? `${ reason } (Status ${ init.status })`,
			init.cause === undefined ? undefined : { cause: init.cause }
		);
		fixPrototype( this, new.target.prototype );
		this.status = init.status;
		this.response = init.body;
		this.url = init.url;
		this.reason = reason;
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

export class JsonParseError extends ApiError {
	override name = 'JsonParseError';
	/** The first characters of the body that failed to parse. */
	readonly text: string;

	constructor(
		init: { status: number; url: string; text: string },
		message = 'The server answered with something that is not JSON.'
	) {
		super( {
			status: init.status,
			url: init.url,
			body: init.text,
			message,
		} );
		fixPrototype( this, new.target.prototype );
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

export class FetchNetworkError extends ApiError {
	override name = 'FetchNetworkError';

	constructor( url: string, cause: unknown ) {
		// Duck-typed: the cause may come from another realm (a worker, a test VM), or be the
		// `{ code, message }` object @wordpress/api-fetch rejects with when fetch fails.
		const detail =
			cause && typeof ( cause as Error ).message === 'string'
				? `: ${ ( cause as Error ).message }`
				: '.';
		super( {
			status: 0,
			url,
			body: undefined,
			message: `The request to ${ url } failed before any answer arrived${ detail }`,
			cause,
		} );
		fixPrototype( this, new.target.prototype );
	}
}

/**
 * The words to show a person for anything a request threw: an `ApiError`'s `reason` (the
 * server's message without the status), an Error's message, or the value as text.
 * @param error what was thrown
 */
export function errorReason( error: unknown ): string {
	if ( error instanceof ApiError ) {
		return error.reason;
	}
	if ( error instanceof Error ) {
		return error.message;
	}
	return String( error );
}
