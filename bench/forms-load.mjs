/**
 * Form submissions under load against a bare route of the same server, in one run
 * (`node bench/forms-load.mjs [--no-build]`, and part of `npm run bench`).
 *
 * Starts the built server on a temporary database, publishes a contact form and reads one fresh
 * one-time token per submission from the published page (before timing). Then, over one
 * keep-alive client with 50 sockets, 50 requests in flight at all times (each visitor sends its
 * next request as soon as its last is answered), after untimed warm-up requests of each kind,
 * three kinds of request in turns (3 turns of 2,000 each):
 * - the bare route: `GET /favicon.ico` (an empty 204 answered before any session, database or
 *   page work);
 * - the published page with the form (`GET /?p=`), the comparison the issue's own figures used;
 * - submissions: each visitor posts once with its own token
 *   (form-encoded, `Accept: application/json`, as the view script does); every answer must be a
 *   success.
 * Reports requests/s, p50 and p99 of each, and submissions/s as a ratio of the bare route's and
 * of the page's requests/s; afterwards every acknowledged submission must be in the database file.
 *
 * Wall-clock figures depend on what else the machine runs. Beside them, per request of each
 * timed phase, the CPU time of the server's main thread (user + system, from /proc on Linux) and
 * of this client process; and the server's main-thread CPU per submission over CPU_SAMPLES
 * submissions posted one after another (each then commits alone: the dearest case). Each
 * submission's share of the delivery worker's passes is included; the log syncs run in the
 * thread pool and are not. After the run, the disk's fsync time under the data folder (what
 * every acknowledged submission waits for at least). formsLoadChecks() holds the figures
 * against budgets.json: the regression budgets, and the goals (reported, not failed).
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as buildSite } from '../scripts/build.mjs';
import {
	hiddenFields,
	publishForm,
	root,
	siteServer,
	storedMessages,
	submissionBody,
	SUBMIT_PATH,
} from './site-server.mjs';
import {
	CONCURRENCY,
	cpuPerCall,
	diskSyncMs,
	concurrently,
	inTurns,
	request,
} from './load-measure.mjs';

export { CONCURRENCY };

/** Turns of the three timed phases, and requests of each phase per turn. */
const ROUNDS = 3;
const PER_ROUND = 2000;
/**
 * Untimed requests first, so that both sides run compiled code when timing starts (with 50,
 * the bare route measured at a third of its speed: the client's own code was still cold).
 */
const WARM_UP = { bare: 3000, page: 500, submit: 1000 };
export const CPU_SAMPLES = 300;

/**
 * Runs the load test (building the site first unless `build` is false).
 * @param {{ build?: boolean }} options
 * @return {Promise<object>} the bare route's, the published page's and the submissions' figures,
 * the ratios, and how many acknowledged submissions were found stored
 */
export async function runFormsLoad( { build = true } = {} ) {
	if ( build ) {
		await buildSite();
	}
	const site = await siteServer( 'forms-load-' );
	const agent = new http.Agent( {
		keepAlive: true,
		maxSockets: CONCURRENCY,
	} );
	try {
		await site.start();
		const postId = await publishForm( site.base );
		const timed = ROUNDS * PER_ROUND;
		const tokens = [];
		const page = async () => {
			const result = await request( agent, site.base, `/?p=${ postId }` );
			if ( result.status !== 200 ) {
				throw new Error(
					`The published page answered ${ result.status }`
				);
			}
			return result;
		};
		await concurrently( timed + WARM_UP.submit + CPU_SAMPLES, async () => {
			const result = await page();
			tokens.push( hiddenFields( result.body ) );
			return result;
		} );
		const markers = [];
		const submit = async ( index ) => {
			const marker = `load-${ index }-${ Math.random().toString( 36 ).slice( 2 ) }`;
			const result = await request( agent, site.base, SUBMIT_PATH, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Accept: 'application/json',
				},
				body: submissionBody( postId, tokens[ index ], marker ),
			} );
			const answer = JSON.parse( result.body );
			if ( result.status !== 200 || answer.success !== true ) {
				throw new Error(
					`Submission ${ index } refused: ${ result.status } ${ result.body.slice( 0, 300 ) }`
				);
			}
			markers.push( marker );
			return result;
		};
		const bare = async () => {
			const result = await request( agent, site.base, '/favicon.ico' );
			if ( result.status !== 204 ) {
				throw new Error( `The bare route answered ${ result.status }` );
			}
			return result;
		};
		await concurrently( WARM_UP.bare, bare );
		await concurrently( WARM_UP.page, page );
		await concurrently( WARM_UP.submit, ( index ) =>
			submit( timed + index )
		);
		const measured = await inTurns(
			site.pid(),
			{ bare, page, submit },
			{ rounds: ROUNDS, perRound: PER_ROUND }
		);
		const cpu = {
			bare: await cpuPerCall( site.pid(), CPU_SAMPLES, bare ),
			submit: await cpuPerCall( site.pid(), CPU_SAMPLES, ( index ) =>
				submit( timed + WARM_UP.submit + index )
			),
		};
		await site.kill();
		const disk = diskSyncMs( site.dataDir );
		const stored = storedMessages( site.databaseFile );
		return {
			...measured,
			ratio: measured.submit.perSecond / measured.bare.perSecond,
			pageRatio: measured.submit.perSecond / measured.page.perSecond,
			cpu,
			disk,
			acknowledged: markers.length,
			stored: markers.filter( ( marker ) => stored.has( marker ) ).length,
		};
	} finally {
		agent.destroy();
		await site.remove();
	}
}

