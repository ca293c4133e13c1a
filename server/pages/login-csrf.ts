/**
 * Login CSRF defence for /wp-login.php (a cross-site POST must not sign the victim in to the
 * attacker's account):
 *
 * - the form page sets `wordpress_test_cookie` (random, HttpOnly, SameSite=Lax — a cross-site
 *   POST does not carry it) and prints `_wplogin`, a nonce tied to that cookie;
 * - a sign-in POST needs both, matching; and it is refused outright when the browser says it
 *   comes from another site (`Sec-Fetch-Site: cross-site|same-site`, or an `Origin` whose host
 *   is not the request's `Host`).
 */
import { randomBytes } from 'node:crypto';
import { createNonce, verifyNonce } from '../auth/nonces';
import { serializeCookie } from '../http/cookies';
import type { RequestContext } from '../site-context';
import { markup, type SafeHtml } from '../../shared/render/html';

export const TEST_COOKIE = 'wordpress_test_cookie';
export const LOGIN_TOKEN_FIELD = '_wplogin';
const ACTION = 'log-in';

const VALID_COOKIE = /^[0-9a-f]{32}$/;

export type LoginFormCookie = {
	value: string;
	/** The Set-Cookie header to send, when the browser has no valid cookie yet. */
	setCookie: string | null;
};

/**
 * The browser's test cookie, or a new one to set.
 * @param ctx
 */
export function loginFormCookie( ctx: RequestContext ): LoginFormCookie {
	const current = ctx.cookies[ TEST_COOKIE ];
	if ( current && VALID_COOKIE.test( current ) ) {
		return { value: current, setCookie: null };
	}
	const value = randomBytes( 16 ).toString( 'hex' );
	return {
		value,
		setCookie: serializeCookie( TEST_COOKIE, value, {
			secure: ctx.site.secureCookies(),
		} ),
	};
}

/**
 * The `_wplogin` value for a form shown to the browser holding `cookie`.
 * @param ctx
 * @param cookie
 */
export function loginFormToken( ctx: RequestContext, cookie: string ): string {
	return createNonce( ctx.site.nonceSecret, ACTION, {
		userId: 0,
		token: cookie,
	} );
}

function header( ctx: RequestContext, name: string ): string | undefined {
	const value = ctx.req.headers[ name ];
	return Array.isArray( value ) ? value[ 0 ] : value;
}

function fromAnotherSite( ctx: RequestContext ): boolean {
	const site = header( ctx, 'sec-fetch-site' )?.toLowerCase();
	if ( site === 'cross-site' || site === 'same-site' ) {
		return true;
	}
	const origin = header( ctx, 'origin' );
	if ( ! origin || origin === 'null' ) {
		return false;
	}
	try {
		return (
			new URL( origin ).host.toLowerCase() !==
			( header( ctx, 'host' ) ?? '' ).toLowerCase()
		);
	} catch {
		return true;
	}
}

/**
 * Why a sign-in POST is refused (an error for the form, answered with 403), or null.
 * @param ctx
 * @param fields the posted fields
 */
export function loginRequestProblem(
	ctx: RequestContext,
	fields: Record< string, unknown >
): SafeHtml | null {
	if ( fromAnotherSite( ctx ) ) {
		return markup`<strong>Error:</strong> This sign-in form was sent from another site. Open this site’s sign-in page and try again.`;
	}
	const cookie = ctx.cookies[ TEST_COOKIE ];
	if ( ! cookie || ! VALID_COOKIE.test( cookie ) ) {
		return markup`<strong>Error:</strong> Cookies are blocked or not supported by your browser. You must enable cookies to sign in.`;
	}
	const token = fields[ LOGIN_TOKEN_FIELD ];
	if (
		typeof token !== 'string' ||
		! verifyNonce( ctx.site.nonceSecret, token, ACTION, {
			userId: 0,
			token: cookie,
		} )
	) {
		return markup`<strong>Error:</strong> The sign-in form has expired. Please try again.`;
	}
	return null;
}
