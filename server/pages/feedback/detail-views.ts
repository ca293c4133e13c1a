/**
 * The Feedback screens other than the list: one response with every field, the outbox (the
 * notification emails, with their status, readable when no SMTP server is configured), and the
 * delivery log (every email, webhook and Salesforce job: status code, attempts, last error).
 */
import type { Session } from '../../auth/sessions';
import { adminDate } from '../../dates';
import { formsDb, type FormFileRow } from '../../forms/db';
import { formatBytes } from '../../http/body';
import { getResponse } from '../../forms/responses';
import { getSettings } from '../../settings/settings';
import type { RequestContext } from '../../site-context';
import { sendMessagePage } from '../guard';
import { markup, type SafeHtml } from '../../../shared/render/html';
import { queryInteger } from '../query-integer';
import { bulkNonce, feedbackUrl, sendFeedbackPage, tabs } from './common';

const STATUS_ACTIONS: Record< string, Array< [ string, string ] > > = {
	publish: [
		[ 'spam', 'Mark as spam' ],
		[ 'trash', 'Move to Trash' ],
	],
	spam: [
		[ 'ham', 'Not spam' ],
		[ 'trash', 'Move to Trash' ],
	],
	trash: [
		[ 'restore', 'Restore' ],
		[ 'delete', 'Delete permanently' ],
	],
};

function filesCell( files: FormFileRow[] ): SafeHtml {
	if ( ! files.length ) {
		return markup`No file`;
	}
	const items = files.map(
		( file ) =>
			markup`<li><a href="${ feedbackUrl( { view: 'file', file: file.uid } ) }" download>${ file.name }</a> (${ formatBytes( file.size ) })</li>`
	);
	return markup`<ul style="margin:0">${ items }</ul>`;
}

