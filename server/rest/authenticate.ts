/**
 * Cookie authentication for REST requests, as WordPress's rest_cookie_check_errors:
 * - no signed-in cookie: the request is anonymous;
 * - a cookie but no nonce (`X-WP-Nonce` header or `_wpnonce` parameter): anonymous too, so
 *   a page elsewhere cannot act with the visitor's cookie;
 * - a cookie and a wrong nonce: 403 `rest_cookie_invalid_nonce`;
 * - a cookie and a right nonce: the session's user.
 */
import type { IncomingMessage } from 'node:http';
import { createNonce, verifyNonce } from '../auth/nonces';
import type { Session } from '../auth/sessions';
import type { SiteContext } from '../site-context';
import { RestError } from './errors';

export const REST_NONCE_ACTION = 'wp_rest';

export type RestAuth = { session: Session | null; refreshedNonce?: string };

export function authenticateRest(
	site: SiteContext,
	req: IncomingMessage,
	query: URLSearchParams,
	cookieSession: Session | null
): RestAuth {
	if ( ! cookieSession ) {
		return { session: null };
	}
	const header = req.headers[ 'x-wp-nonce' ];
	const nonce =
		query.get( '_wpnonce' ) ??
		( Array.isArray( header ) ? header[ 0 ] : header ) ??
		null;
	if ( nonce === null ) {
		return { session: null };
	}
	const subject = {
		userId: cookieSession.user.id,
		token: cookieSession.token,
	};
	if (
		! verifyNonce( site.nonceSecret, nonce, REST_NONCE_ACTION, subject )
	) {
		throw new RestError(
			'rest_cookie_invalid_nonce',
			'Cookie check failed',
			403
		);
	}
	return {
		session: cookieSession,
		refreshedNonce: createNonce(
			site.nonceSecret,
			REST_NONCE_ACTION,
			subject
		),
	};
}

export function restNonceFor( site: SiteContext, session: Session ): string {
	return createNonce( site.nonceSecret, REST_NONCE_ACTION, {
		userId: session.user.id,
		token: session.token,
	} );
}
