/**
 * Fixed-window counters kept in the database, so a limit holds across site processes. The
 * queries are prepared once (db/prepared.ts): form submissions count a hit each.
 */
import { prepareQuery, runPrepared, syncTransaction } from '../db/prepared';
import type { SyncTransaction } from '../db/prepared';
import type { SiteDb } from '../db/schema';
import { inTransaction } from '../db/transaction';

export type RateLimitState = { count: number; resetAt: number };

const byKey = prepareQuery( ( db, p: { key: string } ) =>
	db.selectFrom( 'rate_limits' ).selectAll().where( 'key', '=', p.key )
);

const expired = prepareQuery( ( db, p: { now: number } ) =>
	db.deleteFrom( 'rate_limits' ).where( 'reset_at', '<=', p.now )
);

/** One more hit in the key's open window, or the first of a new one when it has passed. */
const oneMore = prepareQuery(
	( db, p: { key: string; now: number; resetAt: number } ) =>
		db
			.insertInto( 'rate_limits' )
			.values( { key: p.key, count: 1, reset_at: p.resetAt } )
			.onConflict( ( oc ) =>
				oc.column( 'key' ).doUpdateSet( ( eb ) => {
					const passed = eb( 'rate_limits.reset_at', '<=', p.now );
					return {
						count: eb
							.case()
							.when( passed )
							.then( 1 )
							.else( eb( 'rate_limits.count', '+', 1 ) )
							.end(),
						reset_at: eb
							.case()
							.when( passed )
							.then( eb.ref( 'excluded.reset_at' ) )
							.else( eb.ref( 'rate_limits.reset_at' ) )
							.end(),
					};
				} )
			)
			.returningAll()
);

/**
 * Passed windows count as none wherever they are read, so removing them is only housekeeping:
 * at most this often per database, not at every hit (the table has a row per address).
 */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap< object, number >();

/**
 * Current count for a key (0 when its window has passed).
 * @param db
 * @param key
 * @param now
 */
export async function peekRateLimit(
	db: SiteDb,
	key: string,
	now = Date.now()
): Promise< RateLimitState > {
	const {
		rows: [ row ],
	} = await runPrepared( db, byKey, { key } );
	if ( ! row || row.reset_at <= now ) {
		return { count: 0, resetAt: now };
	}
	return { count: row.count, resetAt: row.reset_at };
}

/**
 * Adds one hit to a key's window (opening a new window of `windowMs` when none is open), in
 * the transaction `tx` runs in.
 * @param tx
 * @param key
 * @param windowMs
 * @param now
 */
export function countHit(
	tx: SyncTransaction,
	key: string,
	windowMs: number,
	now = Date.now()
): RateLimitState {
	if (
		( lastSweep.get( tx.database ) ?? -Infinity ) + SWEEP_EVERY_MS <=
		now
	) {
		tx.run( expired, { now } );
		lastSweep.set( tx.database, now );
	}
	const row = tx.get( oneMore, { key, now, resetAt: now + windowMs } )!;
	return { count: row.count, resetAt: row.reset_at };
}

/**
 * `countHit` in the caller's transaction when `db` is one, else in its own.
 * @param db
 * @param key
 * @param windowMs
 * @param now
 */
export async function hitRateLimit(
	db: SiteDb,
	key: string,
	windowMs: number,
	now = Date.now()
): Promise< RateLimitState > {
	return inTransaction( db, async ( trx ) =>
		countHit( syncTransaction( trx ), key, windowMs, now )
	);
}

export async function clearRateLimit(
	db: SiteDb,
	key: string
): Promise< void > {
	await db.deleteFrom( 'rate_limits' ).where( 'key', '=', key ).execute();
}
