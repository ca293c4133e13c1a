/**
 * Form submissions under load against a bare route of the same server, in one run
 * (`node bench/forms-load.mjs [--no-build]`, and part of `npm run bench`).
 *
 * Starts the built server on a temporary database, publishes a contact form and reads one fresh
 * one-time token per submission from the published page (before timing). Then, over one
 * keep-alive client with 50 sockets:
 * - the bare route: `GET /favicon.ico` (an empty 204 answered before any session, database or
 *   page work), in waves of 50 concurrent requests;
 * - submissions: waves of 50 concurrent visitors each posting once with its own token
 *   (form-encoded, `Accept: application/json`, as the view script does); every answer must be a
 *   success.
 * Reports requests/s, p50 and p99 of both, and submissions/s as a ratio of the bare route's
 * requests/s; afterwards every acknowledged submission must be in the database file.
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
import { spawnSync } from 'node:child_process';
import {
	closeSync,
	existsSync,
	fsyncSync,
	openSync,
	readFileSync,
	rmSync,
	writeSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import {
	hiddenFields,
	publishForm,
	root,
	siteServer,
	submissionBody,
	SUBMIT_PATH,
} from './site-server.mjs';

export const CONCURRENCY = 50;
const WAVES = 24;
export const CPU_SAMPLES = 300;

/**
 * CPU time (user + system, ms) the main thread of process `pid` has used; null off Linux.
 * @param {number} pid
 */
function mainThreadCpuMs( pid ) {
	const file = `/proc/${ pid }/task/${ pid }/stat`;
	if ( ! existsSync( file ) ) {
		return null;
	}
	// After the command name (in parentheses): state is field 3, utime 14 and stime 15.
	const stat = readFileSync( file, 'utf8' );
	const fields = stat.slice( stat.lastIndexOf( ')' ) + 2 ).split( ' ' );
	const ticks = Number( fields[ 11 ] ) + Number( fields[ 12 ] );
	return ( ticks * 1000 ) / clockTicks();
}

let ticksPerSecond = 0;
function clockTicks() {
	if ( ! ticksPerSecond ) {
		const answer = spawnSync( 'getconf', [ 'CLK_TCK' ], {
			encoding: 'utf8',
		} );
		ticksPerSecond = Number( answer.stdout ) || 100;
	}
	return ticksPerSecond;
}

/**
 * Main-thread CPU ms per call of `one`, called `count` times one after another.
 * @param {number}                          pid
 * @param {number}                          count
 * @param {(index: number) => Promise<any>} one
 */
async function cpuPerCall( pid, count, one ) {
	const before = mainThreadCpuMs( pid );
	if ( before === null ) {
		return null;
	}
	for ( let index = 0; index < count; index++ ) {
		await one( index );
	}
	return ( mainThreadCpuMs( pid ) - before ) / count;
}
/**
 * Runs `phase` (waves of `count` requests) and adds to its figures the CPU time per request of
 * the server's main thread and of this client process (ms), null off Linux.
 * @param {number}                           pid
 * @param {() => Promise<{ count: number }>} phase
 */
async function underLoad( pid, phase ) {
	const server = mainThreadCpuMs( pid );
	const client = process.cpuUsage();
	const result = await phase();
	const used = process.cpuUsage( client );
	return {
		...result,
		serverCpuMs:
			server === null
				? null
				: ( mainThreadCpuMs( pid ) - server ) / result.count,
		clientCpuMs: ( used.user + used.system ) / 1000 / result.count,
	};
}

/**
 * How long the disk under `dir` takes to sync an appended 40 KB (about one batch's log frames),
 * `count` times: the least an acknowledged (durable) submission waits, whatever the server does.
 * @param {string} dir
 * @param {number} count
 */
function diskSyncMs( dir, count = 100 ) {
	const file = path.join( dir, 'fsync-probe' );
	const fd = openSync( file, 'w' );
	const frames = Buffer.alloc( 40 * 1024, 1 );
	const times = [];
	try {
		for ( let index = 0; index < count; index++ ) {
			writeSync( fd, frames );
			const started = performance.now();
			fsyncSync( fd );
			times.push( performance.now() - started );
		}
	} finally {
		closeSync( fd );
		rmSync( file, { force: true } );
	}
	times.sort( ( a, b ) => a - b );
	return { p50: percentile( times, 0.5 ), p99: percentile( times, 0.99 ) };
}