const ms = ( value, digits = 1 ) => `${ value.toFixed( digits ) } ms`;

/**
 * The figures of a run against budgets.json: the regression budgets (`ok` false fails the bench)
 * and the goals (issue 8, item 20; `goal` true: reported as met or NOT MET, never failed).
 * @param {Object} result  what runFormsLoad answered
 * @param {Object} budgets bench/budgets.json
 * @return {Array<{ what: string, measured: string, limit: string, ok: boolean, goal?: boolean }>} one
 * line per figure with a budget or goal
 */
export function formsLoadChecks( result, budgets ) {
	const { submit } = result;
	const goals = budgets.formSubmitGoals;
	const checks = [
		{
			what: 'acknowledged submissions stored',
			measured: `${ result.stored } of ${ result.acknowledged }`,
			limit: 'all',
			ok: result.stored === result.acknowledged,
		},
		{
			what: 'form submissions p99',
			measured: ms( submit.p99 ),
			limit: `≤ ${ budgets.formSubmitP99Ms } ms`,
			ok: submit.p99 <= budgets.formSubmitP99Ms,
		},
		{
			what: 'form submissions/s ÷ bare route requests/s',
			measured: result.ratio.toFixed( 2 ),
			limit: `≥ ${ budgets.formSubmitMinRatio }`,
			ok: result.ratio >= budgets.formSubmitMinRatio,
		},
	];
	if ( submit.serverCpuMs !== null ) {
		checks.push( {
			what: `form submission, server main-thread CPU at ${ CONCURRENCY } concurrent`,
			measured: ms( submit.serverCpuMs, 2 ),
			limit: `≤ ${ budgets.formSubmitConcurrentCpuMs } ms`,
			ok: submit.serverCpuMs <= budgets.formSubmitConcurrentCpuMs,
		} );
	}
	if ( result.cpu.submit !== null ) {
		checks.push( {
			what: `form submission, server main-thread CPU one after another (${ CPU_SAMPLES })`,
			measured: ms( result.cpu.submit, 2 ),
			limit: `≤ ${ budgets.formSubmitCpuMs } ms`,
			ok: result.cpu.submit <= budgets.formSubmitCpuMs,
		} );
	}
	checks.push(
		{
			what: 'form submissions, issue goal: p99',
			measured: ms( submit.p99 ),
			limit: `≤ ${ goals.p99Ms } ms`,
			ok: submit.p99 <= goals.p99Ms,
			goal: true,
		},
		{
			what: 'form submissions, issue goal: submissions ÷ bare route',
			measured: result.ratio.toFixed( 2 ),
			limit: `≥ ${ goals.minRatio }`,
			ok: result.ratio >= goals.minRatio,
			goal: true,
		}
	);
	if ( result.cpu.submit !== null ) {
		checks.push( {
			what: 'form submissions, goal: main-thread CPU one after another',
			measured: ms( result.cpu.submit, 2 ),
			limit: `≤ ${ goals.cpuMs } ms`,
			ok: result.cpu.submit <= goals.cpuMs,
			goal: true,
		} );
	}
	return checks;
}

/**
 * What limits the figures, for the report: CPU per request of both sides and the disk's sync.
 * @param {Object} result what runFormsLoad answered
 * @return {string[]} lines
 */
export function formsLoadContext( result ) {
	const cpu = ( { serverCpuMs, clientCpuMs } ) =>
		`server main thread ${
			serverCpuMs === null ? '?' : ms( serverCpuMs, 2 )
		} + this client ${ ms( clientCpuMs, 2 ) }`;
	return [
		`published page GET /?p= (the issue's comparison): ${ result.page.perSecond.toFixed(
			0
		) }/s, p50 ${ ms( result.page.p50 ) }; submissions ÷ published page ${ result.pageRatio.toFixed(
			2
		) }`,
		`CPU per request at ${ CONCURRENCY } concurrent: bare route ${ cpu(
			result.bare
		) }; submission ${ cpu( result.submit ) }`,
		`disk: fsync of an appended 40 KB p50 ${ ms(
			result.disk.p50
		) }, p99 ${ ms( result.disk.p99 ) } (every acknowledged submission waits for one)`,
	];
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ).href ) {
	const result = await runFormsLoad( {
		build: ! process.argv.includes( '--no-build' ),
	} );
	const line = ( what, { count, perSecond, p50, p99 } ) =>
		`${ what }: ${ count } requests, ${ perSecond.toFixed( 0 ) }/s, p50 ${ ms(
			p50
		) }, p99 ${ ms( p99 ) }`;
	console.log( `${ CONCURRENCY } concurrent` );
	console.log( line( 'bare route GET /favicon.ico', result.bare ) );
	console.log( line( 'form submissions', result.submit ) );
	for ( const context of formsLoadContext( result ) ) {
		console.log( context );
	}
	if ( result.cpu.bare !== null ) {
		console.log(
			`bare route, server main-thread CPU one after another: ${ ms(
				result.cpu.bare,
				2
			) }`
		);
	}
	const budgets = JSON.parse(
		readFileSync( path.join( root, 'bench', 'budgets.json' ), 'utf8' )
	);
	let failed = false;
	for ( const check of formsLoadChecks( result, budgets ) ) {
		const verdict = check.goal
			? ( check.ok && 'met' ) || 'NOT MET'
			: ( check.ok && 'ok' ) || 'OVER';
		failed ||= ! check.goal && ! check.ok;
		console.log(
			`${ check.what }: ${ check.measured } (${
				check.goal ? 'goal' : 'budget'
			} ${ check.limit }) ${ verdict }`
		);
	}
	process.exit( failed ? 1 : 0 );
}
