/**
 * Running one claimed job: the notification email (SMTP when configured, else held in the
 * outbox for the administrator to read), a webhook delivery (JSON POST, 2xx = delivered) or a
 * Salesforce lead (form POST). The delivery itself runs outside any transaction; its outcome
 * is then written back — to the job, and for email to the outbox row and the response's
 * `email_status` — as one group-committed write (server/db/group-commit.ts), so a pass of
 * several jobs costs one commit, not several per job.
 */
import { writeInBatch } from '../../db/group-commit';
import {
	prepareQuery,
	runPrepared,
	syncTransaction,
	type SyncTransaction,
} from '../../db/prepared';
import { assertPublicDestination } from '../public-address';
import type { SiteContext } from '../../site-context';
import type { FormsConfig } from '../config';
import { nowIso, type FormsDb, type JobRow } from '../db';
import { errorMessage, postWithTimeout } from '../http-post';
import { sendOverSmtp } from '../mail/smtp';
import { completeJob, failJob } from './queue';

export const HELD_NOTE =
	'No SMTP server is configured (SMTP_URL): the message is kept in the outbox.';

/** Writes that record a delivery's outcome, run in the transaction that updates the job. */
type RecordOutcome = ( tx: SyncTransaction ) => void;

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

const outboxMessage = prepareQuery( ( db: FormsDb, p: { id: number } ) =>
	db.selectFrom( 'form_outbox' ).selectAll().where( 'id', '=', p.id )
);

const setEmailStatus = prepareQuery(
	(
		db: FormsDb,
		p: { id: number; status: 'pending' | 'sent' | 'held' | 'failed' }
	) =>
		db
			.updateTable( 'feedback' )
			.set( { email_status: p.status } )
			.where( 'id', '=', p.id )
);

const holdMessage = prepareQuery( ( db: FormsDb, p: { id: number } ) =>
	db
		.updateTable( 'form_outbox' )
		.set( { status: 'held', last_error: HELD_NOTE } )
		.where( 'id', '=', p.id )
);

const messageSent = prepareQuery(
	( db: FormsDb, p: { id: number; sentAt: string } ) =>
		db
			.updateTable( 'form_outbox' )
			.set( ( eb ) => ( {
				status: 'sent',
				attempts: eb( 'attempts', '+', 1 ),
				last_error: '',
				sent_at: p.sentAt,
			} ) )
			.where( 'id', '=', p.id )
);

const messageFailedOnce = prepareQuery(
	( db: FormsDb, p: { id: number; error: string } ) =>
		db
			.updateTable( 'form_outbox' )
			.set( ( eb ) => ( {
				attempts: eb( 'attempts', '+', 1 ),
				last_error: p.error,
			} ) )
			.where( 'id', '=', p.id )
);

const messageGivenUp = prepareQuery( ( db: FormsDb, p: { id: number } ) =>
	db
		.updateTable( 'form_outbox' )
		.set( { status: 'failed' } )
		.where( 'id', '=', p.id )
);

async function deliverEmail(
	site: SiteContext,
	job: JobRow,
	config: FormsConfig
): Promise< Delivery > {
	const {
		rows: [ message ],
	} = await runPrepared( site.db, outboxMessage, {
		id: Number( job.target ),
	} );
	if ( ! message || message.status === 'sent' ) {
		return {
			statusCode: null,
			note: message ? '' : 'The message was deleted.',
		};
	}
	const markFeedback = ( tx: SyncTransaction, status: 'sent' | 'held' ) => {
		if ( message.feedback_id !== null ) {
			tx.run( setEmailStatus, { id: message.feedback_id, status } );
		}
	};
	if ( ! config.smtpUrl ) {
		return {
			statusCode: null,
			note: HELD_NOTE,
			record: ( tx ) => {
				tx.run( holdMessage, { id: message.id } );
				markFeedback( tx, 'held' );
			},
		};
	}
	try {
		await sendOverSmtp( config.smtpUrl, message, config.httpTimeoutMs );
	} catch ( error ) {
		throw new DeliveryError( errorMessage( error ), null, ( tx ) => {
			tx.run( messageFailedOnce, {
				id: message.id,
				error: errorMessage( error ).slice( 0, 1000 ),
			} );
		} );
	}
	return {
		statusCode: 250,
		note: '',
		record: ( tx ) => {
			tx.run( messageSent, { id: message.id, sentAt: nowIso() } );
			markFeedback( tx, 'sent' );
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

function giveUp( tx: SyncTransaction, job: JobRow ) {
	if ( job.kind !== 'email' ) {
		return;
	}
	tx.run( messageGivenUp, { id: Number( job.target ) } );
	if ( job.feedback_id !== null ) {
		tx.run( setEmailStatus, { id: job.feedback_id, status: 'failed' } );
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
		const tx = syncTransaction( trx );
		if ( delivery ) {
			delivery.record?.( tx );
			completeJob( tx, job, delivery.statusCode, delivery.note );
			return false;
		}
		failure.record?.( tx );
		const gaveUp = failJob(
			tx,
			job,
			failure.message,
			failure.statusCode,
			config.retryBaseMs
		);
		if ( gaveUp ) {
			giveUp( tx, job );
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
