/**
 * Reads kept between requests until a table they come from is written: the options, the form a
 * post holds, its author. A form submission would otherwise read and parse them again each
 * time, though they change once in thousands of submissions.
 *
 * `cachedRead( db, tables, key, load )` answers the value `load` gave for `key`, as long as:
 * - no statement of this connection has written to one of `tables` since (open.ts tells the
 *   tracker each statement it runs: an INSERT/UPDATE/DELETE/REPLACE names its table; any
 *   ROLLBACK counts as a write to every table, since what was read may have been undone, and
 *   so do schema changes and WITH statements), and
 * - no other connection (another site process) has committed since (`PRAGMA data_version`).
 * Inside a transaction, and for a database opened without a tracker, it simply loads. Values
 * are shared between callers: they must not change what they get.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Keys kept per database; the oldest goes first. */
const CACHE_SIZE = 1000;

const WRITE =
	/^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;
/** Undone writes, schema changes and writes this cannot name: every table. */
const EVERYTHING = /^\s*(?:rollback|create|alter|drop|with)\b/i;

type Entry = { stamp: number; version: number; value: Promise< unknown > };

export class WriteTracker {
	private readonly generations = new Map< string, number >();
	private everything = 0;
	private readonly written = new Map< string, string | null >();
	readonly entries = new Map< string, Entry >();

	constructor( private readonly dataVersion: () => number ) {}

	/**
	 * Called with each statement's SQL just before it runs.
	 * @param sql
	 */
	statement( sql: string ) {
		let table = this.written.get( sql );
		if ( table === undefined ) {
			table = EVERYTHING.test( sql )
				? '*'
				: ( WRITE.exec( sql )?.[ 1 ] ?? null );
			this.written.set( sql, table );
		}
		if ( table === '*' ) {
			this.everything++;
		} else if ( table ) {
			this.generations.set(
				table,
				( this.generations.get( table ) ?? 0 ) + 1
			);
		}
	}

	stamp( tables: readonly string[] ): number {
		let stamp = this.everything;
		for ( const table of tables ) {
			stamp += this.generations.get( table ) ?? 0;
		}
		return stamp;
	}

	version(): number {
		return this.dataVersion();
	}
}

const trackers = new WeakMap< object, WriteTracker >();

/**
 * Tracks the writes of `db`'s connection (open.ts).
 * @param db
 * @param tracker
 */
export function registerWriteTracker( db: object, tracker: WriteTracker ) {
	trackers.set( db, tracker );
}

export function cachedRead< T >(
	db: Kysely< Database >,
	tables: readonly string[],
	key: string,
	load: () => Promise< T >
): Promise< T > {
	const tracker = db.isTransaction ? undefined : trackers.get( db );
	if ( ! tracker ) {
		return load();
	}
	// Taken before loading: a write while it loads makes the next read load again.
	const stamp = tracker.stamp( tables );
	const version = tracker.version();
	const kept = tracker.entries.get( key );
	if ( kept && kept.stamp === stamp && kept.version === version ) {
		return kept.value as Promise< T >;
	}
	const value = load();
	tracker.entries.delete( key );
	if ( tracker.entries.size >= CACHE_SIZE ) {
		tracker.entries.delete( tracker.entries.keys().next().value! );
	}
	tracker.entries.set( key, { stamp, version, value } );
	value.catch( () => {
		if ( tracker.entries.get( key )?.value === value ) {
			tracker.entries.delete( key );
		}
	} );
	return value;
}
