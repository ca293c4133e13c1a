/**
 * The one redirect check of the suite: where the site may send a browser when the target comes
 * from the request (`redirect_to` after signing in or out, the connection's landing page, …).
 *
 * Only a path on the site's own origin passes, returned in the normalised form a URL parser
 * writes (so it is plain ASCII, safe for a Location header). Refused, whatever their place:
 * control characters, whitespace (Unicode spaces and line separators included), invisible
 * formatting characters, lone surrogates, U+FFFD (invalid UTF-8) and backslashes — browsers drop or rewrite them, which turns
 * `/<TAB>/evil.example` or `/\evil.example` into `//evil.example`; protocol-relative targets
 * (`//host`), and absolute URLs of any other origin or scheme. A path that normalises to `//…`
 * (`/a/..//evil.example`) is refused too.
 *
 * Pure: no I/O, no site state; the caller passes its origin and its fallback.
 */

/**
 * Whitespace, control, formatting, separator and lone surrogate characters, U+FFFD (what
 * invalid UTF-8 decodes to) and the backslash.
 */
const REFUSED = /[\s\p{Cc}\p{Cf}\p{Cs}\p{Z}\ufffd\\]/u;

/** Longer targets are refused (no real redirect is this long). */
const MAX_LENGTH = 2048;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The same-origin path (`/path?query#fragment`) that `target` names, or null when it names
 * anything else.
 * @param target     the requested target, as received (any type)
 * @param siteOrigin the site's origin or URL, e.g. `https://example.com`
 */
export function sameOriginPath(
	target: unknown,
	siteOrigin: string
): string | null {
	if (
		typeof target !== 'string' ||
		target === '' ||
		target.length > MAX_LENGTH ||
		REFUSED.test( target )
	) {
		return null;
	}
	let origin: string;
	let url: URL;
	try {
		origin = new URL( siteOrigin ).origin;
		if ( target.startsWith( '/' ) && ! target.startsWith( '//' ) ) {
			url = new URL( target, origin );
		} else if ( SCHEME.test( target ) ) {
			url = new URL( target );
		} else {
			return null;
		}
	} catch {
		return null;
	}
	if ( url.origin !== origin || url.username || url.password ) {
		return null;
	}
	const path = url.pathname + url.search + url.hash;
	return path.startsWith( '/' ) && ! path.startsWith( '//' ) ? path : null;
}

/**
 * Where to redirect: the same-origin path `target` names, else `fallback`.
 * @param target     the requested target, as received (any type)
 * @param siteOrigin the site's origin or URL
 * @param fallback   a trusted path, used when the target is refused
 */
export function safeRedirect(
	target: unknown,
	siteOrigin: string,
	fallback: string
): string {
	return sameOriginPath( target, siteOrigin ) ?? fallback;
}
