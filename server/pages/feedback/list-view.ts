/**
 * The responses list: folder tabs, search (`s`), filter by form (`form` = post id), a table
 * with a checkbox per response, row actions and bulk actions (one form, with the bulk nonce),
 * CSV export of the selection or of everything the filter matches, and paging.
 */
import type { Session } from '../../auth/sessions';
import { adminDate } from '../../dates';
import {
	formsWithResponses,
	listResponses,
	type Folder,
	type StoredResponse,
} from '../../forms/responses';
import { getSettings } from '../../settings/settings';
import type { RequestContext } from '../../site-context';
import { markup, raw, type SafeHtml } from '../../../shared/render/html';
import { MAX_PAGE, queryInteger } from '../query-integer';
import {
	bulkNonce,
	feedbackUrl,
	folderOf,
	sendFeedbackPage,
	tabs,
} from './common';

const PER_PAGE = 20;

const ACTIONS: Record< Folder, Array< [ string, string ] > > = {
	inbox: [
		[ 'spam', 'Mark as spam' ],
		[ 'trash', 'Move to Trash' ],
		[ 'export', 'Export as CSV' ],
	],
	spam: [
		[ 'ham', 'Not spam' ],
		[ 'trash', 'Move to Trash' ],
		[ 'export', 'Export as CSV' ],
	],
	trash: [
		[ 'restore', 'Restore' ],
		[ 'delete', 'Delete permanently' ],
		[ 'export', 'Export as CSV' ],
	],
};

const FOLDER_LABELS: Record< Folder, string > = {
	inbox: 'Inbox',
	spam: 'Spam',
	trash: 'Trash',
};

const DONE: Record< string, string > = {
	spam: 'marked as spam',
	ham: 'moved to the inbox',
	trash: 'moved to the Trash',
	restore: 'restored',
	delete: 'deleted permanently',
};

const EMAIL_LABELS: Record< string, string > = {
	none: '—',
	pending: 'Sending',
	sent: 'Sent',
	held: 'In outbox',
	failed: 'Failed',
};

function preview( response: StoredResponse ): string {
	const field =
		response.fields.find(
			( candidate ) => candidate.type === 'textarea' && candidate.value
		) ??
		response.fields.find(
			( candidate ) =>
				! [ 'name', 'email' ].includes( candidate.type ) &&
				candidate.value
		);
	const value = field?.value ?? '';
	const text = Array.isArray( value ) ? value.join( ', ' ) : value;
	return text.length > 120 ? `${ text.slice( 0, 117 ) }…` : text;
}

function rowHtml(
	response: StoredResponse,
	folder: Folder,
	timeZone: string
): SafeHtml {
	const from =
		response.author_name ||
		response.author_email ||
		`Response #${ response.id }`;
	const actions = ACTIONS[ folder ]
		.filter( ( [ action ] ) => action !== 'export' )
		.map(
			( [ action, label ] ) =>
				markup` | <button type="submit" name="row_action" value="${ action }:${ response.id }">${ label }</button>`
		);
	const checkboxId = `response-${ response.id }`;
	return markup`<tr id="feedback-${ response.id }">
<td class="check-column"><input type="checkbox" name="ids[]" value="${ response.id }" id="${ checkboxId }"><label for="${ checkboxId }" class="screen-reader-text" style="position:absolute;left:-9999px">Select response from ${ from }</label></td>
<td class="column-primary"><strong><a href="${ feedbackUrl( { view: 'response', id: response.id } ) }">${ from }</a></strong>${ response.author_email && response.author_name ? markup`<br>${ response.author_email }` : '' }
<div class="row-actions"><a href="${ feedbackUrl( { view: 'response', id: response.id } ) }">View</a>${ actions }</div></td>
<td data-colname="Message">${ preview( response ) }</td>
<td data-colname="Form">${ response.form_title }</td>
<td data-colname="Date">${ adminDate( response.created_at, timeZone ) }</td>
<td data-colname="Email">${ EMAIL_LABELS[ response.email_status ] ?? response.email_status }</td>
</tr>
`;
}

