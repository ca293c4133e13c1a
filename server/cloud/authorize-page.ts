/**
 * The cloud's approval page, `/cloud/authorize?client_id=…&redirect_uri=…&state=…`: the signed-in
 * account is asked whether the registered site may act for it. Approve sends the browser back to
 * `redirect_uri` with a one-time `code` (and the `state`); Deny sends it back with
 * `error=access_denied`. The form posts to the same address with a nonce.
 */
import { createNonce, verifyNonce } from '../auth/nonces';
import type { Session } from '../auth/sessions';
import { readBody } from '../http/body';
import { parseFormEncoded, searchParamsRecord } from '../http/input';
import { redirect, sendHtml } from '../http/respond';
import { requireSession, sendMessagePage } from '../pages/guard';
import { markup } from '../../shared/render/html';
import { BASE_STYLE, documentPage } from '../pages/layout';
import type { RequestContext } from '../site-context';
import {
	cloudAccountFor,
	findCloudSite,
	issueCode,
	type CloudSite,
} from './store';
import { canonicalUrl } from './urls';

type AuthorizeRequest = {
	site: CloudSite;
	redirectUri: string;
	state: string;
	iframe: boolean;
};

const nonceAction = ( blogId: number ) => `cloud_authorize_${ blogId }`;
const subject = ( session: Session ) => ( {
	userId: session.user.id,
	token: session.token,
} );

/**
 * The checked request, or null after answering with an error page.
 * @param ctx
 * @param fields
 */
async function readRequest(
	ctx: RequestContext,
	fields: Record< string, unknown >
): Promise< AuthorizeRequest | null > {
	const text = ( name: string ) =>
		typeof fields[ name ] === 'string' ? ( fields[ name ] as string ) : '';
	const blogId = Number( text( 'client_id' ) );
	const site = /^\d+$/.test( text( 'client_id' ) )
		? await findCloudSite( ctx.site.db, blogId )
		: null;
	if ( ! site ) {
		sendMessagePage(
			ctx,
			400,
			'Unknown site',
			'This site is not registered with the cloud, or its registration was revoked.'
		);
		return null;
	}
	const redirectUri = canonicalUrl( text( 'redirect_uri' ) );
	if (
		! redirectUri ||
		new URL( redirectUri ).origin !== new URL( site.url ).origin
	) {
		sendMessagePage(
			ctx,
			400,
			'Wrong return address',
			'The return address does not belong to the registered site.'
		);
		return null;
	}
	const state = text( 'state' );
	if ( ! state || state.length > 200 ) {
		sendMessagePage(
			ctx,
			400,
			'Missing state',
			'The request has no state parameter.'
		);
		return null;
	}
	return { site, redirectUri, state, iframe: text( 'iframe' ) === '1' };
}

function backTo(
	redirectUri: string,
	params: Record< string, string >
): string {
	const url = new URL( redirectUri );
	for ( const [ name, value ] of Object.entries( params ) ) {
		url.searchParams.set( name, value );
	}
	return url.toString();
}

function sendApprovalForm(
	ctx: RequestContext,
	session: Session,
	request: AuthorizeRequest
) {
	const { site, redirectUri, state, iframe } = request;
	const nonce = createNonce(
		ctx.site.nonceSecret,
		nonceAction( site.blogId ),
		subject( session )
	);
	const label = site.name ? `${ site.name } (${ site.url })` : site.url;
	const body = markup`<main id="main" class="login" aria-labelledby="cloud-title">
<h1 id="cloud-title">Approve the connection</h1>
<form method="post" action="/cloud/authorize" aria-labelledby="cloud-title">
<p><strong>${ label }</strong> asks to connect to your cloud account <strong>${ session.user.login }</strong> (${ session.user.email }).</p>
<p>Approving lets the site use cloud features on your behalf. You can disconnect it at any time from the site's admin screen.</p>
<input type="hidden" name="client_id" value="${ String( site.blogId ) }">
<input type="hidden" name="redirect_uri" value="${ redirectUri }">
<input type="hidden" name="state" value="${ state }">
${ iframe ? markup`<input type="hidden" name="iframe" value="1">` : '' }
<input type="hidden" name="_wpnonce" value="${ nonce }">
<p><button class="button" type="submit" name="decision" value="approve">Approve</button>
<button class="button button-secondary" type="submit" name="decision" value="deny">Deny</button></p>
</form>
</main>`;
	sendHtml(
		ctx.res,
		200,
		documentPage( {
			title: 'Approve the connection',
			head: BASE_STYLE,
			bodyClass: 'cloud-authorize',
			body,
		} ),
		{ 'Cache-Control': 'no-store' }
	);
}

export async function handleAuthorizePage(
	ctx: RequestContext
): Promise< void > {
	const method = ctx.req.method ?? 'GET';
	if ( method === 'GET' || method === 'HEAD' ) {
		const fields = searchParamsRecord( ctx.url.searchParams );
		const request = await readRequest( ctx, fields );
		const session = request && requireSession( ctx );
		if ( request && session ) {
			sendApprovalForm( ctx, session, request );
		}
		return;
	}
	if ( method !== 'POST' ) {
		return sendMessagePage(
			ctx,
			405,
			'Method not allowed',
			'Use GET or POST.'
		);
	}
	const fields = parseFormEncoded(
		( await readBody( ctx.req, 64 * 1024 ) ).toString( 'utf8' )
	);
	const request = await readRequest( ctx, fields );
	if ( ! request ) {
		return;
	}
	const session = ctx.session;
	const nonce = typeof fields._wpnonce === 'string' ? fields._wpnonce : '';
	if (
		! session ||
		! verifyNonce(
			ctx.site.nonceSecret,
			nonce,
			nonceAction( request.site.blogId ),
			subject( session )
		)
	) {
		return sendMessagePage(
			ctx,
			403,
			'The link has expired',
			'The approval form has expired. Start connecting again from the site.'
		);
	}
	if ( fields.decision !== 'approve' ) {
		return redirect(
			ctx.res,
			backTo( request.redirectUri, {
				error: 'access_denied',
				state: request.state,
			} )
		);
	}
	const account = await cloudAccountFor( ctx.site.db, session.user );
	const code = await issueCode( ctx.site.db, {
		blogId: request.site.blogId,
		cloudUserId: account.ID,
		redirectUri: request.redirectUri,
	} );
	redirect(
		ctx.res,
		backTo( request.redirectUri, { code, state: request.state } )
	);
}
