/**
 * Opens (creating when absent) the site's SQLite database and brings its schema up to date.
 * WAL mode lets readers work while one writer commits; the busy timeout lets several site
 * processes share the file. Prepared statements are kept by SQL text (Kysely prepares every
 * query anew, and preparing costs more than running the small queries the site makes).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Database, SiteDb } from './schema';

export const DATABASE_FILE = 'site.sqlite';

/** Distinct statements kept; the least recently used goes first. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely uses it, reusing the prepared statement of an SQL text seen before.
 * Kysely runs one query at a time on the connection, so a statement is never used twice at once.
 * @param sqlite
 */
function withStatementCache( sqlite: SQLite.Database ): SqliteDatabase {
	const statements = new Map< string, SQLite.Statement >();
	return {
		close: () => sqlite.close(),
		prepare( sql: string ) {
			let statement = statements.get( sql );
			if ( statement ) {
				statements.delete( sql );
			} else {
				statement = sqlite.prepare( sql );
				if ( statements.size >= STATEMENT_CACHE_SIZE ) {
					statements.delete( statements.keys().next().value! );
				}
			}
			statements.set( sql, statement );
			return statement;
		},
	};
}

export async function openDatabase( dataDir: string ): Promise< SiteDb > {
	mkdirSync( dataDir, { recursive: true } );
	const sqlite = new SQLite( path.join( dataDir, DATABASE_FILE ) );
	sqlite.pragma( 'journal_mode = WAL' );
	sqlite.pragma( 'foreign_keys = ON' );
	sqlite.pragma( 'busy_timeout = 5000' );
	const db = new Kysely< Database >( {
		dialect: new SqliteDialect( {
			database: withStatementCache( sqlite ),
		} ),
	} );
	try {
		await migrate( db );
	} catch ( error ) {
		await db.destroy();
		throw error;
	}
	return db;
}

export async function migrate( db: SiteDb ) {
	const migrator = new Migrator( { db, provider: migrationProvider } );
	const { error, results } = await migrator.migrateToLatest();
	if ( error ) {
		const failed = results?.find( ( r ) => r.status === 'Error' );
		throw new Error(
			`Database migration ${ failed?.migrationName ?? '' } failed: ${
				error instanceof Error ? error.message : String( error )
			}`
		);
	}
}
