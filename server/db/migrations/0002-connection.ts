/**
 * 0002: the provider's cloud (sites, accounts, one-time codes, user tokens) and the site's side
 * of the connection (connected users), modules, admin settings, the plugin registry and
 * tracking (preferences, events). Akismet starts installed and inactive, as WordPress bundles it.
 * Frozen once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely< any >;

const TABLES = [
	'tracking_events',
	'tracking_preferences',
	'plugins',
	'admin_settings',
	'modules',
	'connection_users',
	'cloud_tokens',
	'cloud_codes',
	'cloud_users',
	'cloud_sites',
];

async function createCloudTables( db: AnyDb ) {
	await db.schema
		.createTable( 'cloud_sites' )
		.addColumn( 'blog_id', 'integer', ( c ) =>
			c.primaryKey().autoIncrement()
		)
		.addColumn( 'secret_hash', 'text', ( c ) => c.notNull() )
		.addColumn( 'url', 'text', ( c ) => c.notNull() )
		.addColumn( 'name', 'text', ( c ) => c.notNull().defaultTo( '' ) )
		.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
		.addColumn( 'revoked_at', 'text' )
		.execute();
	await db.schema
		.createTable( 'cloud_users' )
		.addColumn( 'id', 'integer', ( c ) => c.primaryKey().autoIncrement() )
		.addColumn( 'host_user_id', 'integer', ( c ) => c.notNull().unique() )
		.addColumn( 'login', 'text', ( c ) => c.notNull().unique() )
		.addColumn( 'email', 'text', ( c ) => c.notNull() )
		.addColumn( 'display_name', 'text', ( c ) => c.notNull() )
		.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'cloud_codes' )
		.addColumn( 'code_hash', 'text', ( c ) => c.primaryKey() )
		.addColumn( 'blog_id', 'integer', ( c ) =>
			c
				.notNull()
				.references( 'cloud_sites.blog_id' )
				.onDelete( 'cascade' )
		)
		.addColumn( 'cloud_user_id', 'integer', ( c ) =>
			c.notNull().references( 'cloud_users.id' ).onDelete( 'cascade' )
		)
		.addColumn( 'redirect_uri', 'text', ( c ) => c.notNull() )
		.addColumn( 'expires_at', 'integer', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'cloud_tokens' )
		.addColumn( 'token_hash', 'text', ( c ) => c.primaryKey() )
		.addColumn( 'blog_id', 'integer', ( c ) =>
			c
				.notNull()
				.references( 'cloud_sites.blog_id' )
				.onDelete( 'cascade' )
		)
		.addColumn( 'cloud_user_id', 'integer', ( c ) =>
			c.notNull().references( 'cloud_users.id' ).onDelete( 'cascade' )
		)
		.addColumn( 'created_at', 'text', ( c ) => c.notNull() )
		.addColumn( 'revoked_at', 'text' )
		.execute();
	await db.schema
		.createIndex( 'cloud_tokens_blog' )
		.on( 'cloud_tokens' )
		.column( 'blog_id' )
		.execute();
}

async function createSiteTables( db: AnyDb ) {
	await db.schema
		.createTable( 'connection_users' )
		.addColumn( 'user_id', 'integer', ( c ) =>
			c.primaryKey().references( 'users.id' ).onDelete( 'cascade' )
		)
		.addColumn( 'token', 'text', ( c ) => c.notNull() )
		.addColumn( 'wpcom_id', 'integer', ( c ) => c.notNull() )
		.addColumn( 'wpcom_login', 'text', ( c ) => c.notNull() )
		.addColumn( 'wpcom_email', 'text', ( c ) => c.notNull() )
		.addColumn( 'wpcom_display_name', 'text', ( c ) => c.notNull() )
		.addColumn( 'is_owner', 'integer', ( c ) => c.notNull().defaultTo( 0 ) )
		.addColumn( 'connected_at', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'modules' )
		.addColumn( 'slug', 'text', ( c ) => c.primaryKey() )
		.addColumn( 'active', 'integer', ( c ) => c.notNull() )
		.addColumn( 'options', 'text', ( c ) => c.notNull().defaultTo( '{}' ) )
		.addColumn( 'updated_at', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'admin_settings' )
		.addColumn( 'name', 'text', ( c ) => c.primaryKey() )
		.addColumn( 'value', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'plugins' )
		.addColumn( 'slug', 'text', ( c ) => c.primaryKey() )
		.addColumn( 'active', 'integer', ( c ) => c.notNull().defaultTo( 0 ) )
		.addColumn( 'source', 'text', ( c ) => c.notNull().defaultTo( '' ) )
		.addColumn( 'installed_at', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'tracking_preferences' )
		.addColumn( 'user_id', 'integer', ( c ) =>
			c.primaryKey().references( 'users.id' ).onDelete( 'cascade' )
		)
		.addColumn( 'opt_out', 'integer', ( c ) => c.notNull() )
		.addColumn( 'updated_at', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createTable( 'tracking_events' )
		.addColumn( 'id', 'integer', ( c ) => c.primaryKey().autoIncrement() )
		.addColumn( 'user_id', 'integer', ( c ) =>
			c.notNull().references( 'users.id' ).onDelete( 'cascade' )
		)
		.addColumn( 'name', 'text', ( c ) => c.notNull() )
		.addColumn( 'properties', 'text', ( c ) => c.notNull() )
		.addColumn( 'wpcom_user_id', 'integer', ( c ) => c.notNull() )
		.addColumn( 'wpcom_login', 'text', ( c ) => c.notNull() )
		.addColumn( 'recorded_at', 'text', ( c ) => c.notNull() )
		.execute();
	await db.schema
		.createIndex( 'tracking_events_recorded' )
		.on( 'tracking_events' )
		.column( 'recorded_at' )
		.execute();
}

export const connection: Migration = {
	async up( db: AnyDb ) {
		await createCloudTables( db );
		await createSiteTables( db );
		await db
			.insertInto( 'plugins' )
			.values( {
				slug: 'akismet',
				active: 0,
				source: 'bundled',
				installed_at: new Date().toISOString(),
			} )
			.execute();
	},

	async down( db: AnyDb ) {
		for ( const table of TABLES ) {
			await db.schema.dropTable( table ).execute();
		}
	},
};
