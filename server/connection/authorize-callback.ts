/**
 * `/wp-admin/jetpack-authorize.php`: where the cloud sends the browser back. Checks the state
 * (tied to the user's session), trades the code for the user's token, links the user and goes on
 * to `redirect_to`. In the in-place flow (`iframe=1`) the whole window moves on.
 */
import { can } from '../auth/users';
import { CloudError } from '../cloud/api';
import { redirect, sendHtml } from '../http/respond';
import { cspNonce } from '../http/csp';
import { requireSession, sendForbidden, sendMessagePage } from '../pages/guard';
import { markup, scriptJson } from '../../shared/render/html';
import { BASE_STYLE, documentPage } from '../pages/layout';
import type { RequestContext } from '../site-context';
import { completeAuthorization, verifyAuthorizeState } from './manager';
import { callbackUrlOf, resolveLanding } from './redirects';

/** The messages below send the user back here to start again. */
const ADMIN_SCREEN_LINK = {
	href: '/wp-admin/admin.php?page=jetpack',
	text: 'Go to the admin screen',
};

function landingOf( ctx: RequestContext ): string {
	try {
		return resolveLanding(
			ctx.site,
			ctx.url.searchParams.get( 'redirect_to' ) ?? undefined
		);
	} catch {
		return resolveLanding( ctx.site, undefined );
	}
}

function moveOn( ctx: RequestContext, landing: string ) {
	if ( ctx.url.searchParams.get( 'iframe' ) !== '1' ) {
		return redirect( ctx.res, landing );
	}
	const body = markup`<main id="main" class="wrap"><h1>Connected</h1><p><a href="${ landing }" target="_top">Continue</a></p></main>
<script nonce="${ cspNonce( ctx.res ) }">window.top.location.href = ${ scriptJson( landing ) };</script>`;
	sendHtml(
		ctx.res,
		200,
		documentPage( { title: 'Connected', head: BASE_STYLE, body } ),
		{
			'Cache-Control': 'no-store',
		}
	);
}

export async function handleAuthorizeCallback(
	ctx: RequestContext
): Promise< void > {
	const session = requireSession( ctx );
	if ( ! session ) {
		return;
	}
	if ( ! can( session.user, 'manage_options' ) ) {
		return sendForbidden(
			ctx,
			'Sorry, only administrators can connect the site.'
		);
	}
	const params = ctx.url.searchParams;
	if (
		! verifyAuthorizeState( ctx.site, session, params.get( 'state' ) ?? '' )
	) {
		return sendMessagePage(
			ctx,
			403,
			'Connection not completed',
			'The authorization has expired or was started by another user. Start connecting again from the admin screen.',
			ADMIN_SCREEN_LINK
		);
	}
	if ( params.get( 'error' ) ) {
		return sendMessagePage(
			ctx,
			200,
			'Connection not approved',
			'The connection was denied at the cloud. You can start connecting again from the admin screen.',
			ADMIN_SCREEN_LINK
		);
	}
	const code = params.get( 'code' );
	if ( ! code ) {
		return sendMessagePage(
			ctx,
			400,
			'Connection not completed',
			'The cloud sent no authorization code.'
		);
	}
	try {
		await completeAuthorization(
			ctx.site,
			session,
			code,
			callbackUrlOf( ctx.site, ctx.url )
		);
	} catch ( error ) {
		if ( ! ( error instanceof CloudError ) ) {
			throw error;
		}
		return sendMessagePage(
			ctx,
			502,
			'Connection not completed',
			`The cloud refused the authorization: ${ error.message }`
		);
	}
	moveOn( ctx, landingOf( ctx ) );
}
