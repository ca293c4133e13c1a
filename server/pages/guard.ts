/**
 * Gatekeeping for server pages: signed-out visitors go to the sign-in form (and come back),
 * signed-in users without the capability get a 403 page.
 */
import type { Session } from '../auth/sessions';
import { redirect, sendHtml } from '../http/respond';
import type { RequestContext } from '../site-context';
import { documentPage, BASE_STYLE } from './layout';
import { markup } from './html';

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
	message: string
) {
	sendHtml(
		ctx.res,
		status,
		documentPage( {
			title,
			head: BASE_STYLE,
			body: markup`<main id="main" class="wrap"><h1>${ title }</h1><p>${ message }</p><p><a href="/">Go to the site</a></p></main>`,
		} )
	);
}

export function sendForbidden(
	ctx: RequestContext,
	message = 'Sorry, you are not allowed to access this page.'
) {
	sendMessagePage( ctx, 403, 'Access denied', message );
}
