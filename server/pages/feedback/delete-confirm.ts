/**
 * Deleting responses permanently from the Trash (row action or bulk action `delete`): the first
 * POST answers a confirmation page naming how many responses and attached files will go; its
 * button posts again with `confirm=1` (same nonce), which deletes them and their files, then
 * returns to the Trash with a notice. Responses not in the Trash are never deleted.
 */
import type { Session } from '../../auth/sessions';
import { deleteResponsesPermanently } from '../../forms/delete-responses';
import { formsDb } from '../../forms/db';
import { redirect } from '../../http/respond';
import type { RequestContext } from '../../site-context';
import { markup } from '../../../shared/render/html';
import { bulkNonce, feedbackUrl, sendFeedbackPage, tabs } from './common';

async function trashedWithFiles( ctx: RequestContext, ids: number[] ) {
	const db = formsDb( ctx.site.db );
	const rows = ids.length
		? await db
				.selectFrom( 'feedback' )
				.select( 'id' )
				.where( 'id', 'in', ids )
				.where( 'status', '=', 'trash' )
				.execute()
		: [];
	const trashed = rows.map( ( row ) => row.id );
	const files = trashed.length
		? await db
				.selectFrom( 'form_files' )
				.select( ( eb ) => eb.fn.countAll< number >().as( 'count' ) )
				.where( 'feedback_id', 'in', trashed )
				.executeTakeFirstOrThrow()
		: { count: 0 };
	return { trashed, files: Number( files.count ) };
}

const plural = ( count: number, one: string, many: string ) =>
	`${ count } ${ count === 1 ? one : many }`;

export async function handleDelete(
	ctx: RequestContext,
	session: Session,
	ids: number[],
	confirmed: boolean
): Promise< void > {
	const back = ( params: Record< string, string | number > = {} ) =>
		feedbackUrl( { status: 'trash', ...params } );
	if ( confirmed ) {
		const done = await deleteResponsesPermanently( ctx.site, ids );
		return redirect( ctx.res, back( { done, did: 'delete' } ), 303 );
	}
	const { trashed, files } = await trashedWithFiles( ctx, ids );
	if ( ! trashed.length ) {
		return redirect( ctx.res, back( { done: 0, did: 'delete' } ), 303 );
	}
	const what = plural( trashed.length, 'response', 'responses' );
	const hidden = trashed.map(
		( id ) => markup`<input type="hidden" name="ids[]" value="${ id }">`
	);
	const body = markup`<h1>Delete permanently?</h1>
${ tabs( 'trash' ) }
<div class="notice notice-warning" role="alert"><p>${ what }${ files ? ` and ${ plural( files, 'attached file', 'attached files' ) }` : '' } will be deleted permanently. This cannot be undone.</p></div>
<form method="post" action="${ back() }">
<input type="hidden" name="_wpnonce" value="${ bulkNonce( ctx, session ) }">
<input type="hidden" name="bulk_action" value="delete">
<input type="hidden" name="confirm" value="1">
${ hidden }
<p><button type="submit" class="button button-primary">Delete permanently</button> <a class="button" href="${ back() }">Cancel</a></p>
</form>`;
	await sendFeedbackPage( ctx, 'Delete permanently', body );
}
