/**
 * The host's CRM store: one contact per email address (name and source updated by later
 * responses), written in the response's own transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formsDb, nowIso } from '../db';

export type CrmContact = {
	email: string;
	name: string;
	source: string;
	feedbackId: number;
};

export async function upsertCrmContact(
	db: Kysely< Database >,
	contact: CrmContact
): Promise< void > {
	const now = nowIso();
	const email = contact.email.toLowerCase();
	await formsDb( db )
		.insertInto( 'crm_contacts' )
		.values( {
			email,
			name: contact.name,
			source: contact.source,
			feedback_id: contact.feedbackId,
			created_at: now,
			updated_at: now,
		} )
		.onConflict( ( oc ) =>
			oc.column( 'email' ).doUpdateSet( {
				...( contact.name ? { name: contact.name } : {} ),
				source: contact.source,
				feedback_id: contact.feedbackId,
				updated_at: now,
			} )
		)
		.execute();
}
