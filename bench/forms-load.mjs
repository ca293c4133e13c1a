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
 * Wall-clock figures depend on what else the machine runs. The load-independent one: the
 * server's main-thread CPU time per submission (user + system, from /proc on Linux) over
 * CPU_SAMPLES submissions posted one after another, against budgets.formSubmitCpuMs (also the
 * same for the bare route, for scale). Each submission's share of the delivery worker's passes
 * is included; the log syncs run in the thread pool and are not.
 */
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
		const bare = await inWaves( total, bareOnce );
		const submitted = await inWaves( total, submit );
		const cpu = {
			bare: await cpuPerCall( site.pid(), CPU_SAMPLES, bareOnce ),
			submit: await cpuPerCall( site.pid(), CPU_SAMPLES, ( index ) =>
				submit( total + warmUp + index )
			),
		};
		await site.kill();
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
			acknowledged: markers.length,
			stored: markers.filter( ( marker ) => stored.has( marker ) ).length,
		};
	} finally {
		agent.destroy();
		await site.remove();
	}
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ).href ) {
	const result = await runFormsLoad( {
		build: ! process.argv.includes( '--no-build' ),
	} );
	const line = ( what, { count, perSecond, p50, p99 } ) =>
		`${ what }: ${ count } requests, ${ perSecond.toFixed( 0 ) }/s, p50 ${ p50.toFixed( 1 ) } ms, p99 ${ p99.toFixed( 1 ) } ms`;
	console.log( `${ CONCURRENCY } concurrent, in waves` );
	console.log( line( 'bare route GET /favicon.ico', result.bare ) );
	console.log( line( 'form submissions', result.submit ) );
	console.log(
		`ratio ${ result.ratio.toFixed( 2 ) }; acknowledged ${ result.acknowledged }, stored ${ result.stored }`
	);
	const budgets = JSON.parse(
		readFileSync( path.join( root, 'bench', 'budgets.json' ), 'utf8' )
	);
	const cpuOver =
		result.cpu.submit !== null &&
		result.cpu.submit > budgets.formSubmitCpuMs;
	console.log(
		result.cpu.submit === null
			? 'main-thread CPU per submission: not measured (needs /proc)'
			: `main-thread CPU per submission (${ CPU_SAMPLES } one after another): ${ result.cpu.submit.toFixed(
					2
				) } ms (budget ${ budgets.formSubmitCpuMs } ms${
					cpuOver ? ', OVER' : ''
				}); bare route ${ result.cpu.bare.toFixed( 2 ) } ms`
	);
	process.exit( result.stored === result.acknowledged && ! cpuOver ? 0 : 1 );
}
