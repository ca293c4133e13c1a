/**
 * Durable commits without an fsync on the event loop.
 *
 * better-sqlite3 is synchronous: with `synchronous=FULL` every COMMIT waits for the disk on the
 * site's only thread, and every other request waits with it. Instead the site's connection
 * commits with `synchronous=OFF` (the log is written, not synced) and never checkpoints, and:
 * - `LogSync.sync()` fsyncs the write-ahead log in libuv's thread pool (`fs.fsync`); the
 *   group commit (group-commit.ts) answers its writers only once a sync that started after
 *   their COMMIT has finished, so an acknowledged write is on disk, as with FULL. Syncs that
 *   are asked for while one runs share the next one.
 * - a checkpointer worker thread with its own connection (`synchronous=NORMAL`: the log is
 *   synced before pages are copied into the database file, and the file after) runs passive
 *   checkpoints, which never take the writer's lock, so the log stays small and the site's
 *   thread never waits on them.
 * Writes outside the group commit are on disk at the next log sync or checkpoint (at most
 * CHECKPOINT_EVERY_MS later); a killed process loses none of them (the OS holds the log).
 */
import { closeSync, fsync, openSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer copies the log into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

/** The checkpointer's code (plain CommonJS: it runs from bundles and from the test runner). */
const CHECKPOINTER = `
const { parentPort, workerData } = require( 'node:worker_threads' );
const SQLite = require( workerData.driver );
let db = null;
const pass = () => {
	try {
		if ( ! db ) {
			db = new SQLite( workerData.file, { fileMustExist: true } );
			db.pragma( 'busy_timeout = 5000' );
			db.pragma( 'synchronous = NORMAL' );
		}
		db.pragma( 'wal_checkpoint(PASSIVE)' );
	} catch ( error ) {
		parentPort.postMessage( { error: String( error && error.message ) } );
	}
};
const timer = setInterval( pass, workerData.everyMs );
parentPort.on( 'message', () => {
	clearInterval( timer );
	// A last pass only for a connection that has run: a site closed before its first
	// checkpoint leaves its log to the closing connection's own checkpoint.
	if ( db ) {
		pass();
		db.close();
	}
	parentPort.close();
} );
`;

export class LogSync {
	/** Syncs finished. */
	syncs = 0;
	private running: Promise< void > | null = null;
	private next: Promise< void > | null = null;
	private fd: number | null = null;

	constructor( private readonly logFile: string ) {}

	/** Resolves once a sync of the log that started after this call has finished. */
	sync(): Promise< void > {
		if ( ! this.running ) {
			this.running = this.syncOnce().finally( () => {
				this.running = null;
			} );
			return this.running;
		}
		// One runs already and may have started before the caller's write: share the next one.
		this.next ??= this.running
			.catch( () => undefined )
			.then( () => {
				this.next = null;
				return this.sync();
			} );
		return this.next;
	}

	private syncOnce(): Promise< void > {
		return new Promise( ( resolve, reject ) => {
			// Opened once: the log file stays while the connection is open (SQLite removes it
			// only when the last connection closes), and fsync covers every write to it.
			this.fd ??= openSync( this.logFile, 'r' );
			fsync( this.fd, ( error ) => {
				if ( error ) {
					reject( error );
					return;
				}
				this.syncs++;
				resolve();
			} );
		} );
	}

	/** Closes the log file (after the connection). */
	close() {
		if ( this.fd !== null ) {
			closeSync( this.fd );
			this.fd = null;
		}
	}
}

export type Checkpointer = { stop: () => Promise< void > };

/**
 * Starts the checkpointer thread for the database file `file`.
 * @param file
 * @param onError
 */
export function startCheckpointer(
	file: string,
	onError: ( message: string ) => void
): Checkpointer {
	const worker = new Worker( CHECKPOINTER, {
		eval: true,
		workerData: {
			file,
			driver: require.resolve( 'better-sqlite3' ),
			everyMs: CHECKPOINT_EVERY_MS,
		},
	} );
	worker.unref();
	worker.on( 'message', ( message: { error?: string } ) => {
		if ( message.error ) {
			onError( message.error );
		}
	} );
	worker.on( 'error', ( error ) => onError( error.message ) );
	const exited = new Promise< void >( ( resolve ) =>
		worker.once( 'exit', () => resolve() )
	);
	return {
		stop() {
			// Held open until it has exited, so a caller awaiting this is not left behind by
			// a process that finds nothing else to wait for.
			worker.ref();
			worker.postMessage( 'stop' );
			return exited;
		},
	};
}

const logSyncs = new WeakMap< object, LogSync >();

/**
 * Tells the group commit how to sync the log of `db` (open.ts, for the connection it opens).
 * @param db
 * @param log
 */
export function registerLogSync( db: object, log: LogSync ): void {
	logSyncs.set( db, log );
}

/**
 * The log sync of `db`; null for a connection that syncs at every commit itself.
 * @param db
 */
export function logSyncOf( db: object ): LogSync | null {
	return logSyncs.get( db ) ?? null;
}
