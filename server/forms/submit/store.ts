/**
 * Stores a response durably, all or nothing: the feedback row, its field values, and — for a
 * response that is not spam — the notification in the outbox, the delivery jobs (email,
 * webhooks, Salesforce) and the CRM contact. Concurrent responses share one group-committed
 * transaction (server/db/group-commit.ts), each in its own savepoint. Only after the commit
 * and the sync of the log (db/durable-log.ts) is the visitor told it worked; the jobs then run
 * from the queue, off the request path, so a crash after the commit loses nothing. The token
 * id is UNIQUE: a second submission with the same token is reported as a duplicate of the
 * first, never stored twice.
 */
import type { Kysely } from 'kysely';
import {
	prepareQuery,
	syncTransaction,
	type SyncTransaction,
} from '../../db/prepared';
import type { Database } from '../../db/schema';
import { upsertCrmContact } from '../crm/crm-contacts';
import {
	nowIso,
	type EmailStatus,
	type FeedbackRow,
	type FeedbackStatus,
	type FormsDb,
} from '../db';
import { enqueueJob } from '../jobs/queue';
import type { ComposedMail } from '../mail/compose';
import type { Entry } from '../model/validate';
import {
	insertAttachmentRows,
	type StoredAttachment,
} from '../files/attachments';
import { webhookPayload } from '../webhooks';

export type ResponseRecord = {
	postId: number;
	/** The synced form's post, when the form was one (`ref`). */
	formId?: number | null;
	formKey: string;
	formTitle: string;
	sourceUrl: string;
	status: FeedbackStatus;
	spamReasons: string[];
	authorName: string;
	authorEmail: string;
	authorUrl: string;
	ip: string;
	userAgent: string;
	referer: string;
	tokenId: string | null;
	bodyHash: string;
	entries: Entry[];
	/** Files already written to storage, recorded with the response. */
	attachments?: StoredAttachment[];
	/** Deliveries, only acted on when the response is not spam (no mail: the form sends none). */
	mail: ComposedMail | null;
	webhookUrls: string[];
	salesforceLead: Record< string, string > | null;
	crmContact: { email: string; name: string; source: string } | null;
	maxAttempts: number;
};

export type StoreResult =
	{ stored: true; id: number } | { stored: false; duplicateOf: FeedbackRow };

function isUniqueViolation( error: unknown ): boolean {
	return (
		error instanceof Error &&
		( error as Error & { code?: string } ).code ===
			'SQLITE_CONSTRAINT_UNIQUE'
	);
}

const byToken = prepareQuery( ( db: FormsDb, p: { tokenId: string } ) =>
	db.selectFrom( 'feedback' ).selectAll().where( 'token_id', '=', p.tokenId )
);

const insertFeedback = prepareQuery(
	(
		db: FormsDb,
		p: {
			postId: number;
			formId: number | null;
			formKey: string;
			formTitle: string;
			status: FeedbackStatus;
			spamReason: string;
			authorName: string;
			authorEmail: string;
			authorUrl: string;
			ip: string;
			userAgent: string;
			referer: string;
			tokenId: string | null;
			bodyHash: string;
			emailStatus: EmailStatus;
			createdAt: string;
		}
	) =>
		db.insertInto( 'feedback' ).values( {
			post_id: p.postId,
			form_id: p.formId,
			form_key: p.formKey,
			form_title: p.formTitle,
			status: p.status,
			previous_status: null,
			spam_reason: p.spamReason,
			author_name: p.authorName,
			author_email: p.authorEmail,
			author_url: p.authorUrl,
			ip: p.ip,
			user_agent: p.userAgent,
			referer: p.referer,
			token_id: p.tokenId,
			body_hash: p.bodyHash,
			email_status: p.emailStatus,
			created_at: p.createdAt,
		} )
);

const insertField = prepareQuery(
	(
		db: FormsDb,
		p: {
			feedbackId: number;
			position: number;
			name: string;
			label: string;
			type: string;
			value: string;
			step: string | null;
		}
	) =>
		db.insertInto( 'feedback_fields' ).values( {
			feedback_id: p.feedbackId,
			position: p.position,
			name: p.name,
			label: p.label,
			type: p.type,
			value: p.value,
			step: p.step,
		} )
);

const insertMessage = prepareQuery(
	(
		db: FormsDb,
		p: {
			feedbackId: number;
			to: string;
			from: string;
			replyTo: string;
			subject: string;
			text: string;
			html: string;
			createdAt: string;
		}
	) =>
		db.insertInto( 'form_outbox' ).values( {
			feedback_id: p.feedbackId,
			to_addresses: p.to,
			from_address: p.from,
			reply_to: p.replyTo,
			subject: p.subject,
			text_body: p.text,
			html_body: p.html,
			status: 'queued',
			attempts: 0,
			last_error: '',
			created_at: p.createdAt,
			sent_at: null,
		} )
);

