/**
 * /wp-login.php: sign in (POST `log`, `pwd`, `rememberme`, `redirect_to`, `_wplogin`), sign out
 * (`?action=logout` with a `log-out` nonce, as WordPress).
 *
 * - Login CSRF: the form carries a token tied to a test cookie (login-csrf.ts).
 * - No user enumeration: one message for an unknown user and a wrong password, and the same
 *   work for both (an unknown user's password is hashed too, so both take one scrypt).
 * - Failed attempts are limited per address and per address and user name, never for everyone
 *   (auth/login-throttle.ts).
 */
import {
	DEVICE_COOKIE,
	DEVICE_LIFETIME_S,
	loginLockedUntil,
	recordLoginFailure,
	recordLoginSuccess,
	type LoginAttempt,
} from '../auth/login-throttle';
import { createNonce, verifyNonce } from '../auth/nonces';
import { hashPassword } from '../auth/passwords';
import {
	createSession,
	destroySession,
	REMEMBERED_SESSION_LIFETIME,
	SESSION_COOKIE,
} from '../auth/sessions';
import {
	can,
	checkPassword,
	findUserByLoginOrEmail,
	toUser,
} from '../auth/users';
import { mediaType, readBody } from '../http/body';
import { parseFormEncoded } from '../http/input';
import { serializeCookie } from '../http/cookies';
import { redirect, sendHtml } from '../http/respond';
import { safeRedirect } from '../../shared/url/redirect';
import { getSettings } from '../settings/settings';
import type { RequestContext } from '../site-context';
import { markup, type SafeHtml } from '../../shared/render/html';
import { BASE_STYLE, documentPage } from './layout';
import {
	loginFormCookie,
	loginFormToken,
	loginRequestProblem,
} from './login-csrf';
import { loginFormPage } from './login-form';

export const LOGOUT_ACTION = 'log-out';

/**
 * Same-origin paths only (shared/url/redirect.ts); anything else falls back to the admin.
 * @param ctx
 * @param target
 * @param fallback
 */
export function loginRedirect(
	ctx: RequestContext,
	target: unknown,
	fallback = '/wp-admin/'
): string {
	return safeRedirect( target, ctx.site.serverUrl(), fallback );
}

export function logoutUrl( ctx: RequestContext ): string {
	const session = ctx.session!;
	const nonce = createNonce( ctx.site.nonceSecret, LOGOUT_ACTION, {
		userId: session.user.id,
		token: session.token,
	} );
	return `/wp-login.php?action=logout&_wpnonce=${ nonce }`;
}

async function siteTitle( ctx: RequestContext ) {
	return ( await getSettings( ctx.site.db, ctx.site.serverUrl() ) ).title;
}

async function showForm(
	ctx: RequestContext,
	status: number,
	errors: SafeHtml[],
	fields: Record< string, unknown > = {}
) {
	const message =
		ctx.url.searchParams.get( 'loggedout' ) === 'true'
			? 'You are now logged out.'
			: undefined;
	const cookie = loginFormCookie( ctx );
	sendHtml(
		ctx.res,
		status,
		loginFormPage( {
			siteTitle: await siteTitle( ctx ),
			errors,
			message: errors.length ? undefined : message,
			login: typeof fields.log === 'string' ? fields.log : undefined,
			remember: fields.rememberme === 'forever',
			redirectTo: loginRedirect(
				ctx,
				fields.redirect_to ?? ctx.url.searchParams.get( 'redirect_to' )
			),
			token: loginFormToken( ctx, cookie.value ),
		} ),
		{
			'Cache-Control': 'no-store',
			...( cookie.setCookie ? { 'Set-Cookie': cookie.setCookie } : {} ),
		}
	);
}

/** WordPress's answer when it does not say which of the two was wrong. */
const INCORRECT = markup`<strong>Error:</strong> The username or password you entered is incorrect.`;

