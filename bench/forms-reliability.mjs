/**
 * Forms reliability under crashes (not part of `npm test`): `node bench/forms-reliability.mjs`.
 *
 * Builds the site (`--no-build` skips it), starts the built server (node build/server/index.js)
 * on 127.0.0.1 with a temporary DATA_DIR, publishes a post with a contact form, then lets 50
 * concurrent visitors submit it again and again (JSON, as the view script does) while the
 * server is killed with SIGKILL and restarted 5 times, and twice more each once it is stable.
 * Afterwards every submission that got a success answer must be in the database file. Prints
 * attempted, succeeded, failed (refused or cut connections while the server was down), found
 * in DB and missing; exits 1 when anything is missing (or nothing succeeded). Loopback only;
 * every loop is bounded (100 attempts per visitor, 120 s overall, 10 s per request).
 * BENCH_DEBUG=1 prints why each failed attempt failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const VISITORS = 50;
const SUBMISSIONS_AFTER_CHAOS = 2;
const MAX_ATTEMPTS = 100;
const MAX_SECONDS = 120;
const KILLS = 5;
const REQUEST_TIMEOUT_MS = 10_000;
const ADMIN_PASSWORD = 'bench-admin-password';
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

function freePort() {
	return new Promise( ( resolve, reject ) => {
		const probe = createServer();
		probe.once( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const { port } = probe.address();
			probe.close( () => resolve( port ) );
		} );
	} );
}

const dataDir = mkdtempSync( path.join( os.tmpdir(), 'forms-bench-' ) );
const port = await freePort();
const base = `http://127.0.0.1:${ port }`;
let server = null;

async function startServer() {
	server = spawn(
		process.execPath,
		[ path.join( root, 'build', 'server', 'index.js' ) ],
		{
			env: {
				...process.env,
				PORT: String( port ),
				HOST: '127.0.0.1',
				DATA_DIR: dataDir,
				ADMIN_PASSWORD,
				SMTP_URL: '',
				FORMS_MIN_FILL_SECONDS: '0',
				FORMS_RATE_LIMIT: '100000',
			},
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		}
	);
	for ( let tries = 0; tries < 200; tries++ ) {
		try {
			const response = await fetch( `${ base }/favicon.ico`, {
				signal: AbortSignal.timeout( 1000 ),
			} );
			if ( response.status === 204 ) {
				return;
			}
		} catch {
			// Not listening yet.
		}
		await sleep( 50 );
	}
	throw new Error( 'The server did not start within 10 s.' );
}

function running( child ) {
	return !! child && child.exitCode === null && child.signalCode === null;
}

async function killServer() {
	const child = server;
	if ( ! running( child ) ) {
		return;
	}
	const exited = new Promise( ( resolve ) => child.once( 'exit', resolve ) );
	child.kill( 'SIGKILL' );
	await exited;
}

async function publishForm() {
	const login = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( { log: 'admin', pwd: ADMIN_PASSWORD } ),
	} );
	const cookie = login.headers
		.getSetCookie()
		.map( ( header ) => header.split( ';' )[ 0 ] )
		.join( '; ' );
	const nonce = await (
		await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { Cookie: cookie },
		} )
	).text();
	const content = [
		'<!-- wp:jetpack/contact-form {"formTitle":"Bench"} --><div class="wp-block-jetpack-contact-form">',
		'<!-- wp:jetpack/field-name {"required":true} /-->',
		'<!-- wp:jetpack/field-email {"required":true} /-->',
		'<!-- wp:jetpack/field-textarea {"label":"Message","required":true} /-->',
		'<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->',
		'</div><!-- /wp:jetpack/contact-form -->',
	].join( '' );
	const created = await fetch( `${ base }/wp-json/wp/v2/posts`, {
		method: 'POST',
		headers: {
			Cookie: cookie,
			'X-WP-Nonce': nonce,
			'Content-Type': 'application/json',
		},
		body: JSON.stringify( {
			title: 'Reliability',
			status: 'publish',
			content,
		} ),
	} );
	if ( created.status !== 201 ) {
		throw new Error(
			`Publishing the form failed: ${ created.status } ${ await created.text() }`
		);
	}
	return ( await created.json() ).id;
}

const results = { attempted: 0, succeeded: 0, failed: 0 };
const confirmed = [];

async function submitOnce( postId, marker ) {
	const page = await fetch( `${ base }/?p=${ postId }`, {
		signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
	} );
	const html = await page.text();
	const hidden = Object.fromEntries(
		[
			...html.matchAll(
				/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
			),
		].map( ( match ) => [ match[ 1 ], match[ 2 ] ] )
	);
	const body = new URLSearchParams( {
		...hidden,
		[ `g${ postId }-name` ]: 'Bench Visitor',
		[ `g${ postId }-email` ]: 'visitor@example.com',
		[ `g${ postId }-message` ]: marker,
	} );
	const response = await fetch(
		`${ base }/wp-admin/admin-post.php?action=grunion-contact-form`,
		{
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Accept: 'application/json',
			},
			body,
			signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
		}
	);
	const answer = await response.json();
	if ( process.env.BENCH_DEBUG && ! answer.success ) {
		console.error( response.status, answer );
	}
	return response.status === 200 && answer.success === true;
}

let startedAt = Date.now();
let chaosDone = false;
const deadline = () => Date.now() > startedAt + MAX_SECONDS * 1000;

/**
 * One visitor: submits again and again while the server is being killed, then a few more times
 * once it is stable (bounded by MAX_ATTEMPTS and the overall deadline).
 * @param {number} index
 * @param {number} postId
 */
