/**
 * Forms reliability under crashes: `node bench/forms-reliability.mjs [--no-build]`, and part of
 * `npm run bench` (bench/run.mjs).
 *
 * Builds the site (`--no-build` skips it), starts the built server (node build/server/index.js,
 * or BENCH_SERVER) on 127.0.0.1 with a temporary DATA_DIR, publishes a post with a contact form,
 * then lets 50 concurrent visitors submit it again and again (form-encoded with `Accept:
 * application/json`, as the view script does) while the server is killed with SIGKILL and
 * restarted 5 times, and twice more each once it is stable. Afterwards every submission that got
 * a success answer must be in the database file. Prints attempted, succeeded, failed (refused or
 * cut connections while the server was down), found in DB and missing; exits 1 when anything is
 * missing (or nothing succeeded). Loopback only; every loop is bounded (100 attempts per
 * visitor, not counting connections refused while the server restarts, 120 s overall, 10 s per
 * request). BENCH_DEBUG=1 prints why each failed attempt failed.
 */
import { pathToFileURL } from 'node:url';
import { build as buildSite } from '../scripts/build.mjs';
import {
	hiddenFields,
	publishForm,
	siteServer,
	storedMessages,
	sleep,
	submissionBody,
	SUBMIT_PATH,
} from './site-server.mjs';

export const VISITORS = 50;
export const KILLS = 5;
const SUBMISSIONS_AFTER_CHAOS = 2;
const MAX_ATTEMPTS = 100;
const MAX_SECONDS = 120;
const REQUEST_TIMEOUT_MS = 10_000;

async function submitOnce( base, postId, marker ) {
	const page = await fetch( `${ base }/?p=${ postId }`, {
		signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
	} );
	const hidden = hiddenFields( await page.text() );
	const response = await fetch( `${ base }${ SUBMIT_PATH }`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Accept: 'application/json',
		},
		body: submissionBody( postId, hidden, marker ),
		signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
	} );
	const answer = await response.json();
	if ( process.env.BENCH_DEBUG && ! answer.success ) {
		console.error( response.status, answer );
	}
	return response.status === 200 && answer.success === true;
}

/**
 * Runs the kill test (building the site first unless `build` is false).
 * @param {{ build?: boolean }} options
 * @return {Promise<{ attempted: number, succeeded: number, failed: number, found: number,
 *   missing: number, kills: number, seconds: number }>} what was acknowledged and what is stored
 */
export async function runFormsReliability( { build = true } = {} ) {
	if ( build ) {
		await buildSite();
	}
	const site = await siteServer( 'forms-bench-' );
	const results = { attempted: 0, succeeded: 0, failed: 0 };
	const confirmed = [];
	let startedAt = Date.now();
	let chaosDone = false;
	const deadline = () => Date.now() > startedAt + MAX_SECONDS * 1000;

	// One visitor: submits again and again while the server is being killed, then a few more
	// times once it is stable (bounded by MAX_ATTEMPTS and the overall deadline).
	const visitor = async ( index, postId ) => {
		let afterChaos = 0;
		let spent = 0;
		for (
			let round = 0;
			spent < MAX_ATTEMPTS &&
			afterChaos < SUBMISSIONS_AFTER_CHAOS &&
			! deadline();
			round++
		) {
			if ( chaosDone ) {
				afterChaos++;
			}
			const marker = `bench-${ index }-${ round }-${ Math.random().toString( 36 ).slice( 2 ) }`;
			results.attempted++;
			let ok = false;
			let refused = false;
			try {
				ok = await submitOnce( site.base, postId, marker );
			} catch ( error ) {
				refused = error?.cause?.code === 'ECONNREFUSED';
				if ( process.env.BENCH_DEBUG ) {
					console.error( error );
				}
			}
			// Connections refused while the server restarts (seconds on a busy machine) do not
			// use up the visitor's attempts; the overall deadline still bounds the loop.
			if ( ! refused ) {
				spent++;
			}
			if ( ok ) {
				results.succeeded++;
				confirmed.push( marker );
			} else {
				results.failed++;
				await sleep( 100 + Math.random() * 200 );
			}
		}
	};

	const chaos = async () => {
		try {
			for ( let kill = 0; kill < KILLS; kill++ ) {
				await sleep( 300 + Math.random() * 700 );
				await site.kill();
				await sleep( 100 );
				await site.start();
			}
		} finally {
			chaosDone = true;
		}
	};

	try {
		await site.start();
		const postId = await publishForm( site.base );
		startedAt = Date.now();
		await Promise.all( [
			chaos(),
			...Array.from( { length: VISITORS }, ( _, index ) =>
				visitor( index, postId )
			),
		] );
		const seconds = ( Date.now() - startedAt ) / 1000;
		if ( ! site.running() ) {
			await site.start();
		}
		await site.kill();
		const stored = storedMessages( site.databaseFile );
		const found = confirmed.filter( ( marker ) =>
			stored.has( marker )
		).length;
		return {
			...results,
			found,
			missing: confirmed.length - found,
			kills: KILLS,
			seconds,
		};
	} finally {
		await site.remove();
	}
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ).href ) {
	let exitCode = 1;
	try {
		const result = await runFormsReliability( {
			build: ! process.argv.includes( '--no-build' ),
		} );
		console.log(
			`Forms reliability: ${ VISITORS } visitors, ${ result.kills } SIGKILL restarts, ${ result.seconds.toFixed( 1 ) } s`
		);
		console.table( {
			attempted: result.attempted,
			succeeded: result.succeeded,
			failed: result.failed,
			'found in DB': result.found,
			missing: result.missing,
		} );
		exitCode = result.missing === 0 && result.succeeded > 0 ? 0 : 1;
		if ( result.missing ) {
			console.error(
				`${ result.missing } submissions answered with success are missing from the database.`
			);
		}
	} catch ( error ) {
		console.error( error );
	}
	process.exit( exitCode );
}
