/**
 * Opens (creating when absent) the site's SQLite database and brings its schema up to date.
 * WAL mode lets readers work while one writer commits; the busy timeout lets several site
 * processes share the file.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Database, SiteDb } from './schema';

export const DATABASE_FILE = 'site.sqlite';

export async function openDatabase( dataDir: string ): Promise< SiteDb > {
	mkdirSync( dataDir, { recursive: true } );
	const sqlite = new SQLite( path.join( dataDir, DATABASE_FILE ) );
	sqlite.pragma( 'journal_mode = WAL' );
	sqlite.pragma( 'foreign_keys = ON' );
	sqlite.pragma( 'busy_timeout = 5000' );
	const db = new Kysely< Database >( {
		dialect: new SqliteDialect( { database: sqlite } ),
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
