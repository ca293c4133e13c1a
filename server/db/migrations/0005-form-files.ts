/**
 * 0005: files visitors attach to contact-form responses (`jetpack/field-file`). The bytes live
 * in the site's file storage under `storage_key`; this row says which response and field they
 * belong to, the visitor's file name (display only), the checked type and the size. `uid` is
 * the unguessable id of the download address. Rows go with their response (cascade); the
 * storage objects are deleted by the code that deletes the response.
 * Frozen once released: change the schema with a new numbered migration, never by editing this one.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely< any >;

export const formFiles: Migration = {
	async up( db: AnyDb ) {
		await db.schema
			.createTable( 'form_files' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'uid', 'text', ( c ) => c.notNull().unique() )
			.addColumn( 'feedback_id', 'integer', ( c ) =>
				c.notNull().references( 'feedback.id' ).onDelete( 'cascade' )
			)
			.addColumn( 'field_name', 'text', ( c ) => c.notNull() )
			.addColumn( 'position', 'integer', ( c ) => c.notNull() )
			.addColumn( 'name', 'text', ( c ) => c.notNull() )
			.addColumn( 'storage_key', 'text', ( c ) => c.notNull() )
			.addColumn( 'mime', 'text', ( c ) => c.notNull() )
			.addColumn( 'size', 'integer', ( c ) => c.notNull() )
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.execute();
		await db.schema
			.createIndex( 'form_files_feedback' )
			.on( 'form_files' )
			.column( 'feedback_id' )
			.execute();
	},

	async down( db: AnyDb ) {
		await db.schema.dropTable( 'form_files' ).execute();
	},
};