const REQUEST_TIMEOUT_MS = 10_000;

function request( agent, base, target, options = {} ) {
	return new Promise( ( resolve, reject ) => {
		const started = performance.now();
		const req = http.request(
			`${ base }${ target }`,
			{
				agent,
				method: options.method ?? 'GET',
				headers: options.headers,
				timeout: REQUEST_TIMEOUT_MS,
			},
			( res ) => {
				const chunks = [];
				res.on( 'data', ( chunk ) => chunks.push( chunk ) );
				res.on( 'end', () =>
					resolve( {
						status: res.statusCode,
						body: Buffer.concat( chunks ).toString( 'utf8' ),
						ms: performance.now() - started,
					} )
				);
				res.on( 'error', reject );
			}
		);
		req.on( 'timeout', () => req.destroy( new Error( 'timed out' ) ) );
		req.on( 'error', reject );
		req.end( options.body );
	} );
}

function percentile( sorted, share ) {
	return sorted[
		Math.min( sorted.length - 1, Math.ceil( share * sorted.length ) - 1 )
	];
}

/**
 * Runs `count` requests in waves of CONCURRENCY concurrent ones.
 * @param {number}                          count
 * @param {(index: number) => Promise<any>} one
 */
async function inWaves( count, one ) {
	const latencies = [];
	const started = performance.now();
	for ( let first = 0; first < count; first += CONCURRENCY ) {
		const wave = [];
		for (
			let index = first;
			index < Math.min( count, first + CONCURRENCY );
			index++
		) {
			wave.push( one( index ) );
		}
		for ( const result of await Promise.all( wave ) ) {
			latencies.push( result.ms );
		}
	}
	const seconds = ( performance.now() - started ) / 1000;
	latencies.sort( ( a, b ) => a - b );
	return {
		count,
		perSecond: count / seconds,
		p50: percentile( latencies, 0.5 ),
		p99: percentile( latencies, 0.99 ),
	};
}

/**
 * Runs the load test (building the site first unless `build` is false).
 * @param {{ build?: boolean }} options
 * @return {Promise<object>} the bare route's and the submissions' figures, their ratio, and how
 * many acknowledged submissions were found stored
 */
export async function runFormsLoad( { build = true } = {} ) {
	if ( build ) {
		const built = spawnSync(
			process.execPath,
			[ path.join( root, 'scripts', 'build.mjs' ) ],
			{ stdio: 'inherit' }
		);
		if ( built.status !== 0 ) {
			throw new Error( 'The build failed.' );
		}
	}
	const site = await siteServer( 'forms-load-' );
	const agent = new http.Agent( {
		keepAlive: true,
		maxSockets: CONCURRENCY,
	} );
	try {
		await site.start();
		const postId = await publishForm( site.base );
		const total = WAVES * CONCURRENCY;
		const warmUp = CONCURRENCY;
		const tokens = [];
		await inWaves( total + warmUp + CPU_SAMPLES, async () => {
			const page = await request( agent, site.base, `/?p=${ postId }` );
			tokens.push( hiddenFields( page.body ) );
			return page;
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
		const bareOnce = async () => {
			const result = await request( agent, site.base, '/favicon.ico' );
			if ( result.status !== 204 ) {
				throw new Error( `The bare route answered ${ result.status }` );
			}
			return result;
		};
		await inWaves( warmUp, bareOnce );
		await inWaves( warmUp, ( index ) => submit( total + index ) );
		const bare = await underLoad( site.pid(), () =>
			inWaves( total, bareOnce )
		);
		const submitted = await underLoad( site.pid(), () =>
			inWaves( total, submit )
		);
		const cpu = {
			bare: await cpuPerCall( site.pid(), CPU_SAMPLES, bareOnce ),
			submit: await cpuPerCall( site.pid(), CPU_SAMPLES, ( index ) =>
				submit( total + warmUp + index )
			),
		};
		await site.kill();
		const disk = diskSyncMs( site.dataDir );
		const db = new SQLite( site.databaseFile, { readonly: true } );
		const stored = new Set(
			db
				.prepare(
					"select value from feedback_fields where label = 'Message'"
				)
				.all()
				.map( ( row ) => JSON.parse( row.value ) )
		);
		db.close();
		return {
			bare,
			submit: submitted,
			ratio: submitted.perSecond / bare.perSecond,
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
	console.log( `${ CONCURRENCY } concurrent, in waves` );
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
