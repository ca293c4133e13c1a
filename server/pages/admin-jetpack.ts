/**
 * /wp-admin/admin.php?page=jetpack: the admin screen's HTML shell in the admin frame, with
 * `window.jetpackAdminSettings` (AdminBootSettings) printed before the admin bundle
 * (build/app/admin.js, a module, and build/app/admin.css). Administrators only (`manage_options`).
 */
import type { AdminBootSettings } from '../../shared/admin-settings';
import { capabilityMap } from '../auth/roles';
import type { Session } from '../auth/sessions';
import { can } from '../auth/users';
import { createRegistrationNonce } from '../connection/registration';
import { DEFAULT_LANDING } from '../connection/redirects';
import { sendHtml } from '../http/respond';
import { cspNonce } from '../http/csp';
import { restNonceFor } from '../rest/authenticate';
import { getSettings } from '../settings/settings';
import type { RequestContext } from '../site-context';
import { adminPage } from './admin-layout';
import { requireSession, sendForbidden, sendMessagePage } from './guard';
import { markup, scriptJson } from '../../shared/render/html';

export const ADMIN_SCREEN_PAGE = 'jetpack';

export function adminBootSettings(
	ctx: RequestContext,
	session: Session,
	siteUrl: string
): AdminBootSettings {
	const { user } = session;
	return {
		restRoot: '/wp-json/',
		nonce: restNonceFor( ctx.site, session ),
		siteUrl,
		adminUrl: `${ siteUrl }/wp-admin/`,
		siteType: ctx.site.siteType,
		currentUser: {
			id: user.id,
			login: user.login,
			displayName: user.displayName,
			capabilities: capabilityMap( user.role ),
		},
		connection: {
			registrationNonce: createRegistrationNonce( ctx.site, session ),
			redirectUri: siteUrl + DEFAULT_LANDING,
			pluginSlug: 'jetpack',
			from: 'jetpack-admin',
		},
	};
}

export async function handleAdminScreen(
	ctx: RequestContext
): Promise< void > {
	const session = requireSession( ctx );
	if ( ! session ) {
		return;
	}
	if ( ctx.url.searchParams.get( 'page' ) !== ADMIN_SCREEN_PAGE ) {
		return sendMessagePage(
			ctx,
			404,
			'Not found',
			'There is no admin screen at this address.'
		);
	}
	if ( ! can( session.user, 'manage_options' ) ) {
		return sendForbidden(
			ctx,
			'Sorry, you are not allowed to access this page.'
		);
	}
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const boot = adminBootSettings(
		ctx,
		session,
		settings.url.replace( /\/+$/, '' )
	);
	const page = adminPage(
		ctx,
		settings.title,
		'Jetpack',
		markup`<div id="jetpack-admin" class="jetpack-admin"><h1>Jetpack</h1><p class="jetpack-admin__loading">Loading…</p><noscript><p>The admin screen needs JavaScript.</p></noscript></div>`,
		{
			styles: [ '/build/app/admin.css' ],
			modules: [ '/build/app/admin.js' ],
			head: markup`<script nonce="${ cspNonce( ctx.res ) }">window.jetpackAdminSettings = ${ scriptJson( boot ) };</script>`,
		}
	);
	sendHtml( ctx.res, 200, page, { 'Cache-Control': 'no-store' } );
}
