/**
 * `/wp-admin/edit.php?post_type=feedback`: the Feedback screen. GET shows the list (or, with
 * `view=response&id=N`, `view=outbox`, `view=deliveries`, another view; `view=file&file=<uid>`
 * downloads an attached file) and, with `export=csv&_wpnonce=…`, downloads everything the
 * filter matches. POST takes the bulk actions (`bulk_action` spam | ham | trash | restore |
 * delete | export with `ids[]`, or one `row_action=<action>:<id>`), always with the
 * `bulk-feedback` nonce in `_wpnonce`; `delete` (Trash only) asks for confirmation first.
 * Other post types fall through to the posts list.
 */
import type { Session } from '../../auth/sessions';
import { readBody } from '../../http/body';
import { integerParam, parseFormEncoded } from '../../http/input';
import { redirect, sendText } from '../../http/respond';
import { responsesCsv } from '../../forms/csv';
import { moderate, type Moderation } from '../../forms/moderation';
import { responsesForExport } from '../../forms/responses';
import { getSettings } from '../../settings/settings';
import type { RequestContext } from '../../site-context';
import { sendMessagePage } from '../guard';
import {
	checkBulkNonce,
	feedbackUrl,
	folderOf,
	requireFeedbackUser,
} from './common';
import { sendAttachment } from './attachment-download';
import { handleDelete } from './delete-confirm';
import { sendDeliveries, sendOutbox, sendResponseView } from './detail-views';
import { sendResponseList } from './list-view';

type PageHandler = ( ctx: RequestContext ) => Promise< void >;

const MODERATIONS: Moderation[] = [ 'spam', 'ham', 'trash', 'restore' ];

function filterOf( ctx: RequestContext ) {
	const params = ctx.url.searchParams;
	const form = integerParam( params, 'form' );
	return {
		folder: folderOf( params.get( 'status' ) ),
		search: ( params.get( 's' ) ?? '' ).slice( 0, 200 ),
		postId: form.ok ? form.value : null,
	};
}

async function sendCsv( ctx: RequestContext, ids: number[] | null ) {
	const responses = await responsesForExport(
		ctx.site.db,
		ids,
		filterOf( ctx )
	);
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const day = new Date().toISOString().slice( 0, 10 );
	sendText( ctx.res, 200, responsesCsv( responses, settings.url ), {
		'Content-Type': 'text/csv; charset=UTF-8',
		'Content-Disposition': `attachment; filename="form-responses-${ day }.csv"`,
		'Cache-Control': 'no-store',
	} );
}

function expired( ctx: RequestContext ) {
	return sendMessagePage(
		ctx,
		403,
		'Something went wrong.',
		'The link you followed has expired. Please go back, reload the page and try again.'
	);
}

async function handleBulk( ctx: RequestContext, session: Session ) {
	const fields = parseFormEncoded(
		( await readBody( ctx.req, 1024 * 1024 ) ).toString( 'utf8' )
	);
	if ( ! checkBulkNonce( ctx, session, fields._wpnonce ) ) {
		return expired( ctx );
	}
	let action =
		typeof fields.bulk_action === 'string' ? fields.bulk_action : '';
	const list = [ fields.ids ?? [] ].flat();
	let ids = list
		.map( Number )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
	const row =
		typeof fields.row_action === 'string'
			? /^([a-z]+):(\d+)$/.exec( fields.row_action )
			: null;
	if ( row ) {
		action = row[ 1 ];
		ids = [ Number( row[ 2 ] ) ];
	}
	if ( action === 'export' ) {
		return sendCsv( ctx, ids.length ? ids : null );
	}
	if ( action === 'delete' ) {
		return handleDelete(
			ctx,
			session,
			ids.slice( 0, 1000 ),
			fields.confirm === '1'
		);
	}
	if ( ! MODERATIONS.includes( action as Moderation ) ) {
		return sendMessagePage(
			ctx,
			400,
			'Unknown action',
			'Choose an action for the selected responses.'
		);
	}
	const done = await moderate(
		ctx.site,
		ids.slice( 0, 1000 ),
		action as Moderation
	);
	const filter = filterOf( ctx );
	redirect(
		ctx.res,
		feedbackUrl( {
			status: filter.folder === 'inbox' ? null : filter.folder,
			s: filter.search,
			form: filter.postId,
			done,
			did: action,
		} ),
		303
	);
}

export async function handleFeedbackScreen(
	ctx: RequestContext
): Promise< void > {
	const session = requireFeedbackUser( ctx );
	if ( ! session ) {
		return;
	}
	if ( ctx.req.method === 'POST' ) {
		return handleBulk( ctx, session );
	}
	const params = ctx.url.searchParams;
	if ( params.get( 'export' ) === 'csv' ) {
		return checkBulkNonce( ctx, session, params.get( '_wpnonce' ) )
			? sendCsv( ctx, null )
			: expired( ctx );
	}
	switch ( params.get( 'view' ) ) {
		case 'response':
			return sendResponseView( ctx, session );
		case 'outbox':
			return sendOutbox( ctx );
		case 'deliveries':
			return sendDeliveries( ctx );
		case 'file':
			return sendAttachment( ctx );
		default:
			return sendResponseList( ctx, session );
	}
}

/**
 * edit.php: the Feedback screen for `post_type=feedback`, else the given posts list (GET only).
 * @param postList the handler of the other post types
 */
export function withFeedbackScreen( postList: PageHandler ): PageHandler {
	return async ( ctx ) => {
		if ( ctx.url.searchParams.get( 'post_type' ) === 'feedback' ) {
			return handleFeedbackScreen( ctx );
		}
		if ( ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD' ) {
			return sendMessagePage(
				ctx,
				405,
				'Method not allowed',
				'This address only answers GET requests.'
			);
		}
		return postList( ctx );
	};
}
