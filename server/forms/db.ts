/**
 * The tables of migration 0004 (forms) as Kysely sees them. Table types exist only for the
 * compiler, so `formsDb( db )` is the same connection (or the same transaction) with them typed.
 * Dates are ISO 8601 strings in UTC; `*_at_ms` columns are epoch milliseconds.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** publish = inbox, spam, trash (the status before trashing is kept in `previous_status`). */
export type FeedbackStatus = 'publish' | 'spam' | 'trash';

/** none (spam, nothing to send), pending, sent, held (no SMTP: kept in the outbox), failed. */
export type EmailStatus = 'none' | 'pending' | 'sent' | 'held' | 'failed';

export type FeedbackTable = {
	id: Generated< number >;
	post_id: number;
	/** The synced form (`jetpack_form` post) the response was sent with; null for a form saved in the post. */
	form_id: number | null;
	/** The form's place in the post (its block path, e.g. `0` or `3-1`). */
	form_key: string;
	form_title: string;
	status: FeedbackStatus;
	previous_status: FeedbackStatus | null;
	/** Comma-separated reasons it was taken for spam (honeypot, token, too-fast, checker). */
	spam_reason: string;
	author_name: string;
	author_email: string;
	author_url: string;
	ip: string;
	user_agent: string;
	referer: string;
	/** The one-time token's id: unique, so a captured submission cannot be stored twice. */
	token_id: string | null;
	/** SHA-256 of the submitted values, to answer an identical resubmission idempotently. */
	body_hash: string;
	email_status: EmailStatus;
	created_at: string;
};

export type FeedbackFieldsTable = {
	feedback_id: number;
	position: number;
	name: string;
	label: string;
	/** The field type: text, name, email, url, date, telephone, textarea, checkbox, … */
	type: string;
	/** JSON: a string, or an array of strings for checkbox-multiple. */
	value: string;
	/** The multi-step form's step the answer was given in (its label); null outside steps. */
	step: string | null;
};

export type OutboxStatus = 'queued' | 'sent' | 'held' | 'failed';

export type OutboxTable = {
	id: Generated< number >;
	feedback_id: number | null;
	/** Comma-separated recipients. */
	to_addresses: string;
	from_address: string;
	reply_to: string;
	subject: string;
	text_body: string;
	html_body: string;
	status: OutboxStatus;
	attempts: number;
	last_error: string;
	created_at: string;
	sent_at: string | null;
};

export type JobKind = 'email' | 'webhook' | 'salesforce';
export type JobStatus = 'pending' | 'done' | 'failed';

export type JobsTable = {
	id: Generated< number >;
	kind: JobKind;
	feedback_id: number | null;
	/** Where it goes: the webhook or Salesforce URL, or the outbox id for email. */
	target: string;
	/** JSON body to deliver. */
	payload: string;
	status: JobStatus;
	attempts: number;
	max_attempts: number;
	run_at_ms: number;
	/** While a worker holds it; a crashed worker's lease simply runs out. */
	locked_until_ms: number | null;
	last_status_code: number | null;
	last_error: string;
	created_at: string;
	updated_at: string;
};

export type CrmContactsTable = {
	id: Generated< number >;
	email: string;
	name: string;
	source: string;
	feedback_id: number | null;
	created_at: string;
	updated_at: string;
};

/** A file attached to a response (migration 0005); the bytes are in the site's file storage. */
export type FormFilesTable = {
	id: Generated< number >;
	/** Random id in the download address. */
	uid: string;
	feedback_id: number;
	/** The file field's input name. */
	field_name: string;
	position: number;
	/** The visitor's file name, reduced to a safe base name (display and download name). */
	name: string;
	storage_key: string;
	/** The type the content was recognised as (never the client's claim). */
	mime: string;
	size: number;
	created_at: string;
};

export type FormsTables = {
	feedback: FeedbackTable;
	feedback_fields: FeedbackFieldsTable;
	form_outbox: OutboxTable;
	form_jobs: JobsTable;
	crm_contacts: CrmContactsTable;
	form_files: FormFilesTable;
};

export type FormsDb = Kysely< Database & FormsTables >;

export type FeedbackRow = Selectable< FeedbackTable >;
export type FeedbackFieldRow = Selectable< FeedbackFieldsTable >;
export type OutboxRow = Selectable< OutboxTable >;
export type JobRow = Selectable< JobsTable >;
export type FormFileRow = Selectable< FormFilesTable >;

/**
 * The site database (or a transaction on it) with the forms tables typed.
 * @param db
 */
export function formsDb( db: Kysely< Database > | FormsDb ): FormsDb {
	return db as unknown as FormsDb;
}

export function nowIso( now = Date.now() ): string {
	return new Date( now ).toISOString();
}
