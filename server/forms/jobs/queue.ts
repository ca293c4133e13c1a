/**
 * The delivery queue (form_jobs): notification emails, webhooks and Salesforce leads, each a
 * row written in the same transaction as the response it delivers, so nothing is lost when the
 * process dies. A worker claims a due job with a lease (a crashed worker's lease runs out and
 * the job is claimed again), runs it, and marks it done, or schedules a retry with exponential
 * backoff, or gives up after `max_attempts`. Safe with several site processes on one database:
 * a claim is one conditional UPDATE.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formsDb, nowIso, type JobKind, type JobRow } from '../db';

export const LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export type NewJob = {
	kind: JobKind;
	feedbackId: number | null;
	target: string;
	payload: unknown;
	maxAttempts: number;
};

export async function enqueueJob(
	db: Kysely< Database >,
	job: NewJob,
	now = Date.now()
): Promise< number > {
	const row = await formsDb( db )
		.insertInto( 'form_jobs' )
		.values( {
			kind: job.kind,
			feedback_id: job.feedbackId,
			target: job.target,
			payload: JSON.stringify( job.payload ?? null ),
			status: 'pending',
			attempts: 0,
			max_attempts: job.maxAttempts,
			run_at_ms: now,
			locked_until_ms: null,
			last_status_code: null,
			last_error: '',
			created_at: nowIso( now ),
			updated_at: nowIso( now ),
		} )
		.returning( 'id' )
		.executeTakeFirstOrThrow();
	return row.id;
}

/**
 * Takes up to `limit` due jobs (counting the attempt of each), oldest first; none when none is
 * due. Run it in one transaction (the worker passes the group-committed one) so the claims are
 * one write.
 * @param db
 * @param limit
 * @param now
 */
export async function claimDueJobs(
	db: Kysely< Database >,
	limit: number,
	now = Date.now()
): Promise< JobRow[] > {
	const fdb = formsDb( db );
	const due = await fdb
		.selectFrom( 'form_jobs' )
		.select( 'id' )
		.where( 'status', '=', 'pending' )
		.where( 'run_at_ms', '<=', now )
		.where( ( eb ) =>
			eb.or( [
				eb( 'locked_until_ms', 'is', null ),
				eb( 'locked_until_ms', '<=', now ),
			] )
		)
		.orderBy( 'run_at_ms' )
		.orderBy( 'id' )
		.limit( limit )
		.execute();
	if ( ! due.length ) {
		return [];
	}
	const claimed = await fdb
		.updateTable( 'form_jobs' )
		.set( ( eb ) => ( {
			locked_until_ms: now + LEASE_MS,
			attempts: eb( 'attempts', '+', 1 ),
			updated_at: nowIso( now ),
		} ) )
		.where(
			'id',
			'in',
			due.map( ( row ) => row.id )
		)
		.where( 'status', '=', 'pending' )
		.where( ( eb ) =>
			eb.or( [
				eb( 'locked_until_ms', 'is', null ),
				eb( 'locked_until_ms', '<=', now ),
			] )
		)
		.returningAll()
		.execute();
	return claimed.sort( ( a, b ) => a.run_at_ms - b.run_at_ms || a.id - b.id );
}

export function backoffMs( attempts: number, baseMs: number ): number {
	return Math.min(
		baseMs * 2 ** Math.max( 0, attempts - 1 ),
		MAX_BACKOFF_MS
	);
}

export async function completeJob(
	db: Kysely< Database >,
	job: JobRow,
	statusCode: number | null,
	note = '',
	now = Date.now()
): Promise< void > {
	await formsDb( db )
		.updateTable( 'form_jobs' )
		.set( {
			status: 'done',
			locked_until_ms: null,
			last_status_code: statusCode,
			last_error: note,
			updated_at: nowIso( now ),
		} )
		.where( 'id', '=', job.id )
		.execute();
}

/**
 * Records a failed attempt: a retry after the backoff, or `failed` once attempts are used up.
 * @param db
 * @param job
 * @param error
 * @param statusCode
 * @param retryBaseMs
 * @param now
 * @return whether the job gave up
 */
export async function failJob(
	db: Kysely< Database >,
	job: JobRow,
	error: string,
	statusCode: number | null,
	retryBaseMs: number,
	now = Date.now()
): Promise< boolean > {
	const final = job.attempts >= job.max_attempts;
	await formsDb( db )
		.updateTable( 'form_jobs' )
		.set( {
			status: final ? 'failed' : 'pending',
			locked_until_ms: null,
			run_at_ms: final
				? job.run_at_ms
				: now + backoffMs( job.attempts, retryBaseMs ),
			last_status_code: statusCode,
			last_error: error.slice( 0, 1000 ),
			updated_at: nowIso( now ),
		} )
		.where( 'id', '=', job.id )
		.execute();
	return final;
}

/**
 * When the next pending job falls due (epoch ms), or null when the queue is empty.
 * @param db
 */
export async function nextDueAt(
	db: Kysely< Database >
): Promise< number | null > {
	const row = await formsDb( db )
		.selectFrom( 'form_jobs' )
		.select(
			sql<
				number | null
			>`min(max(run_at_ms, coalesce(locked_until_ms, 0)))`.as( 'due' )
		)
		.where( 'status', '=', 'pending' )
		.executeTakeFirst();
	return row?.due ?? null;
}
