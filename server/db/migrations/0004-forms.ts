/**
 * 0004: contact-form responses (feedback + their field values), the notification outbox, the
 * delivery job queue (email, webhooks, Salesforce) and the CRM contacts store.
 * Frozen once released: change the schema with a new numbered migration, never by editing this one.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not the current types.

type AnyDb = Kysely< any >;

export const forms: Migration = {
	async up( db: AnyDb ) {
		await db.schema
			.createTable( 'feedback' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'post_id', 'integer', ( c ) => c.notNull() )
			.addColumn( 'form_key', 'text', ( c ) => c.notNull() )
			.addColumn( 'form_title', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'status', 'text', ( c ) => c.notNull() )
			.addColumn( 'previous_status', 'text' )
			.addColumn( 'spam_reason', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'author_name', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'author_email', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'author_url', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'ip', 'text', ( c ) => c.notNull().defaultTo( '' ) )
			.addColumn( 'user_agent', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'referer', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'token_id', 'text', ( c ) => c.unique() )
			.addColumn( 'body_hash', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'email_status', 'text', ( c ) =>
				c.notNull().defaultTo( 'none' )
			)
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.execute();
		await db.schema
			.createIndex( 'feedback_status_created' )
			.on( 'feedback' )
			.columns( [ 'status', 'created_at' ] )
			.execute();
		await db.schema
			.createIndex( 'feedback_post' )
			.on( 'feedback' )
			.column( 'post_id' )
			.execute();

		await db.schema
			.createTable( 'feedback_fields' )
			.addColumn( 'feedback_id', 'integer', ( c ) =>
				c.notNull().references( 'feedback.id' ).onDelete( 'cascade' )
			)
			.addColumn( 'position', 'integer', ( c ) => c.notNull() )
			.addColumn( 'name', 'text', ( c ) => c.notNull() )
			.addColumn( 'label', 'text', ( c ) => c.notNull() )
			.addColumn( 'type', 'text', ( c ) => c.notNull() )
			.addColumn( 'value', 'text', ( c ) => c.notNull() )
			.addPrimaryKeyConstraint( 'feedback_fields_pk', [
				'feedback_id',
				'position',
			] )
			.execute();

		await db.schema
			.createTable( 'form_outbox' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'feedback_id', 'integer', ( c ) =>
				c.references( 'feedback.id' ).onDelete( 'set null' )
			)
			.addColumn( 'to_addresses', 'text', ( c ) => c.notNull() )
			.addColumn( 'from_address', 'text', ( c ) => c.notNull() )
			.addColumn( 'reply_to', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'subject', 'text', ( c ) => c.notNull() )
			.addColumn( 'text_body', 'text', ( c ) => c.notNull() )
			.addColumn( 'html_body', 'text', ( c ) => c.notNull() )
			.addColumn( 'status', 'text', ( c ) => c.notNull() )
			.addColumn( 'attempts', 'integer', ( c ) =>
				c.notNull().defaultTo( 0 )
			)
			.addColumn( 'last_error', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.addColumn( 'sent_at', 'text' )
			.execute();

		await db.schema
			.createTable( 'form_jobs' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'kind', 'text', ( c ) => c.notNull() )
			.addColumn( 'feedback_id', 'integer', ( c ) =>
				c.references( 'feedback.id' ).onDelete( 'set null' )
			)
			.addColumn( 'target', 'text', ( c ) => c.notNull() )
			.addColumn( 'payload', 'text', ( c ) => c.notNull() )
			.addColumn( 'status', 'text', ( c ) => c.notNull() )
			.addColumn( 'attempts', 'integer', ( c ) =>
				c.notNull().defaultTo( 0 )
			)
			.addColumn( 'max_attempts', 'integer', ( c ) => c.notNull() )
			.addColumn( 'run_at_ms', 'integer', ( c ) => c.notNull() )
			.addColumn( 'locked_until_ms', 'integer' )
			.addColumn( 'last_status_code', 'integer' )
			.addColumn( 'last_error', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.addColumn( 'updated_at', 'text', ( c ) => c.notNull() )
			.execute();
		await db.schema
			.createIndex( 'form_jobs_due' )
			.on( 'form_jobs' )
			.columns( [ 'status', 'run_at_ms' ] )
			.execute();

		await db.schema
			.createTable( 'crm_contacts' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'email', 'text', ( c ) => c.notNull().unique() )
			.addColumn( 'name', 'text', ( c ) => c.notNull().defaultTo( '' ) )
			.addColumn( 'source', 'text', ( c ) => c.notNull().defaultTo( '' ) )
			.addColumn( 'feedback_id', 'integer', ( c ) =>
				c.references( 'feedback.id' ).onDelete( 'set null' )
			)
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.addColumn( 'updated_at', 'text', ( c ) => c.notNull() )
			.execute();
	},

	async down( db: AnyDb ) {
		for ( const table of [
			'crm_contacts',
			'form_jobs',
			'form_outbox',
			'feedback_fields',
			'feedback',
		] ) {
			await db.schema.dropTable( table ).execute();
		}
	},
};
