/**
 * Shared pieces of the Feedback screens (`/wp-admin/edit.php?post_type=feedback`): who may see
 * them (editors and administrators: `edit_others_posts`), the bulk-action nonce, URLs and the
 * tab bar (Inbox, Spam, Trash, Outbox, Deliveries).
 */
import { createNonce, verifyNonce } from '../../auth/nonces';
import type { Session } from '../../auth/sessions';
import { can } from '../../auth/users';
import { sendHtml } from '../../http/respond';
import { getSettings } from '../../settings/settings';
import type { RequestContext } from '../../site-context';
import type { Folder } from '../../forms/responses';
import { adminPage } from '../admin-layout';
import { requireSession, sendForbidden } from '../guard';
import { markup, raw, type SafeHtml } from '../../../shared/render/html';

export const FEEDBACK_PATH = '/wp-admin/edit.php';
export const FEEDBACK_CAP = 'edit_others_posts';
export const BULK_NONCE_ACTION = 'bulk-feedback';

/**
 * Below 782px the responses list reads as rows (the sender, then each other column under its
 * name) and the wide logs (Outbox, Deliveries) scroll sideways inside the page.
 */
export const FEEDBACK_STYLE = raw( `<style>
.feedback-tabs{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0;margin:12px 0;border-bottom:1px solid #c3c4c7}
.feedback-tabs a{display:block;padding:6px 12px;text-decoration:none}
.feedback-tabs a[aria-current=page]{font-weight:600;border-bottom:3px solid #2271b1}
.feedback-tools{display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin:12px 0}
.feedback-tools label{display:block;font-size:13px}
.row-actions button{background:none;border:0;color:#2271b1;cursor:pointer;padding:0;font-size:13px;text-decoration:underline}
.response-fields th{width:30%;vertical-align:top}
pre.mail{white-space:pre-wrap;background:#fff;border:1px solid #dcdcde;padding:12px}
@media (max-width:781px){
.feedback-list,.feedback-list tbody,.feedback-list tr,.feedback-list td{display:block}
.feedback-list thead{display:block;position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.feedback-list tr{position:relative;padding:8px 10px 8px 40px;border-bottom:1px solid #dcdcde}
.feedback-list td{border:0;padding:2px 0;overflow-wrap:anywhere}
.feedback-list td.check-column{position:absolute;left:10px;top:10px;padding:0}
.feedback-list td[data-colname]::before{content:attr(data-colname) ": ";font-weight:600}
table.posts:not(.feedback-list):not(.response-fields){display:block;overflow-x:auto}
}
</style>` );

export function feedbackUrl(
	params: Record< string, string | number | null | undefined > = {}
): string {
	const query = new URLSearchParams( { post_type: 'feedback' } );
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== null && value !== undefined && value !== '' ) {
			query.set( key, String( value ) );
		}
	}
	return `${ FEEDBACK_PATH }?${ query.toString() }`;
}

export function folderOf( value: string | null ): Folder {
	return value === 'spam' || value === 'trash' ? value : 'inbox';
}

/**
 * The session of an editor or administrator, or null after answering (sign-in redirect or 403).
 * @param ctx
 */
export function requireFeedbackUser( ctx: RequestContext ): Session | null {
	const session = requireSession( ctx );
	if ( ! session ) {
		return null;
	}
	if ( ! can( session.user, FEEDBACK_CAP ) ) {
		sendForbidden(
			ctx,
			'Sorry, you are not allowed to see form responses.'
		);
		return null;
	}
	return session;
}

export function bulkNonce( ctx: RequestContext, session: Session ): string {
	return createNonce( ctx.site.nonceSecret, BULK_NONCE_ACTION, {
		userId: session.user.id,
		token: session.token,
	} );
}

export function checkBulkNonce(
	ctx: RequestContext,
	session: Session,
	nonce: unknown
): boolean {
	return (
		typeof nonce === 'string' &&
		verifyNonce( ctx.site.nonceSecret, nonce, BULK_NONCE_ACTION, {
			userId: session.user.id,
			token: session.token,
		} ) !== false
	);
}

const TABS: Array< [ string, string, Record< string, string > ] > = [
	[ 'inbox', 'Inbox', {} ],
	[ 'spam', 'Spam', { status: 'spam' } ],
	[ 'trash', 'Trash', { status: 'trash' } ],
	[ 'outbox', 'Outbox', { view: 'outbox' } ],
	[ 'deliveries', 'Deliveries', { view: 'deliveries' } ],
];

export function tabs( current: string ): SafeHtml {
	const items = TABS.map(
		( [ id, label, params ] ) =>
			markup`<li><a href="${ feedbackUrl( params ) }"${ raw( id === current ? ' aria-current="page"' : '' ) }>${ label }</a></li>`
	);
	return markup`<nav aria-label="Responses"><ul class="feedback-tabs">${ items }</ul></nav>`;
}

export async function sendFeedbackPage(
	ctx: RequestContext,
	title: string,
	body: SafeHtml,
	status = 200
) {
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	sendHtml(
		ctx.res,
		status,
		adminPage(
			ctx,
			settings.title,
			title,
			markup`${ FEEDBACK_STYLE }${ body }`
		),
		{ 'Cache-Control': 'no-store' }
	);
}
