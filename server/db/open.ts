/**
 * Opens (creating when absent) the site's SQLite database and brings its schema up to date.
 * WAL mode lets readers work while one writer commits; the busy timeout lets several site
 * processes share the file. Durability without fsyncs on the event loop: durable-log.ts.
 * Prepared statements are kept by SQL text (Kysely prepares every query anew, and preparing
 * costs more than running the small queries the site makes); the hot queries are also built
 * and compiled only once (prepared.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import { LogSync, registerLogSync, startCheckpointer } from './durable-log';
import { migrationProvider } from './migrations';
import { registerStatementSource } from './prepared';
import { registerWriteTracker, WriteTracker } from './read-cache';
import type { Database, SiteDb } from './schema';

export const DATABASE_FILE = 'site.sqlite';

/** Distinct statements kept; the least recently used goes first. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely uses it, reusing the prepared statement of an SQL text seen before.
 * Kysely runs one query at a time on the connection, so a statement is never used twice at once.
 * @param sqlite
 */
function withStatementCache(
	sqlite: SQLite.Database,
	tracker: WriteTracker,
	onClose: () => void
): SqliteDatabase {
	const statements = new Map< string, SQLite.Statement >();
	const prepare = ( sql: string ) => {
		// Each statement reaches the tracker just before it runs.
		tracker.statement( sql );
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
	};
	return {
		close() {
			// Should it be the file's last connection, its closing checkpoint syncs.
			sqlite.pragma( 'synchronous = NORMAL' );
			sqlite.close();
			onClose();
		},
		// Kysely prepares each statement just before running it; prepared queries run in a
		// transaction (prepared.ts) take it from here too.
		prepare,
	};
}

export async function openDatabase( dataDir: string ): Promise< SiteDb > {
	mkdirSync( dataDir, { recursive: true } );
	const file = path.join( dataDir, DATABASE_FILE );
	const sqlite = new SQLite( file );
	sqlite.pragma( 'journal_mode = WAL' );
	sqlite.pragma( 'foreign_keys = ON' );
	sqlite.pragma( 'busy_timeout = 5000' );
	// Commits are synced by the group commit off the event loop, checkpoints run in their own
	// thread (durable-log.ts): this connection never waits for the disk.
	sqlite.pragma( 'synchronous = OFF' );
	sqlite.pragma( 'wal_autocheckpoint = 0' );
	const checkpointer = startCheckpointer( file, ( message ) =>
		console.error( `Database checkpoint failed: ${ message }` )
	);
	const log = new LogSync( `${ file }-wal` );
	const dataVersion = sqlite.prepare( 'PRAGMA data_version' ).pluck();
	const tracker = new WriteTracker( () => dataVersion.get() as number );
	const database = withStatementCache( sqlite, tracker, () => {
		log.close();
		void checkpointer.stop();
	} );
	const db = new Kysely< Database >( {
		dialect: new SqliteDialect( { database } ),
	} );
	// Closing waits for the checkpointer's last pass, so nothing touches the files afterwards.
	const destroy = db.destroy.bind( db );
	db.destroy = async () => {
		await destroy();
		await checkpointer.stop();
	};
	registerLogSync( db, log );
	registerWriteTracker( db, tracker );
	registerStatementSource(
		db,
		( sql ) => database.prepare( sql ) as SQLite.Statement
	);
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
