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

const oneMore = prepareQuery( ( db, p: { key: string; resetAt: number } ) =>
	db
		.insertInto( 'rate_limits' )
		.values( { key: p.key, count: 1, reset_at: p.resetAt } )
		.onConflict( ( oc ) =>
			oc.column( 'key' ).doUpdateSet( ( eb ) => ( {
				count: eb( 'rate_limits.count', '+', 1 ),
			} ) )
		)
		.returningAll()
);

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
	tx.run( expired, { now } );
	const row = tx.get( oneMore, { key, resetAt: now + windowMs } )!;
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
