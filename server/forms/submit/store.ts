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
import type { SiteDb } from '../../db/schema';
import { writeInBatch } from '../../db/group-commit';
import { upsertCrmContact } from '../crm/crm-contacts';
import { formsDb, nowIso, type FeedbackRow, type FeedbackStatus } from '../db';
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
	/** Deliveries, only acted on when the response is not spam. */
	mail: ComposedMail;
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

async function findByToken( db: SiteDb, tokenId: string ) {
	return formsDb( db )
		.selectFrom( 'feedback' )
		.selectAll()
		.where( 'token_id', '=', tokenId )
		.executeTakeFirst();
}

/**
 * Queues the deliveries of a stored response that is not spam (also used when an editor marks
 * a spam response as not spam).
 * @param trx
 * @param id
 * @param record
 */
export async function queueDeliveries(
	trx: SiteDb,
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
	/** The response was just inserted with `email_status` pending already. */
	pendingAlready = false
): Promise< void > {
	const db = formsDb( trx );
	const { mail } = record;
	const outbox = await db
		.insertInto( 'form_outbox' )
		.values( {
			feedback_id: id,
			to_addresses: mail.to.join( ',' ),
			from_address: mail.from,
			reply_to: mail.replyTo,
			subject: mail.subject,
			text_body: mail.text,
			html_body: mail.html,
			status: 'queued',
			attempts: 0,
			last_error: '',
			created_at: nowIso(),
			sent_at: null,
		} )
		.returning( 'id' )
		.executeTakeFirstOrThrow();
	await enqueueJob( trx, {
		kind: 'email',
		feedbackId: id,
		target: String( outbox.id ),
		payload: null,
		maxAttempts: record.maxAttempts,
	} );
	if ( ! pendingAlready ) {
		await db
			.updateTable( 'feedback' )
			.set( { email_status: 'pending' } )
			.where( 'id', '=', id )
			.execute();
	}
	const payload = webhookPayload(
		{ id, ...record, submittedAt },
		record.entries
	);
	for ( const url of record.webhookUrls ) {
		await enqueueJob( trx, {
			kind: 'webhook',
			feedbackId: id,
			target: url,
			payload,
			maxAttempts: record.maxAttempts,
		} );
	}
	if ( record.salesforceLead ) {
		await enqueueJob( trx, {
			kind: 'salesforce',
			feedbackId: id,
			target: 'salesforce',
			payload: record.salesforceLead,
			maxAttempts: record.maxAttempts,
		} );
	}
}

export async function storeResponse(
	site: { db: SiteDb },
	record: ResponseRecord
): Promise< StoreResult > {
	const createdAt = nowIso();
	try {
		return await writeInBatch( site.db, async ( trx ) => {
			if ( record.tokenId ) {
				const existing = await findByToken( trx, record.tokenId );
				if ( existing ) {
					return { stored: false, duplicateOf: existing };
				}
			}
			const db = formsDb( trx );
			const { id } = await db
				.insertInto( 'feedback' )
				.values( {
					post_id: record.postId,
					form_id: record.formId ?? null,
					form_key: record.formKey,
					form_title: record.formTitle,
					status: record.status,
					previous_status: null,
					spam_reason: record.spamReasons.join( ',' ),
					author_name: record.authorName,
					author_email: record.authorEmail,
					author_url: record.authorUrl,
					ip: record.ip,
					user_agent: record.userAgent,
					referer: record.referer,
					token_id: record.tokenId,
					body_hash: record.bodyHash,
					email_status:
						record.status === 'publish' ? 'pending' : 'none',
					created_at: createdAt,
				} )
				.returning( 'id' )
				.executeTakeFirstOrThrow();
			if ( record.entries.length ) {
				await db
					.insertInto( 'feedback_fields' )
					.values(
						record.entries.map( ( entry, position ) => ( {
							feedback_id: id,
							position,
							name: entry.name,
							label: entry.label,
							type: entry.type,
							value: JSON.stringify( entry.value ),
							step: entry.step ?? null,
						} ) )
					)
					.execute();
			}
			await insertAttachmentRows( trx, id, record.attachments ?? [] );
			if ( record.status === 'publish' ) {
				await queueDeliveries( trx, id, record, createdAt, true );
				if ( record.crmContact ) {
					await upsertCrmContact( trx, {
						...record.crmContact,
						feedbackId: id,
					} );
				}
			}
			return { stored: true, id };
		} );
	} catch ( error ) {
		if ( record.tokenId && isUniqueViolation( error ) ) {
			const existing = await findByToken( site.db, record.tokenId );
			if ( existing ) {
				return { stored: false, duplicateOf: existing };
			}
		}
		throw error;
	}
}
