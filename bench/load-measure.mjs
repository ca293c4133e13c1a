/**
 * Measuring helpers of the forms load bench (bench/forms-load.mjs): the main-thread CPU time of
 * a process (from /proc on Linux), the disk's fsync time, one timed HTTP request, percentiles
 * and requests run CONCURRENCY at a time.
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

export const CONCURRENCY = 50;

/**
 * CPU time (user + system, ms) the main thread of process `pid` has used; null off Linux.
 * @param {number} pid
 */
export function mainThreadCpuMs( pid ) {
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
export async function cpuPerCall( pid, count, one ) {
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
 * Runs `phase` (`count` requests) and adds to its figures the CPU time per request of
 * the server's main thread and of this client process (ms), null off Linux.
 * @param {number}                           pid
 * @param {() => Promise<{ count: number }>} phase
 */
export async function underLoad( pid, phase ) {
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
export function diskSyncMs( dir, count = 100 ) {
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

export function request( agent, base, target, options = {} ) {
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

export function percentile( sorted, share ) {
	return sorted[
		Math.min( sorted.length - 1, Math.ceil( share * sorted.length ) - 1 )
	];
}

/**
 * Runs `count` requests with CONCURRENCY of them in flight at all times: CONCURRENCY visitors,
 * each sending its next request as soon as its last one was answered (a closed loop, as a load
 * generator's connections do; no visitor waits for the slowest of the others).
 * @param {number}                          count
 * @param {(index: number) => Promise<any>} one
 */
export async function concurrently( count, one ) {
	const latencies = [];
	const started = performance.now();
	let next = 0;
	const visitor = async () => {
		while ( next < count ) {
			const result = await one( next++ );
			latencies.push( result.ms );
		}
	};
	await Promise.all(
		Array.from( { length: Math.min( CONCURRENCY, count ) }, visitor )
	);
	const seconds = ( performance.now() - started ) / 1000;
	return summary( count, seconds, latencies );
}

function summary( count, seconds, latencies ) {
	latencies.sort( ( a, b ) => a - b );
	return {
		count,
		seconds,
		latencies,
		perSecond: count / seconds,
		p50: percentile( latencies, 0.5 ),
		p99: percentile( latencies, 0.99 ),
	};
}

/**
 * Measures several kinds of request in turns: `rounds` times, each phase in order runs `perRound`
 * requests (CONCURRENCY in flight) under `underLoad`. Turns keep a change of the machine's speed
 * during the run from landing on one phase only. Per phase: requests/s over the time of its own
 * turns, p50 and p99 over all its requests, CPU per request over all its turns.
 * @param {number}                                          pid    the server's process
 * @param {Record<string, (index: number) => Promise<any>>} phases one request of each kind
 * @param {{ rounds: number, perRound: number }}            counts
 * @return {Promise<Record<string, object>>} the figures of each phase, by name
 */
export async function inTurns( pid, phases, { rounds, perRound } ) {
	const turns = Object.fromEntries(
		Object.keys( phases ).map( ( name ) => [ name, [] ] )
	);
	for ( let round = 0; round < rounds; round++ ) {
		for ( const [ name, one ] of Object.entries( phases ) ) {
			const offset = round * perRound;
			turns[ name ].push(
				await underLoad( pid, () =>
					concurrently( perRound, ( index ) => one( offset + index ) )
				)
			);
		}
	}
	return Object.fromEntries(
		Object.entries( turns ).map( ( [ name, results ] ) => {
			const sum = ( key ) =>
				results.reduce(
					( total, result ) => total + result[ key ] * result.count,
					0
				);
			const merged = summary(
				rounds * perRound,
				results.reduce(
					( total, result ) => total + result.seconds,
					0
				),
				results.flatMap( ( result ) => result.latencies )
			);
			return [
				name,
				{
					...merged,
					serverCpuMs:
						results[ 0 ].serverCpuMs === null
							? null
							: sum( 'serverCpuMs' ) / merged.count,
					clientCpuMs: sum( 'clientCpuMs' ) / merged.count,
				},
			];
		} )
	);
}