async function signIn( ctx: RequestContext ) {
	const fields =
		mediaType( ctx.req ) === 'application/x-www-form-urlencoded'
			? parseFormEncoded(
					( await readBody( ctx.req, 64 * 1024 ) ).toString( 'utf8' )
				)
			: {};
	const problem = loginRequestProblem( ctx, fields );
	if ( problem ) {
		return showForm( ctx, 403, [ problem ], fields );
	}
	const login = typeof fields.log === 'string' ? fields.log.trim() : '';
	const password = typeof fields.pwd === 'string' ? fields.pwd : '';
	const errors: SafeHtml[] = [];
	if ( ! login ) {
		errors.push(
			markup`<strong>Error:</strong> The username field is empty.`
		);
	}
	if ( ! password ) {
		errors.push(
			markup`<strong>Error:</strong> The password field is empty.`
		);
	}
	if ( errors.length ) {
		return showForm( ctx, 200, errors, fields );
	}

	const { db } = ctx.site;
	const row = await findUserByLoginOrEmail( db, login );
	const attempt: LoginAttempt = {
		address: ctx.req.socket.remoteAddress ?? '',
		login,
		userId: row?.id ?? null,
		deviceCookie: ctx.cookies[ DEVICE_COOKIE ],
	};
	const lockedUntil = await loginLockedUntil( ctx.site, attempt );
	if ( lockedUntil !== null ) {
		const minutes = Math.max(
			1,
			Math.ceil( ( lockedUntil - Date.now() ) / 60000 )
		);
		return showForm(
			ctx,
			429,
			[
				markup`<strong>Error:</strong> Too many failed login attempts. Please try again in ${ minutes } ${
					minutes === 1 ? 'minute' : 'minutes'
				}.`,
			],
			fields
		);
	}

	let valid = false;
	if ( row ) {
		valid = await checkPassword( row, password );
	} else {
		// An unknown user costs the same scrypt as a known one, so timing tells nothing.
		await hashPassword( password );
	}
	if ( ! row || ! valid ) {
		await recordLoginFailure( ctx.site, attempt );
		return showForm( ctx, 200, [ INCORRECT ], fields );
	}

	const user = toUser( row );
	const remember = fields.rememberme === 'forever';
	const session = await createSession( db, user, remember );
	const device = await recordLoginSuccess( ctx.site, attempt, user.id );
	// Subscribers have no admin screen: the default destination becomes the site.
	let target = loginRedirect( ctx, fields.redirect_to );
	if ( target === '/wp-admin/' && ! can( user, 'edit_posts' ) ) {
		target = '/';
	}
	const secure = ctx.site.secureCookies();
	redirect( ctx.res, target, 302, {
		'Set-Cookie': [
			serializeCookie( SESSION_COOKIE, session.token, {
				maxAge: remember
					? REMEMBERED_SESSION_LIFETIME / 1000
					: undefined,
				secure,
			} ),
			serializeCookie( DEVICE_COOKIE, device, {
				maxAge: DEVICE_LIFETIME_S,
				secure,
			} ),
		],
	} );
}

async function signOut(
	ctx: RequestContext,
	nonce: string | null,
	redirectTo: unknown
) {
	const { session, site } = ctx;
	const after = loginRedirect(
		ctx,
		redirectTo,
		'/wp-login.php?loggedout=true'
	);
	if ( ! session ) {
		return redirect( ctx.res, after );
	}
	const subject = { userId: session.user.id, token: session.token };
	if ( ! verifyNonce( site.nonceSecret, nonce, LOGOUT_ACTION, subject ) ) {
		const title = await siteTitle( ctx );
		const confirm = `${ logoutUrl( ctx ) }${ typeof redirectTo === 'string' ? `&redirect_to=${ encodeURIComponent( after ) }` : '' }`;
		return sendHtml(
			ctx.res,
			403,
			documentPage( {
				title: 'Something went wrong.',
				head: BASE_STYLE,
				body: markup`<main id="main" class="wrap"><p>You are attempting to log out of ${ title }</p><p>Do you really want to <a href="${ confirm }">log out</a>?</p></main>`,
			} )
		);
	}
	await destroySession( site.db, session.token );
	redirect( ctx.res, after, 302, {
		'Set-Cookie': serializeCookie( SESSION_COOKIE, '', {
			maxAge: 0,
			secure: site.secureCookies(),
		} ),
	} );
}

export async function handleLogin( ctx: RequestContext ): Promise< void > {
	const { req, url } = ctx;
	if ( url.searchParams.get( 'action' ) === 'logout' ) {
		let nonce = url.searchParams.get( '_wpnonce' );
		let redirectTo: unknown =
			url.searchParams.get( 'redirect_to' ) ?? undefined;
		if (
			req.method === 'POST' &&
			mediaType( req ) === 'application/x-www-form-urlencoded'
		) {
			const fields = parseFormEncoded(
				( await readBody( req, 64 * 1024 ) ).toString( 'utf8' )
			);
			nonce =
				typeof fields._wpnonce === 'string' ? fields._wpnonce : nonce;
			redirectTo = fields.redirect_to ?? redirectTo;
		}
		return signOut( ctx, nonce, redirectTo );
	}
	if ( req.method === 'POST' ) {
		return signIn( ctx );
	}
	return showForm( ctx, 200, [] );
}
