/**
 * 0001: users, sessions, options, rate limits, posts and attachments.
 * Frozen once released: change the schema with a new numbered migration, never by editing this one.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not the current types.

type AnyDb = Kysely< any >;

export const initial: Migration = {
	async up( db: AnyDb ) {
		await db.schema
			.createTable( 'users' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'login', 'text', ( c ) => c.notNull().unique() )
			.addColumn( 'email', 'text', ( c ) => c.notNull().unique() )
			.addColumn( 'display_name', 'text', ( c ) => c.notNull() )
			.addColumn( 'password_hash', 'text', ( c ) => c.notNull() )
			.addColumn( 'role', 'text', ( c ) => c.notNull() )
			.addColumn( 'registered_at', 'text', ( c ) => c.notNull() )
			.execute();

		await db.schema
			.createTable( 'sessions' )
			.addColumn( 'token_hash', 'text', ( c ) => c.primaryKey() )
			.addColumn( 'user_id', 'integer', ( c ) =>
				c.notNull().references( 'users.id' ).onDelete( 'cascade' )
			)
			.addColumn( 'created_at', 'integer', ( c ) => c.notNull() )
			.addColumn( 'expires_at', 'integer', ( c ) => c.notNull() )
			.addColumn( 'remember', 'integer', ( c ) =>
				c.notNull().defaultTo( 0 )
			)
			.execute();
		await db.schema
			.createIndex( 'sessions_user' )
			.on( 'sessions' )
			.column( 'user_id' )
			.execute();

		await db.schema
			.createTable( 'options' )
			.addColumn( 'name', 'text', ( c ) => c.primaryKey() )
			.addColumn( 'value', 'text', ( c ) => c.notNull() )
			.execute();

		await db.schema
			.createTable( 'rate_limits' )
			.addColumn( 'key', 'text', ( c ) => c.primaryKey() )
			.addColumn( 'count', 'integer', ( c ) => c.notNull() )
			.addColumn( 'reset_at', 'integer', ( c ) => c.notNull() )
			.execute();

		await db.schema
			.createTable( 'posts' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'type', 'text', ( c ) => c.notNull() )
			.addColumn( 'status', 'text', ( c ) => c.notNull() )
			.addColumn( 'slug', 'text', ( c ) => c.notNull() )
			.addColumn( 'title', 'text', ( c ) => c.notNull().defaultTo( '' ) )
			.addColumn( 'content', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'excerpt', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'author_id', 'integer', ( c ) =>
				c.notNull().references( 'users.id' )
			)
			.addColumn( 'date_gmt', 'text', ( c ) => c.notNull() )
			.addColumn( 'modified_gmt', 'text', ( c ) => c.notNull() )
			.addUniqueConstraint( 'posts_type_slug', [ 'type', 'slug' ] )
			.execute();
		await db.schema
			.createIndex( 'posts_type_status_date' )
			.on( 'posts' )
			.columns( [ 'type', 'status', 'date_gmt' ] )
			.execute();

		await db.schema
			.createTable( 'attachments' )
			.addColumn( 'id', 'integer', ( c ) =>
				c.primaryKey().autoIncrement()
			)
			.addColumn( 'author_id', 'integer', ( c ) =>
				c.notNull().references( 'users.id' )
			)
			.addColumn( 'file', 'text', ( c ) => c.notNull().unique() )
			.addColumn( 'mime_type', 'text', ( c ) => c.notNull() )
			.addColumn( 'width', 'integer', ( c ) => c.notNull() )
			.addColumn( 'height', 'integer', ( c ) => c.notNull() )
			.addColumn( 'filesize', 'integer', ( c ) => c.notNull() )
			.addColumn( 'slug', 'text', ( c ) => c.notNull() )
			.addColumn( 'title', 'text', ( c ) => c.notNull().defaultTo( '' ) )
			.addColumn( 'alt_text', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'caption', 'text', ( c ) =>
				c.notNull().defaultTo( '' )
			)
			.addColumn( 'date_gmt', 'text', ( c ) => c.notNull() )
			.addColumn( 'modified_gmt', 'text', ( c ) => c.notNull() )
			.execute();
	},

	async down( db: AnyDb ) {
		for ( const table of [
			'attachments',
			'posts',
			'rate_limits',
			'options',
			'sessions',
			'users',
		] ) {
			await db.schema.dropTable( table ).execute();
		}
	},
};
