/**
 * 0007: responses sent with a synced form (`<!-- wp:jetpack/contact-form {"ref":N} /-->`)
 * record the `jetpack_form` post N in `form_id`, as Jetpack makes that post the response's
 * parent; `post_id` stays the post the visitor sent it from. Null for a form saved in the post.
 * Frozen once released: change the schema with a new numbered migration, never by editing this one.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely< any >;

export const syncedFormResponses: Migration = {
	async up( db: AnyDb ) {
		await db.schema
			.alterTable( 'feedback' )
			.addColumn( 'form_id', 'integer' )
			.execute();
		await db.schema
			.createIndex( 'feedback_form_id' )
			.on( 'feedback' )
			.column( 'form_id' )
			.execute();
	},

	async down( db: AnyDb ) {
		await db.schema.dropIndex( 'feedback_form_id' ).execute();
		await db.schema
			.alterTable( 'feedback' )
			.dropColumn( 'form_id' )
			.execute();
	},
};
