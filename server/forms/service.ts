/**
 * The forms service of a running site: the worker that drains the delivery queue (started with
 * the site, stopped before its database closes), woken KICK_DELAY_MS after a response is stored and
 * otherwise every `pollMs` or when the next retry falls due. A pass claims up to
 * JOBS_PER_PASS due jobs in one write, delivers them concurrently and records their outcomes in
 * one group commit, so under load the queue costs a few commits per pass, not several per job. All state is in the database; the
 * service only holds its timer, so any site process may run the queue.
 */
import { sql } from 'kysely';
import { logSyncOf } from '../db/durable-log';
import { writeInBatch } from '../db/group-commit';
import { syncTransaction } from '../db/prepared';
import type { SiteContext } from '../site-context';
import { getFormsConfig } from './config';
import { claimDueJobs, nextDueAt } from './jobs/queue';
import { runJob } from './jobs/run-job';

export type FormsService = {
	/** Runs due jobs shortly (after a response is stored; kicks within KICK_DELAY_MS share a pass). */
	kick: () => void;
	/** Resolves once the queue has no due job left (tests, shutdown). */
	idle: () => Promise< void >;
	stop: () => Promise< void >;
};

const services = new WeakMap< SiteContext, FormsService >();

/** At most this many jobs per pass (claimed together, run concurrently). */
const JOBS_PER_PASS = 25;

/**
 * A stored response wakes the worker this much later, so the responses stored meanwhile share
 * its pass (one claim and one outcome commit for them all, not two commits per response).
 */
export const KICK_DELAY_MS = 200;

/**
 * Makes sure a committed transaction is on disk before the visitor is told it succeeded: the
 * group commit syncs the log before answering (db/durable-log.ts); a connection opened without
 * that must sync at every commit itself (WAL with synchronous=FULL).
 * @param site
 */
async function ensureDurableCommits( site: SiteContext ): Promise< void > {
	if ( logSyncOf( site.db ) ) {
		return;
	}
	const result = await sql< {
		synchronous: number;
	} >`PRAGMA synchronous`.execute( site.db );
	if ( ( result.rows[ 0 ]?.synchronous ?? 0 ) < 2 ) {
		await sql`PRAGMA synchronous = FULL`.execute( site.db );
	}
}

export function startFormsService( site: SiteContext ): FormsService {
	let timer: NodeJS.Timeout | null = null;
	let running: Promise< void > | null = null;
	let stopped = false;
	let again = false;
	let kicked: NodeJS.Timeout | null = null;
	const ready = ensureDurableCommits( site ).catch( ( error ) =>
		site.log.error(
			'Forms: could not check the database sync mode:',
			error
		)
	);

	const schedule = async () => {
		if ( stopped ) {
			return;
		}
		const config = await getFormsConfig( site.db );
		const due = await nextDueAt( site.db );
		const wait =
			due === null
				? config.pollMs
				: Math.min( config.pollMs, Math.max( 0, due - Date.now() ) );
		if ( timer ) {
			clearTimeout( timer );
		}
		timer = setTimeout( () => void pass(), Math.max( 10, wait ) );
		timer.unref?.();
	};

	const drain = async () => {
		await ready;
		if ( stopped ) {
			return;
		}
		const config = await getFormsConfig( site.db );
		const jobs = await writeInBatch( site.db, async ( trx ) =>
			claimDueJobs( syncTransaction( trx ), JOBS_PER_PASS )
		);
		// Together, so their outcomes are written in one group commit.
		await Promise.all( jobs.map( ( job ) => runJob( site, job, config ) ) );
		if ( jobs.length === JOBS_PER_PASS ) {
			again = true;
		}
	};

	const pass = (): Promise< void > => {
		if ( running ) {
			again = true;
			return running;
		}
		running = ( async () => {
			try {
				do {
					again = false;
					await drain();
				} while ( again && ! stopped );
				await schedule();
			} catch ( error ) {
				if ( ! stopped ) {
					site.log.error(
						'Forms: the delivery queue failed:',
						error
					);
					timer = setTimeout( () => void pass(), 5000 );
					timer.unref?.();
				}
			} finally {
				running = null;
			}
		} )();
		return running;
	};

	const service: FormsService = {
		kick() {
			if ( kicked || stopped ) {
				return;
			}
			kicked = setTimeout( () => {
				kicked = null;
				void pass();
			}, KICK_DELAY_MS );
		},
		async idle() {
			while ( running || kicked ) {
				await ( running ??
					new Promise( ( resolve ) =>
						setTimeout( resolve, KICK_DELAY_MS )
					) );
			}
		},
		async stop() {
			stopped = true;
			if ( timer ) {
				clearTimeout( timer );
			}
			if ( kicked ) {
				clearTimeout( kicked );
				kicked = null;
			}
			while ( running ) {
				await running;
			}
			await ready;
		},
	};
	services.set( site, service );
	void pass();
	return service;
}

export function formsServiceOf( site: SiteContext ): FormsService | null {
	return services.get( site ) ?? null;
}
