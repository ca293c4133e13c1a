/**
 * Runs `work` in a transaction, or inside the caller's transaction when `db` already is one
 * (Kysely cannot nest them), so repository functions compose into larger all-or-nothing writes.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export function inTransaction< T >(
	db: Kysely< Database >,
	work: ( trx: Kysely< Database > ) => Promise< T >
): Promise< T > {
	if ( db.isTransaction ) {
		return work( db );
	}
	return db
		.transaction()
		.execute( ( trx: Transaction< Database > ) => work( trx ) );
}
