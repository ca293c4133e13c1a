/**
 * The one URL policy of the suite: which URLs a block or a page may print as a link target or
 * an image source, and which count as an absolute web address (form redirects, webhooks, URL
 * fields, REST `uri` arguments).
 *
 * An allowlist, not a blocklist: a link may be http, https, mailto, tel or relative (a path, a
 * query or a fragment on this site); an image http, https or relative. The check runs on a
 * normalised copy of the URL so that the tricks browsers forgive (entities, percent-encoding,
 * tabs, newlines and control characters inside or before the scheme, invisible formatting
 * characters, mixed case) cannot smuggle `javascript:`, `vbscript:`, `data:` or `file:` past it:
 * a browser strips `java\tscript:` to `javascript:` and runs it.
 *
 * Protocol-relative URLs (`//host`, `/\host`, `\\host`) are refused: they leave the site with
 * whatever scheme the page happens to use, and a path that starts with two slashes is read as a
 * host by browsers, the classic way round a "starts with /" check. Authors write `https://host`.
 *
 * Redirects after signing in need a stricter, same-site rule and have a check of their own.
 */

import { decodeEntities } from '../render/entities';

export type UrlUse = 'link' | 'image';

/** The schemes allowed per use; anything else with a scheme is refused. */
export const URL_SCHEMES: Record< UrlUse, readonly string[] > = {
	link: [ 'http', 'https', 'mailto', 'tel' ],
	image: [ 'http', 'https' ],
};

/** Whitespace, control and invisible formatting characters: browsers skip them in a scheme. */
const INVISIBLE =
	/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

function decodePercents( value: string ): string {
	return value.replace( /%[0-9a-f]{2}/gi, ( hex ) =>
		String.fromCharCode( parseInt( hex.slice( 1 ), 16 ) )
	);
}

/**
 * What a browser would see as the start of the URL: decoded (twice, for double encoding),
 * with every whitespace, control and invisible formatting character removed, lower case.
 * @param url
 */
export function normaliseForSchemeCheck( url: string ): string {
	let value = url;
	for ( let pass = 0; pass < 2; pass++ ) {
		value = decodePercents( decodeEntities( value ) );
	}
	return value.replace( INVISIBLE, '' ).toLowerCase();
}

/**
 * True when `url` may be used as a link target (`link`, the default) or an image source
 * (`image`). The empty string is a relative URL (this page) and passes; non-strings do not.
 * @param url
 * @param use
 */
export function isSafeUrl( url: unknown, use: UrlUse = 'link' ): boolean {
	if ( typeof url !== 'string' ) {
		return false;
	}
	const value = normaliseForSchemeCheck( url );
	if ( /^[/\\]{2}/.test( value ) ) {
		return false;
	}
	const beforePath = value.split( /[/?#]/, 1 )[ 0 ];
	const colon = beforePath.indexOf( ':' );
	if ( colon === -1 ) {
		return true;
	}
	return URL_SCHEMES[ use ].includes( beforePath.slice( 0, colon ) );
}

/**
 * The URL to print (trimmed), or '' when there is none or the policy refuses it.
 * @param value
 * @param use
 */
export function safeUrl( value: unknown, use: UrlUse = 'link' ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const url = value.trim();
	return isSafeUrl( url, use ) ? url : '';
}

/**
 * True for an absolute http or https address with a host, written without any whitespace or
 * control character (nothing a browser or an HTTP client would silently strip).
 * @param value
 */
export function isHttpUrl( value: unknown ): boolean {
	if ( typeof value !== 'string' || value === '' ) {
		return false;
	}
	if ( new RegExp( INVISIBLE.source ).test( value ) ) {
		return false;
	}
	try {
		const url = new URL( value );
		return (
			( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}
