/**
 * The delivery queue (form_jobs): notification emails, webhooks and Salesforce leads, each a
 * row written in the same transaction as the response it delivers, so nothing is lost when the
 * process dies. A worker claims a due job with a lease (a crashed worker's lease runs out and
 * the job is claimed again), runs it, and marks it done, or schedules a retry with exponential
 * backoff, or gives up after `max_attempts`. Safe with several site processes on one database:
 * a claim is one conditional UPDATE.
 */
import { sql, type Kysely } from 'kysely';
import {
	prepareQuery,
	runPrepared,
	type SyncTransaction,
} from '../../db/prepared';
import type { Database } from '../../db/schema';
import { nowIso, type FormsDb, type JobKind, type JobRow } from '../db';

export const LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export type NewJob = {
	kind: JobKind;
	feedbackId: number | null;
	target: string;
	payload: unknown;
	maxAttempts: number;
};

const insertJob = prepareQuery(
	(
		db: FormsDb,
		p: {
			kind: JobKind;
			feedbackId: number | null;
			target: string;
			payload: string;
			maxAttempts: number;
			now: number;
			nowIso: string;
		}
	) =>
		db.insertInto( 'form_jobs' ).values( {
			kind: p.kind,
			feedback_id: p.feedbackId,
			target: p.target,
			payload: p.payload,
			status: 'pending',
			attempts: 0,
			max_attempts: p.maxAttempts,
			run_at_ms: p.now,
			locked_until_ms: null,
			last_status_code: null,
			last_error: '',
			created_at: p.nowIso,
			updated_at: p.nowIso,
		} )
);

/**
 * Queues a job in the transaction `tx` runs in; answers its id.
 * @param tx
 * @param job
 * @param now
 */
export function enqueueJob(
	tx: SyncTransaction,
	job: NewJob,
	now = Date.now()
): number {
	return tx.run( insertJob, {
		kind: job.kind,
		feedbackId: job.feedbackId,
		target: job.target,
		payload: JSON.stringify( job.payload ?? null ),
		maxAttempts: job.maxAttempts,
		now,
		nowIso: nowIso( now ),
	} ).lastInsertRowid;
}

/** Due and not leased (or its lease ran out): one statement, so a claim is one write. */
const claim = prepareQuery(
	(
		db: FormsDb,
		p: { now: number; lockedUntil: number; nowIso: string; limit: number }
	) =>
		db
			.updateTable( 'form_jobs' )
			.set( ( eb ) => ( {
				locked_until_ms: p.lockedUntil,
				attempts: eb( 'attempts', '+', 1 ),
				updated_at: p.nowIso,
			} ) )
			.where( ( eb ) =>
				eb(
					'id',
					'in',
					eb
						.selectFrom( 'form_jobs' )
						.select( 'id' )
						.where( 'status', '=', 'pending' )
						.where( 'run_at_ms', '<=', p.now )
						.where( ( due ) =>
							due.or( [
								due( 'locked_until_ms', 'is', null ),
								due( 'locked_until_ms', '<=', p.now ),
							] )
						)
						.orderBy( 'run_at_ms' )
						.orderBy( 'id' )
						.limit( p.limit )
				)
			)
			.returningAll()
);

/**
 * Takes up to `limit` due jobs (counting the attempt of each), oldest first; none when none is
 * due. Run it in a transaction (the worker's is group-committed): the claims are one write.
 * @param tx
 * @param limit
 * @param now
 */
export function claimDueJobs(
	tx: SyncTransaction,
	limit: number,
	now = Date.now()
): JobRow[] {
	const claimed = tx.all( claim, {
		now,
		lockedUntil: now + LEASE_MS,
		nowIso: nowIso( now ),
		limit,
	} );
	return claimed.sort( ( a, b ) => a.run_at_ms - b.run_at_ms || a.id - b.id );
}

export function backoffMs( attempts: number, baseMs: number ): number {
	return Math.min(
		baseMs * 2 ** Math.max( 0, attempts - 1 ),
		MAX_BACKOFF_MS
	);
}

const complete = prepareQuery(
	(
		db: FormsDb,
		p: {
			id: number;
			statusCode: number | null;
			note: string;
			nowIso: string;
		}
	) =>
		db
			.updateTable( 'form_jobs' )
			.set( {
				status: 'done',
				locked_until_ms: null,
				last_status_code: p.statusCode,
				last_error: p.note,
				updated_at: p.nowIso,
			} )
			.where( 'id', '=', p.id )
);

export function completeJob(
	tx: SyncTransaction,
	job: JobRow,
	statusCode: number | null,
	note = '',
	now = Date.now()
): void {
	tx.run( complete, {
		id: job.id,
		statusCode,
		note,
		nowIso: nowIso( now ),
	} );
}

const fail = prepareQuery(
	(
		db: FormsDb,
		p: {
			id: number;
			status: 'pending' | 'failed';
			runAt: number;
			statusCode: number | null;
			error: string;
			nowIso: string;
		}
	) =>
		db
			.updateTable( 'form_jobs' )
			.set( {
				status: p.status,
				locked_until_ms: null,
				run_at_ms: p.runAt,
				last_status_code: p.statusCode,
				last_error: p.error,
				updated_at: p.nowIso,
			} )
			.where( 'id', '=', p.id )
);

/**
 * Records a failed attempt: a retry after the backoff, or `failed` once attempts are used up.
 * @param tx
 * @param job
 * @param error
 * @param statusCode
 * @param retryBaseMs
 * @param now
 * @return whether the job gave up
 */
export function failJob(
	tx: SyncTransaction,
	job: JobRow,
	error: string,
	statusCode: number | null,
	retryBaseMs: number,
	now = Date.now()
): boolean {
	const final = job.attempts >= job.max_attempts;
	tx.run( fail, {
		id: job.id,
		status: final ? 'failed' : 'pending',
		runAt: final
			? job.run_at_ms
			: now + backoffMs( job.attempts, retryBaseMs ),
		statusCode,
		error: error.slice( 0, 1000 ),
		nowIso: nowIso( now ),
	} );
	return final;
}

const nextDue = prepareQuery( ( db: FormsDb ) =>
	db
		.selectFrom( 'form_jobs' )
		.select(
			sql<
				number | null
			>`min(max(run_at_ms, coalesce(locked_until_ms, 0)))`.as( 'due' )
		)
		.where( 'status', '=', 'pending' )
);

/**
 * When the next pending job falls due (epoch ms), or null when the queue is empty.
 * @param db
 */
export async function nextDueAt(
	db: Kysely< Database >
): Promise< number | null > {
	const { rows } = await runPrepared( db, nextDue, {} );
	return rows[ 0 ]?.due ?? null;
}
