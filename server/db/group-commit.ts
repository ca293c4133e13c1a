/**
 * Group commit: writes that arrive together share ONE transaction, so under load the database
 * log is synced once per batch instead of once per write. The sync runs off the event loop
 * (durable-log.ts): the connection commits without syncing, then the log is fsynced in the
 * thread pool while the next batch may already be written.
 *
 * `writeInBatch( db, work )` queues `work`; the queue is flushed after the current event-loop
 * turn (`setImmediate`), or as soon as the batch being written has committed. A flush opens one
 * transaction and runs each unit inside its own savepoint, one after the other: a unit that
 * throws is rolled back to its savepoint (nothing of it is kept) and the others go on (a unit
 * alone in its batch needs no savepoint: if it throws, its transaction is rolled back). Each
 * caller's promise settles only after the COMMIT has returned and the log has been synced, i.e.
 * once its write is durable; if the commit fails, every unit of the batch is rejected and
 * nothing of it is stored (if the sync fails, they are rejected too: stored, not known durable).
 *
 * A unit must only use the transaction it is given and must not wait on anything but the
 * database (no network): the whole batch, and every other query of the process, waits for it.
 * Inside a caller's transaction (`db.isTransaction`) the work simply runs there.
 */
import type { ControlledTransaction, Kysely } from 'kysely';
import { logSyncOf } from './durable-log';
import { syncTransaction } from './prepared';
import type { Database } from './schema';

type Work< T > = ( trx: Kysely< Database > ) => Promise< T >;

type Unit = {
	work: Work< unknown >;
	resolve: ( value: unknown ) => void;
	reject: ( error: unknown ) => void;
};

export type GroupCommitStats = {
	/** Transactions committed by the writer. */
	commits: number;
	/** Units written (succeeded or rolled back to their savepoint) in those transactions. */
	units: number;
	/** Units in the largest committed batch. */
	largestBatch: number;
	/** The last commit (counted as in `commits`) known to be on disk before its writers heard. */
	syncedCommits: number;
};

/** Upper bound of units per transaction, so one batch never holds the database for long. */
export const MAX_BATCH = 200;

const SAVEPOINT = 'savepoint group_unit';
const RELEASE = 'release group_unit';
const ROLLBACK_TO = 'rollback to group_unit';

class GroupCommitWriter {
	readonly stats: GroupCommitStats = {
		commits: 0,
		units: 0,
		largestBatch: 0,
		syncedCommits: 0,
	};

	private queue: Unit[] = [];
	private scheduled = false;
	private flushing = false;

	constructor( private readonly db: Kysely< Database > ) {}

	write< T >( work: Work< T > ): Promise< T > {
		return new Promise< T >( ( resolve, reject ) => {
			this.queue.push( {
				work,
				resolve: resolve as ( value: unknown ) => void,
				reject,
			} );
			this.schedule();
		} );
	}

	private schedule() {
		if ( this.scheduled || this.flushing || ! this.queue.length ) {
			return;
		}
		this.scheduled = true;
		setImmediate( () => {
			this.scheduled = false;
			void this.flush();
		} );
	}

	private async flush() {
		this.flushing = true;
		const batch = this.queue.splice( 0, MAX_BATCH );
		const outcomes: Array< () => void > = [];
		let commit: number;
		try {
			const trx = await this.db.startTransaction().execute();
			try {
				if ( batch.length === 1 ) {
					// Alone in its transaction: a failure rolls back the transaction itself.
					const value = await batch[ 0 ].work( trx );
					outcomes.push( () => batch[ 0 ].resolve( value ) );
				} else {
					for ( const unit of batch ) {
						outcomes.push( await this.runUnit( trx, unit ) );
					}
				}
				await trx.commit().execute();
			} catch ( error ) {
				await trx
					.rollback()
					.execute()
					.catch( () => undefined );
				throw error;
			}
			commit = ++this.stats.commits;
			this.stats.units += batch.length;
			this.stats.largestBatch = Math.max(
				this.stats.largestBatch,
				batch.length
			);
		} catch ( error ) {
			for ( const unit of batch ) {
				unit.reject( error );
			}
			return;
		} finally {
			// The next batch may commit while this one's log is being synced.
			this.flushing = false;
			this.schedule();
		}
		const log = logSyncOf( this.db );
		if ( log ) {
			try {
				await log.sync();
			} catch ( error ) {
				for ( const unit of batch ) {
					unit.reject( error );
				}
				return;
			}
		}
		this.stats.syncedCommits = Math.max( this.stats.syncedCommits, commit );
		for ( const settle of outcomes ) {
			settle();
		}
	}

	/**
	 * Runs one unit in its savepoint; returns how to settle its promise once committed.
	 * @param trx
	 * @param unit
	 */
	private async runUnit(
		trx: ControlledTransaction< Database >,
		unit: Unit
	): Promise< () => void > {
		// Savepoint statements straight on the connection the transaction holds.
		const tx = syncTransaction( trx );
		tx.exec( SAVEPOINT );
		try {
			const value = await unit.work( trx );
			tx.exec( RELEASE );
			return () => unit.resolve( value );
		} catch ( error ) {
			tx.exec( ROLLBACK_TO );
			tx.exec( RELEASE );
			return () => unit.reject( error );
		}
	}
}

const writers = new WeakMap< Kysely< Database >, GroupCommitWriter >();

function writerOf( db: Kysely< Database > ): GroupCommitWriter {
	let writer = writers.get( db );
	if ( ! writer ) {
		writer = new GroupCommitWriter( db );
		writers.set( db, writer );
	}
	return writer;
}

/**
 * Runs `work` in the next group-committed transaction; resolves with its result once committed.
 * @param db
 * @param work
 */
export function writeInBatch< T >(
	db: Kysely< Database >,
	work: Work< T >
): Promise< T > {
	if ( db.isTransaction ) {
		return work( db );
	}
	return writerOf( db ).write( work );
}

/**
 * What the writer of `db` has committed so far (tests, benches).
 * @param db
 */
export function groupCommitStats( db: Kysely< Database > ): GroupCommitStats {
	return { ...writerOf( db ).stats };
}
