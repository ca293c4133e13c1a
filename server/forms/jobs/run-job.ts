/**
 * Running one claimed job: the notification email (SMTP when configured, else held in the
 * outbox for the administrator to read), a webhook delivery (JSON POST, 2xx = delivered) or a
 * Salesforce lead (form POST). The delivery itself runs outside any transaction; its outcome
 * is then written back — to the job, and for email to the outbox row and the response's
 * `email_status` — as one group-committed write (server/db/group-commit.ts), so a pass of
 * several jobs costs one commit, not several per job.
 */
import type { Kysely } from 'kysely';
import { writeInBatch } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { assertPublicDestination } from '../public-address';
import type { SiteContext } from '../../site-context';
import type { FormsConfig } from '../config';
import { formsDb, nowIso, type JobRow } from '../db';
import { errorMessage, postWithTimeout } from '../http-post';
import { sendOverSmtp } from '../mail/smtp';
import { completeJob, failJob } from './queue';

export const HELD_NOTE =
	'No SMTP server is configured (SMTP_URL): the message is kept in the outbox.';

/** Writes that record a delivery's outcome, run in the transaction that updates the job. */
type RecordOutcome = ( trx: Kysely< Database > ) => Promise< void >;

type Delivery = {
	statusCode: number | null;
	note: string;
	record?: RecordOutcome;
};

class DeliveryError extends Error {
	constructor(
		message: string,
		readonly statusCode: number | null,
		readonly record?: RecordOutcome
	) {
		super( message );
	}
}

async function deliverEmail(
	site: SiteContext,
	job: JobRow,
	config: FormsConfig
): Promise< Delivery > {
	const message = await formsDb( site.db )
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
	const markFeedback = async (
		trx: Kysely< Database >,
		status: 'sent' | 'held'
	) => {
		if ( message.feedback_id !== null ) {
			await formsDb( trx )
				.updateTable( 'feedback' )
				.set( { email_status: status } )
				.where( 'id', '=', message.feedback_id )
				.execute();
		}
	};
	if ( ! config.smtpUrl ) {
		return {
			statusCode: null,
			note: HELD_NOTE,
			record: async ( trx ) => {
				await formsDb( trx )
					.updateTable( 'form_outbox' )
					.set( { status: 'held', last_error: HELD_NOTE } )
					.where( 'id', '=', message.id )
					.execute();
				await markFeedback( trx, 'held' );
			},
		};
	}
	try {
		await sendOverSmtp( config.smtpUrl, message, config.httpTimeoutMs );
	} catch ( error ) {
		throw new DeliveryError( errorMessage( error ), null, async ( trx ) => {
			await formsDb( trx )
				.updateTable( 'form_outbox' )
				.set( ( eb ) => ( {
					attempts: eb( 'attempts', '+', 1 ),
					last_error: errorMessage( error ).slice( 0, 1000 ),
				} ) )
				.where( 'id', '=', message.id )
				.execute();
		} );
	}
	return {
		statusCode: 250,
		note: '',
		record: async ( trx ) => {
			await formsDb( trx )
				.updateTable( 'form_outbox' )
				.set( ( eb ) => ( {
					status: 'sent',
					attempts: eb( 'attempts', '+', 1 ),
					last_error: '',
					sent_at: nowIso(),
				} ) )
				.where( 'id', '=', message.id )
				.execute();
			await markFeedback( trx, 'sent' );
		},
	};
}

async function deliverHttp(
	job: JobRow,
	config: FormsConfig
): Promise< Delivery > {
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

async function giveUp( trx: Kysely< Database >, job: JobRow ) {
	if ( job.kind !== 'email' ) {
		return;
	}
	const db = formsDb( trx );
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
	let delivery: Delivery | null = null;
	let failure: DeliveryError;
	try {
		delivery =
			job.kind === 'email'
				? await deliverEmail( site, job, config )
				: await deliverHttp( job, config );
	} catch ( error ) {
		failure =
			error instanceof DeliveryError
				? error
				: new DeliveryError( errorMessage( error ), null );
	}
	const final = await writeInBatch( site.db, async ( trx ) => {
		if ( delivery ) {
			await delivery.record?.( trx );
			await completeJob( trx, job, delivery.statusCode, delivery.note );
			return false;
		}
		await failure.record?.( trx );
		const gaveUp = await failJob(
			trx,
			job,
			failure.message,
			failure.statusCode,
			config.retryBaseMs
		);
		if ( gaveUp ) {
			await giveUp( trx, job );
		}
		return gaveUp;
	} );
	if ( delivery ) {
		return;
	}
	// A failed attempt that will be retried is routine; giving up is worth an error.
	const report = `Form ${ job.kind } job ${ job.id } failed (attempt ${ job.attempts } of ${ job.max_attempts }${ final ? ', giving up' : ', will retry' }): ${ failure!.message }`;
	if ( final ) {
		site.log.error( report );
	} else {
		site.log.info( report );
	}
}
