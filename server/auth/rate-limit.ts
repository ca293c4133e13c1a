/**
 * Fixed-window counters kept in the database, so a limit holds across site processes.
 */
import type { SiteDb } from '../db/schema';
import { inTransaction } from '../db/transaction';

export type RateLimitState = { count: number; resetAt: number };

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
	const row = await db
		.selectFrom( 'rate_limits' )
		.selectAll()
		.where( 'key', '=', key )
		.executeTakeFirst();
	if ( ! row || row.reset_at <= now ) {
		return { count: 0, resetAt: now };
	}
	return { count: row.count, resetAt: row.reset_at };
}

/**
 * Adds one hit to a key's window (opening a new window of `windowMs` when none is open), in
 * the caller's transaction when `db` is one.
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
	return inTransaction( db, async ( trx ) => {
		await trx
			.deleteFrom( 'rate_limits' )
			.where( 'reset_at', '<=', now )
			.execute();
		const row = await trx
			.insertInto( 'rate_limits' )
			.values( { key, count: 1, reset_at: now + windowMs } )
			.onConflict( ( oc ) =>
				oc.column( 'key' ).doUpdateSet( ( eb ) => ( {
					count: eb( 'rate_limits.count', '+', 1 ),
				} ) )
			)
			.returningAll()
			.executeTakeFirstOrThrow();
		return { count: row.count, resetAt: row.reset_at };
	} );
}

export async function clearRateLimit(
	db: SiteDb,
	key: string
): Promise< void > {
	await db.deleteFrom( 'rate_limits' ).where( 'key', '=', key ).execute();
}
