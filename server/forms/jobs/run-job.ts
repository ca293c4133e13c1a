/**
 * Running one claimed job: the notification email (SMTP when configured, else held in the
 * outbox for the administrator to read), a webhook delivery (JSON POST, 2xx = delivered) or a
 * Salesforce lead (form POST). Success and failure are written back to the job, and for email
 * to the outbox row and the response's `email_status`.
 */
import { assertPublicDestination } from '../public-address';
import type { SiteContext } from '../../site-context';
import type { FormsConfig } from '../config';
import { formsDb, nowIso, type JobRow } from '../db';
import { errorMessage, postWithTimeout } from '../http-post';
import { sendOverSmtp } from '../mail/smtp';
import { completeJob, failJob } from './queue';

export const HELD_NOTE =
	'No SMTP server is configured (SMTP_URL): the message is kept in the outbox.';

class DeliveryError extends Error {
	constructor(
		message: string,
		readonly statusCode: number | null
	) {
		super( message );
	}
}

async function deliverEmail(
	site: SiteContext,
	job: JobRow,
	config: FormsConfig
) {
	const db = formsDb( site.db );
	const message = await db
		.selectFrom( 'form_outbox' )
		.selectAll()
		.where( 'id', '=', Number( job.target ) )
		.executeTakeFirst();
	if ( ! message || message.status === 'sent' ) {
		return {
			statusCode: null,
			note: message ? '' : 'The message was deleted.',
		};
	}
	const markFeedback = ( status: 'sent' | 'held' ) =>
		message.feedback_id === null
			? Promise.resolve()
			: db
					.updateTable( 'feedback' )
					.set( { email_status: status } )
					.where( 'id', '=', message.feedback_id )
					.execute()
					.then( () => undefined );
	if ( ! config.smtpUrl ) {
		await db
			.updateTable( 'form_outbox' )
			.set( { status: 'held', last_error: HELD_NOTE } )
			.where( 'id', '=', message.id )
			.execute();
		await markFeedback( 'held' );
		return { statusCode: null, note: HELD_NOTE };
	}
	try {
		await sendOverSmtp( config.smtpUrl, message, config.httpTimeoutMs );
	} catch ( error ) {
		await db
			.updateTable( 'form_outbox' )
			.set( ( eb ) => ( {
				attempts: eb( 'attempts', '+', 1 ),
				last_error: errorMessage( error ).slice( 0, 1000 ),
			} ) )
			.where( 'id', '=', message.id )
			.execute();
		throw new DeliveryError( errorMessage( error ), null );
	}
	await db
		.updateTable( 'form_outbox' )
		.set( ( eb ) => ( {
			status: 'sent',
			attempts: eb( 'attempts', '+', 1 ),
			last_error: '',
			sent_at: nowIso(),
		} ) )
		.where( 'id', '=', message.id )
		.execute();
	await markFeedback( 'sent' );
	return { statusCode: 250, note: '' };
}

async function deliverHttp( job: JobRow, config: FormsConfig ) {
	const isWebhook = job.kind === 'webhook';
	const url = isWebhook ? job.target : config.salesforceUrl;
	const payload = JSON.parse( job.payload ) as unknown;
	const body = isWebhook
		? JSON.stringify( payload )
		: new URLSearchParams( payload as Record< string, string > ).toString();
	let result;
	try {
		if ( isWebhook && ! config.webhooksAllowPrivate ) {
			await assertPublicDestination( url );
		}
		result = await postWithTimeout(
			url,
			body,
			isWebhook
				? 'application/json'
				: 'application/x-www-form-urlencoded',
			config.httpTimeoutMs,
			isWebhook && job.feedback_id
				? { 'X-Form-Response-Id': String( job.feedback_id ) }
				: {}
		);
	} catch ( error ) {
		throw new DeliveryError( errorMessage( error ), null );
	}
	if ( result.status < 200 || result.status >= 300 ) {
		throw new DeliveryError(
			`HTTP ${ result.status }${ result.body ? `: ${ result.body.slice( 0, 200 ) }` : '' }`,
			result.status
		);
	}
	return { statusCode: result.status, note: '' };
}

async function giveUp( site: SiteContext, job: JobRow ) {
	if ( job.kind !== 'email' ) {
		return;
	}
	const db = formsDb( site.db );
	await db
		.updateTable( 'form_outbox' )
		.set( { status: 'failed' } )
		.where( 'id', '=', Number( job.target ) )
		.execute();
	if ( job.feedback_id !== null ) {
		await db
			.updateTable( 'feedback' )
			.set( { email_status: 'failed' } )
			.where( 'id', '=', job.feedback_id )
			.execute();
	}
}

export async function runJob(
	site: SiteContext,
	job: JobRow,
	config: FormsConfig
): Promise< void > {
	try {
		const { statusCode, note } =
			job.kind === 'email'
				? await deliverEmail( site, job, config )
				: await deliverHttp( job, config );
		await completeJob( site.db, job, statusCode, note );
	} catch ( error ) {
		const statusCode =
			error instanceof DeliveryError ? error.statusCode : null;
		const final = await failJob(
			site.db,
			job,
			errorMessage( error ),
			statusCode,
			config.retryBaseMs
		);
		if ( final ) {
			await giveUp( site, job );
		}
		// A failed attempt that will be retried is routine; giving up is worth an error.
		const report = `Form ${ job.kind } job ${ job.id } failed (attempt ${ job.attempts } of ${ job.max_attempts }${ final ? ', giving up' : ', will retry' }): ${ errorMessage( error ) }`;
		if ( final ) {
			site.log.error( report );
		} else {
			site.log.info( report );
		}
	}
}