export async function sendResponseView(
	ctx: RequestContext,
	session: Session
): Promise< void > {
	const id = queryInteger( ctx, 'id' );
	if ( id === undefined ) {
		return;
	}
	const response = id === null ? null : await getResponse( ctx.site.db, id );
	if ( ! response ) {
		return sendMessagePage(
			ctx,
			404,
			'Response not found',
			'There is no form response with that ID.'
		);
	}
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const rows = response.fields.map(
		( field ) =>
			markup`<tr><th scope="row">${ field.label }${
				field.step
					? markup`<br><span class="response-field__step">${ field.step }</span>`
					: ''
			}</th><td>${
				field.type === 'file'
					? filesCell(
							response.files.filter(
								( file ) => file.field_name === field.name
							)
						)
					: markup`${ Array.isArray( field.value ) ? field.value.join( ', ' ) : field.value }`
			}</td></tr>`
	);
	const buttons = ( STATUS_ACTIONS[ response.status ] ?? [] ).map(
		( [ action, label ] ) =>
			markup`<button type="submit" class="button" name="row_action" value="${ action }:${ response.id }">${ label }</button> `
	);
	const folder = response.status === 'publish' ? null : response.status;
	const body = markup`<h1>Response from ${ response.author_name || response.author_email || `#${ response.id }` }</h1>
${ tabs( folder ?? 'inbox' ) }
<p><a href="${ feedbackUrl( { status: folder } ) }">Back to the responses</a></p>
<table class="posts response-fields"><caption style="text-align:left">Submitted fields</caption><tbody>${ rows }</tbody></table>
<h2>Details</h2>
<table class="posts response-fields"><tbody>
<tr><th scope="row">Form</th><td>${ response.form_title } (${ response.form_id === null ? `post ${ response.post_id }` : `synced form ${ response.form_id }, sent from post ${ response.post_id }` })</td></tr>
<tr><th scope="row">Date</th><td>${ adminDate( response.created_at, settings.timezone_string ) }</td></tr>
<tr><th scope="row">Status</th><td>${ response.status === 'publish' ? 'Inbox' : response.status }${ response.spam_reason ? ` (${ response.spam_reason })` : '' }</td></tr>
<tr><th scope="row">Email notification</th><td>${ response.email_status }</td></tr>
<tr><th scope="row">IP address</th><td>${ response.ip }</td></tr>
<tr><th scope="row">Browser</th><td>${ response.user_agent }</td></tr>
</tbody></table>
<form method="post" action="${ feedbackUrl( { status: folder } ) }"><input type="hidden" name="_wpnonce" value="${ bulkNonce( ctx, session ) }">
<p>${ buttons }<button type="submit" class="button" name="row_action" value="export:${ response.id }">Export as CSV</button></p></form>`;
	await sendFeedbackPage( ctx, 'Form Response', body );
}

export async function sendOutbox( ctx: RequestContext ): Promise< void > {
	const messageId = queryInteger( ctx, 'message' );
	if ( messageId === undefined ) {
		return;
	}
	const db = formsDb( ctx.site.db );
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	let detail: SafeHtml | string = '';
	if ( messageId !== null ) {
		const message = await db
			.selectFrom( 'form_outbox' )
			.selectAll()
			.where( 'id', '=', messageId )
			.executeTakeFirst();
		detail = message
			? markup`<h2>${ message.subject }</h2>
<p>From: ${ message.from_address }<br>To: ${ message.to_addresses }${ message.reply_to ? markup`<br>Reply-To: ${ message.reply_to }` : '' }</p>
<pre class="mail">${ message.text_body }</pre>`
			: markup`<p>That message does not exist.</p>`;
	}
	const messages = await db
		.selectFrom( 'form_outbox' )
		.selectAll()
		.orderBy( 'id', 'desc' )
		.limit( 100 )
		.execute();
	const rows = messages.map(
		(
			message
		) => markup`<tr><td><a href="${ feedbackUrl( { view: 'outbox', message: message.id } ) }">${ message.subject }</a></td>
<td>${ message.to_addresses }</td><td>${ message.status }</td><td>${ message.attempts }</td><td>${ message.last_error }</td>
<td>${ adminDate( message.created_at, settings.timezone_string ) }</td></tr>`
	);
	const body = markup`<h1>Outbox</h1>
${ tabs( 'outbox' ) }
<p>Notification emails of form responses. Without an SMTP server (SMTP_URL) they are kept here, status "held".</p>
${ detail }
<table class="posts"><caption style="text-align:left">Notification emails, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col">Created</th></tr></thead>
<tbody>${ rows.length ? rows : markup`<tr><td colspan="6">No messages.</td></tr>` }</tbody></table>`;
	await sendFeedbackPage( ctx, 'Outbox', body );
}

export async function sendDeliveries( ctx: RequestContext ): Promise< void > {
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const jobs = await formsDb( ctx.site.db )
		.selectFrom( 'form_jobs' )
		.selectAll()
		.orderBy( 'id', 'desc' )
		.limit( 200 )
		.execute();
	const rows = jobs.map(
		(
			job
		) => markup`<tr id="delivery-${ job.id }"><td>${ job.kind }</td><td>${ job.kind === 'email' ? `outbox #${ job.target }` : job.target }</td>
<td>${ job.feedback_id ? markup`<a href="${ feedbackUrl( { view: 'response', id: job.feedback_id } ) }">#${ job.feedback_id }</a>` : '—' }</td>
<td>${ job.status }</td><td>${ job.last_status_code ?? '—' }</td><td>${ job.attempts } of ${ job.max_attempts }</td><td>${ job.last_error }</td>
<td>${ job.status === 'pending' ? adminDate( new Date( job.run_at_ms ).toISOString(), settings.timezone_string ) : '—' }</td></tr>`
	);
	const body = markup`<h1>Deliveries</h1>
${ tabs( 'deliveries' ) }
<p>Emails, webhooks and Salesforce leads sent for form responses. Failed attempts are retried with growing delays.</p>
<table class="posts"><caption style="text-align:left">Delivery log, newest first</caption>
<thead><tr><th scope="col">Kind</th><th scope="col">Target</th><th scope="col">Response</th><th scope="col">Status</th><th scope="col">Status code</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col">Next try</th></tr></thead>
<tbody>${ rows.length ? rows : markup`<tr><td colspan="8">Nothing delivered yet.</td></tr>` }</tbody></table>`;
	await sendFeedbackPage( ctx, 'Deliveries', body );
}