const emailPending = prepareQuery( ( db: FormsDb, p: { id: number } ) =>
	db
		.updateTable( 'feedback' )
		.set( { email_status: 'pending' } )
		.where( 'id', '=', p.id )
);

/**
 * Queues the deliveries of a stored response that is not spam (also used when an editor marks
 * a spam response as not spam), in the transaction `tx` runs in.
 * @param tx
 * @param id
 * @param record
 * @param submittedAt
 * @param pendingAlready
 */
export function queueDeliveries(
	tx: SyncTransaction,
	id: number,
	record: Pick<
		ResponseRecord,
		| 'mail'
		| 'webhookUrls'
		| 'salesforceLead'
		| 'maxAttempts'
		| 'postId'
		| 'formKey'
		| 'formTitle'
		| 'sourceUrl'
		| 'entries'
	>,
	submittedAt: string,
	/** The response was just inserted with `email_status` pending already (when it has mail). */
	pendingAlready = false
): void {
	const { mail } = record;
	if ( mail ) {
		const outbox = tx.run( insertMessage, {
			feedbackId: id,
			to: mail.to.join( ',' ),
			from: mail.from,
			replyTo: mail.replyTo,
			subject: mail.subject,
			text: mail.text,
			html: mail.html,
			createdAt: nowIso(),
		} );
		enqueueJob( tx, {
			kind: 'email',
			feedbackId: id,
			target: String( outbox.lastInsertRowid ),
			payload: null,
			maxAttempts: record.maxAttempts,
		} );
		if ( ! pendingAlready ) {
			tx.run( emailPending, { id } );
		}
	}
	if ( record.webhookUrls.length ) {
		const payload = webhookPayload(
			{
				id,
				postId: record.postId,
				formKey: record.formKey,
				formTitle: record.formTitle,
				sourceUrl: record.sourceUrl,
				submittedAt,
			},
			record.entries
		);
		for ( const url of record.webhookUrls ) {
			enqueueJob( tx, {
				kind: 'webhook',
				feedbackId: id,
				target: url,
				payload,
				maxAttempts: record.maxAttempts,
			} );
		}
	}
	if ( record.salesforceLead ) {
		enqueueJob( tx, {
			kind: 'salesforce',
			feedbackId: id,
			target: 'salesforce',
			payload: record.salesforceLead,
			maxAttempts: record.maxAttempts,
		} );
	}
}

/**
 * Stores `record` in `trx`, an open transaction (a group-committed unit): the response, or the
 * response already stored with its token.
 * @param trx
 * @param record
 */
export async function storeResponse(
	trx: Kysely< Database >,
	record: ResponseRecord
): Promise< StoreResult > {
	const tx = syncTransaction( trx );
	if ( record.tokenId ) {
		const existing = tx.get( byToken, { tokenId: record.tokenId } );
		if ( existing ) {
			return { stored: false, duplicateOf: existing };
		}
	}
	const createdAt = nowIso();
	let id: number;
	try {
		id = tx.run( insertFeedback, {
			postId: record.postId,
			formId: record.formId ?? null,
			formKey: record.formKey,
			formTitle: record.formTitle,
			status: record.status,
			spamReason: record.spamReasons.join( ',' ),
			authorName: record.authorName,
			authorEmail: record.authorEmail,
			authorUrl: record.authorUrl,
			ip: record.ip,
			userAgent: record.userAgent,
			referer: record.referer,
			tokenId: record.tokenId,
			bodyHash: record.bodyHash,
			emailStatus:
				record.status === 'publish' && record.mail ? 'pending' : 'none',
			createdAt,
		} ).lastInsertRowid;
	} catch ( error ) {
		// Another site process stored the same token meanwhile.
		const existing =
			record.tokenId && isUniqueViolation( error )
				? tx.get( byToken, { tokenId: record.tokenId } )
				: undefined;
		if ( existing ) {
			return { stored: false, duplicateOf: existing };
		}
		throw error;
	}
	record.entries.forEach( ( entry, position ) => {
		tx.run( insertField, {
			feedbackId: id,
			position,
			name: entry.name,
			label: entry.label,
			type: entry.type,
			value: JSON.stringify( entry.value ),
			step: entry.step ?? null,
		} );
	} );
	if ( record.attachments?.length ) {
		await insertAttachmentRows( trx, id, record.attachments );
	}
	if ( record.status === 'publish' ) {
		queueDeliveries( tx, id, record, createdAt, true );
		if ( record.crmContact ) {
			await upsertCrmContact( trx, {
				...record.crmContact,
				feedbackId: id,
			} );
		}
	}
	return { stored: true, id };
}