async function visitor( index, postId ) {
	let afterChaos = 0;
	for (
		let round = 0;
		round < MAX_ATTEMPTS &&
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
		try {
			ok = await submitOnce( postId, marker );
		} catch ( error ) {
			if ( process.env.BENCH_DEBUG ) {
				console.error( error );
			}
		}
		if ( ok ) {
			results.succeeded++;
			confirmed.push( marker );
		} else {
			results.failed++;
			await sleep( 100 + Math.random() * 200 );
		}
	}
}

async function chaos() {
	try {
		for ( let kill = 0; kill < KILLS; kill++ ) {
			await sleep( 300 + Math.random() * 700 );
			await killServer();
			await sleep( 100 );
			await startServer();
		}
	} finally {
		chaosDone = true;
	}
}

let exitCode = 1;
try {
	if ( ! process.argv.includes( '--no-build' ) ) {
		const build = spawnSync(
			process.execPath,
			[ path.join( root, 'scripts', 'build.mjs' ) ],
			{ stdio: 'inherit' }
		);
		if ( build.status !== 0 ) {
			throw new Error( 'The build failed.' );
		}
	}
	await startServer();
	const postId = await publishForm();
	const started = Date.now();
	startedAt = started;
	await Promise.all( [
		chaos(),
		...Array.from( { length: VISITORS }, ( _, index ) =>
			visitor( index, postId )
		),
	] );
	if ( ! running( server ) ) {
		await startServer();
	}
	await killServer();
	const db = new SQLite( path.join( dataDir, 'site.sqlite' ), {
		readonly: true,
	} );
	const stored = new Set(
		db
			.prepare(
				"select value from feedback_fields where label = 'Message'"
			)
			.all()
			.map( ( row ) => JSON.parse( row.value ) )
	);
	db.close();
	const found = confirmed.filter( ( marker ) => stored.has( marker ) ).length;
	const missing = confirmed.length - found;
	console.log(
		`Forms reliability: ${ VISITORS } visitors, ${ KILLS } SIGKILL restarts, ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
	);
	console.table( {
		attempted: results.attempted,
		succeeded: results.succeeded,
		failed: results.failed,
		'found in DB': found,
		missing,
	} );
	exitCode = missing === 0 && results.succeeded > 0 ? 0 : 1;
	if ( missing ) {
		console.error(
			`${ missing } submissions answered with success are missing from the database.`
		);
	}
} catch ( error ) {
	console.error( error );
} finally {
	await killServer();
	rmSync( dataDir, { recursive: true, force: true } );
}
process.exit( exitCode );
