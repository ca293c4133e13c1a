/**
 * /wp-login.php: sign in (POST `log`, `pwd`, `rememberme`, `redirect_to`), sign out
 * (`?action=logout` with a `log-out` nonce, as WordPress), with failed attempts limited per
 * user name and per address through the database.
 */
import {
	clearRateLimit,
	hitRateLimit,
	peekRateLimit,
} from '../auth/rate-limit';
import { createNonce, verifyNonce } from '../auth/nonces';
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
import { markup, type SafeHtml } from './html';
import { BASE_STYLE, documentPage } from './layout';
import { loginFormPage } from './login-form';

const WINDOW_MS = 15 * 60 * 1000;
const ADDRESS_FACTOR = 5;
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
		} ),
		{ 'Cache-Control': 'no-store' }
	);
}

async function signIn( ctx: RequestContext ) {
	const fields =
		mediaType( ctx.req ) === 'application/x-www-form-urlencoded'
			? parseFormEncoded(
					( await readBody( ctx.req, 64 * 1024 ) ).toString( 'utf8' )
				)
			: {};
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

	const { db, loginAttemptLimit } = ctx.site;
	const keys = [
		`login:user:${ login.toLowerCase() }`,
		`login:ip:${ ctx.req.socket.remoteAddress ?? '' }`,
	];
	// One address may try several user names, so it gets a larger allowance than one user name.
	const limits = [ loginAttemptLimit, loginAttemptLimit * ADDRESS_FACTOR ];
	for ( const [ index, key ] of keys.entries() ) {
		const state = await peekRateLimit( db, key );
		if ( state.count >= limits[ index ] ) {
			const minutes = Math.max(
				1,
				Math.ceil( ( state.resetAt - Date.now() ) / 60000 )
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
	}

	const row = await findUserByLoginOrEmail( db, login );
	if ( ! row || ! ( await checkPassword( row, password ) ) ) {
		await Promise.all(
			keys.map( ( key ) => hitRateLimit( db, key, WINDOW_MS ) )
		);
		const byEmail = login.includes( '@' );
		let error: SafeHtml;
		if ( ! row ) {
			error = byEmail
				? markup`<strong>Error:</strong> Unknown email address. Check again or try your username.`
				: markup`<strong>Error:</strong> The username <strong>${ login }</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`;
		} else {
			const kind = byEmail ? 'email address' : 'username';
			error = markup`<strong>Error:</strong> The password you entered for the ${ kind } <strong>${ login }</strong> is incorrect.`;
		}
		return showForm( ctx, 200, [ error ], fields );
	}

	const user = toUser( row );
	const remember = fields.rememberme === 'forever';
	const session = await createSession( db, user, remember );
	await clearRateLimit( db, keys[ 0 ] );
	// Subscribers have no admin screen: the default destination becomes the site.
	let target = loginRedirect( ctx, fields.redirect_to );
	if ( target === '/wp-admin/' && ! can( user, 'edit_posts' ) ) {
		target = '/';
	}
	redirect( ctx.res, target, 302, {
		'Set-Cookie': serializeCookie( SESSION_COOKIE, session.token, {
			maxAge: remember ? REMEMBERED_SESSION_LIFETIME / 1000 : undefined,
			secure: ctx.site.secureCookies(),
		} ),
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
