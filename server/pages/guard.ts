/**
 * Gatekeeping for server pages: signed-out visitors go to the sign-in form (and come back),
 * signed-in users without the capability get a 403 page.
 */
import type { Session } from '../auth/sessions';
import { can } from '../auth/users';
import { redirect, sendHtml } from '../http/respond';
import { postTypeOf, type PostType } from '../posts/post-types';
import type { RequestContext } from '../site-context';
import { documentPage, BASE_STYLE } from './layout';
import { markup } from '../../shared/render/html';

export function loginUrl( redirectTo: string ): string {
	return `/wp-login.php?redirect_to=${ encodeURIComponent( redirectTo ) }`;
}

/**
 * The session, or null after answering with a redirect to the sign-in form.
 * @param ctx the request
 */
export function requireSession( ctx: RequestContext ): Session | null {
	if ( ctx.session ) {
		return ctx.session;
	}
	redirect( ctx.res, loginUrl( ctx.url.pathname + ctx.url.search ) );
	return null;
}

export function sendMessagePage(
	ctx: RequestContext,
	status: number,
	title: string,
	message: string,
	/** Where the message sends the reader (besides the site's home page). */
	next?: { href: string; text: string }
) {
	const nextLink = next
		? markup`<a href="${ next.href }">${ next.text }</a> · `
		: '';
	sendHtml(
		ctx.res,
		status,
		documentPage( {
			title,
			head: BASE_STYLE,
			body: markup`<main id="main" class="wrap"><h1>${ title }</h1><p>${ message }</p><p>${ nextLink }<a href="/">Go to the site</a></p></main>`,
		} )
	);
}

export function sendForbidden(
	ctx: RequestContext,
	message = 'Sorry, you are not allowed to access this page.'
) {
	sendMessagePage( ctx, 403, 'Access denied', message );
}

/**
 * The session and the post type named by `?post_type=` (`post` when absent), or null after
 * answering: the sign-in redirect, a 404 for an unknown type, or a 403 with `forbiddenMessage`
 * when the user cannot edit that type's posts.
 * @param ctx              the request
 * @param forbiddenMessage what the 403 page says
 */
export function requirePostTypeEditor(
	ctx: RequestContext,
	forbiddenMessage: string
): { session: Session; type: PostType } | null {
	const session = requireSession( ctx );
	if ( ! session ) {
		return null;
	}
	const type = postTypeOf(
		ctx.url.searchParams.get( 'post_type' ) ?? 'post'
	);
	if ( ! type || ! type.public ) {
		sendMessagePage( ctx, 404, 'Invalid post type.', 'Invalid post type.' );
		return null;
	}
	if ( ! can( session.user, type.caps.edit_posts ) ) {
		sendForbidden( ctx, forbiddenMessage );
		return null;
	}
	return { session, type };
}