export async function sendResponseList(
	ctx: RequestContext,
	session: Session
): Promise< void > {
	const postId = queryInteger( ctx, 'form' );
	const paged =
		postId === undefined
			? undefined
			: queryInteger( ctx, 'paged', 1, MAX_PAGE );
	if ( postId === undefined || paged === undefined ) {
		return;
	}
	const page = paged ?? 1;
	const params = ctx.url.searchParams;
	const folder = folderOf( params.get( 'status' ) );
	const search = ( params.get( 's' ) ?? '' ).slice( 0, 200 );
	const { db } = ctx.site;
	const settings = await getSettings( db, ctx.site.serverUrl() );
	const { rows, total } = await listResponses(
		db,
		{ folder, search, postId },
		page,
		PER_PAGE
	);
	const forms = await formsWithResponses( db );
	const nonce = bulkNonce( ctx, session );
	const filterParams = {
		status: folder === 'inbox' ? null : folder,
		s: search,
		form: postId,
	};

	const done = Number( params.get( 'done' ) );
	const did = DONE[ params.get( 'did' ) ?? '' ];
	const notice =
		did && Number.isInteger( done )
			? markup`<div class="notice" role="status"><p>${ done } ${ done === 1 ? 'response' : 'responses' } ${ did }.</p></div>`
			: '';
	const formOptions = forms.map(
		( form ) =>
			markup`<option value="${ form.postId }"${ raw( form.postId === postId ? ' selected' : '' ) }>${ form.title } (${ form.count })</option>`
	);
	// A neutral first choice, so Apply never marks responses by accident.
	const actionOptions = [
		markup`<option value="" selected>Bulk actions</option>`,
		...ACTIONS[ folder ].map(
			( [ value, label ] ) =>
				markup`<option value="${ value }">${ label }</option>`
		),
	];
	const exportAll = feedbackUrl( {
		...filterParams,
		export: 'csv',
		_wpnonce: nonce,
	} );
	const pages = Math.max( 1, Math.ceil( total / PER_PAGE ) );
	const paging =
		pages > 1
			? markup`<p>Page ${ page } of ${ pages }${ page > 1 ? markup` · <a href="${ feedbackUrl( { ...filterParams, paged: page - 1 } ) }">Previous page</a>` : '' }${
					page < pages
						? markup` · <a href="${ feedbackUrl( { ...filterParams, paged: page + 1 } ) }">Next page</a>`
						: ''
				}</p>`
			: '';
	const empty = markup`<tr><td colspan="6">${ search || postId ? 'No responses match.' : 'No responses yet.' }</td></tr>`;
	const body = markup`<h1>Form Responses</h1>
${ tabs( folder ) }
${ notice }
<form method="get" action="/wp-admin/edit.php" class="feedback-tools" role="search" aria-label="Filter responses">
<input type="hidden" name="post_type" value="feedback">
${ folder === 'inbox' ? '' : markup`<input type="hidden" name="status" value="${ folder }">` }
<div><label for="feedback-search">Search responses</label><input type="search" id="feedback-search" name="s" value="${ search }"></div>
<div><label for="feedback-form">Form</label><select id="feedback-form" name="form"><option value="">All forms</option>${ formOptions }</select></div>
<button type="submit" class="button">Filter</button>
<a class="button" href="${ exportAll }">Export all as CSV</a>
</form>
<form method="post" action="${ feedbackUrl( filterParams ) }">
<input type="hidden" name="_wpnonce" value="${ nonce }">
<div class="feedback-tools"><div><label for="bulk-action">Bulk actions</label><select id="bulk-action" name="bulk_action">${ actionOptions }</select></div>
<button type="submit" class="button">Apply</button></div>
<p>${ total } ${ total === 1 ? 'response' : 'responses' }</p>
<table class="posts feedback-list">
<caption style="text-align:left">Responses (${ FOLDER_LABELS[ folder ] })</caption>
<thead><tr><th scope="col"><span style="position:absolute;left:-9999px">Select</span></th><th scope="col">From</th><th scope="col">Message</th><th scope="col">Form</th><th scope="col">Date</th><th scope="col">Email</th></tr></thead>
<tbody>
${ rows.length ? rows.map( ( row ) => rowHtml( row, folder, settings.timezone_string ) ) : empty }
</tbody>
</table>
</form>
${ paging }`;
	await sendFeedbackPage( ctx, 'Form Responses', body );
}
