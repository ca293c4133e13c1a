/**
 * /wp-admin/admin-ajax.php. Only `action=rest-nonce` exists: a fresh REST nonce as plain text
 * for the signed-in user, or `0` with status 400 otherwise — what apiFetch's nonce middleware
 * calls when its nonce has expired.
 */
import { mediaType, readBody } from '../http/body';
import { parseFormEncoded } from '../http/input';
import { sendHtml } from '../http/respond';
import { restNonceFor } from '../rest/authenticate';
import type { RequestContext } from '../site-context';

export async function handleAdminAjax( ctx: RequestContext ): Promise< void > {
	let action = ctx.url.searchParams.get( 'action' );
	if (
		! action &&
		ctx.req.method === 'POST' &&
		mediaType( ctx.req ) === 'application/x-www-form-urlencoded'
	) {
		const fields = parseFormEncoded(
			( await readBody( ctx.req, 64 * 1024 ) ).toString( 'utf8' )
		);
		action = typeof fields.action === 'string' ? fields.action : null;
	}
	const headers = {
		'Cache-Control':
			'no-cache, must-revalidate, max-age=0, no-store, private',
		'X-Robots-Tag': 'noindex',
	};
	if ( action === 'rest-nonce' && ctx.session ) {
		return sendHtml(
			ctx.res,
			200,
			restNonceFor( ctx.site, ctx.session ),
			headers
		);
	}
	sendHtml( ctx.res, 400, '0', headers );
}
