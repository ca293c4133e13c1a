/**
 * 0003: what the provider's admin calls (jetpack/v4) keep: named admin records (settings-like
 * JSON values such as WAF or search settings), licences, recorded post views and marketing
 * survey answers. Frozen once released: change the schema with a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not the current types.

type AnyDb = Kysely< any >;

export const adminRecords: Migration = {
	async up( db: AnyDb ) {
		await db.schema
			.createTable( 'admin_records' )
			.addColumn( 'name', 'text', ( c ) => c.primaryKey() )
			.addColumn( 'value', 'text', ( c ) => c.notNull() )
			.addColumn( 'updated_at', 'text', ( c ) => c.notNull() )
			.execute();

		await db.schema
			.createTable( 'admin_licenses' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'license_key', 'text', ( c ) => c.notNull().unique() )
			.addColumn( 'user_id', 'integer', ( c ) =>
				c.notNull().references( 'users.id' ).onDelete( 'cascade' )
			)
			.addColumn( 'product_slug', 'text', ( c ) => c.notNull() )
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.addColumn( 'attached_at', 'text' )
			.addColumn( 'revoked_at', 'text' )
			.execute();
		await db.schema
			.createIndex( 'admin_licenses_user' )
			.on( 'admin_licenses' )
			.column( 'user_id' )
			.execute();

		await db.schema
			.createTable( 'admin_stats_views' )
			.addColumn( 'day', 'text', ( c ) => c.notNull() )
			.addColumn( 'post_id', 'integer', ( c ) => c.notNull() )
			.addColumn( 'views', 'integer', ( c ) => c.notNull() )
			.addPrimaryKeyConstraint( 'admin_stats_views_pk', [
				'day',
				'post_id',
			] )
			.execute();

		await db.schema
			.createTable( 'admin_survey_responses' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'user_id', 'integer', ( c ) =>
				c.notNull().references( 'users.id' ).onDelete( 'cascade' )
			)
			.addColumn( 'survey_id', 'text', ( c ) => c.notNull() )
			.addColumn( 'site_id', 'integer' )
			.addColumn( 'responses', 'text', ( c ) => c.notNull() )
			.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
			.execute();
	},

	async down( db: AnyDb ) {
		for ( const table of [
			'admin_survey_responses',
			'admin_stats_views',
			'admin_licenses',
			'admin_records',
		] ) {
			await db.schema.dropTable( table ).execute();
		}
	},
};
