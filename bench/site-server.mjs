/**
 * What the server benches share: a free loopback port, the built site server (node
 * build/server/index.js, or BENCH_SERVER) started on a temporary DATA_DIR with the forms' fill-time
 * and rate limits off, a post holding a contact form published through the REST API, and the
 * hidden fields (post, form, one-time token) read from a published page.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

export const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
export const ADMIN_PASSWORD = 'bench-admin-password';
export const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

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

function running( child ) {
	return !! child && child.exitCode === null && child.signalCode === null;
}

/**
 * A site server on a temporary database: `start()` (again after `kill()`), `kill()` (SIGKILL),
 * `remove()` (kills it and deletes the data folder).
 * @param {string} prefix temporary folder name prefix
 */
export async function siteServer( prefix ) {
	const dataDir = mkdtempSync( path.join( os.tmpdir(), prefix ) );
	const port = await freePort();
	const base = `http://127.0.0.1:${ port }`;
	const entry =
		process.env.BENCH_SERVER ??
		path.join( root, 'build', 'server', 'index.js' );
	let child = null;
	const site = {
		base,
		dataDir,
		databaseFile: path.join( dataDir, 'site.sqlite' ),
		running: () => running( child ),
		/** The server's process id (while started). */
		pid: () => child?.pid,
		async start() {
			child = spawn( process.execPath, [ entry ], {
				env: {
					...process.env,
					PORT: String( port ),
					HOST: '127.0.0.1',
					DATA_DIR: dataDir,
					ADMIN_PASSWORD,
					SMTP_URL: '',
					FORMS_MIN_FILL_SECONDS: '0',
					FORMS_RATE_LIMIT: '1000000',
				},
				stdio: [ 'ignore', 'ignore', 'inherit' ],
			} );
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
		},
		async kill() {
			const current = child;
			if ( ! running( current ) ) {
				return;
			}
			const exited = new Promise( ( resolve ) =>
				current.once( 'exit', resolve )
			);
			current.kill( 'SIGKILL' );
			await exited;
		},
		async remove() {
			await site.kill();
			rmSync( dataDir, { recursive: true, force: true } );
		},
	};
	return site;
}

/**
 * Signs in as the administrator through the sign-in form.
 * @param {string} base
 * @return {Promise<{cookie: string, nonce: string}>} the session cookie header and a REST nonce
 */
export async function signInAdmin( base ) {
	const cookiesOf = ( response ) =>
		response.headers
			.getSetCookie()
			.map( ( header ) => header.split( ';' )[ 0 ] );
	// The sign-in form sets a test cookie and prints the `_wplogin` token tied to it.
	const form = await fetch( `${ base }/wp-login.php` );
	const testCookie = cookiesOf( form ).join( '; ' );
	const loginToken =
		/name="_wplogin" value="([^"]+)"/.exec( await form.text() )?.[ 1 ] ??
		'';
	const login = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: testCookie,
		},
		body: new URLSearchParams( {
			log: 'admin',
			pwd: ADMIN_PASSWORD,
			_wplogin: loginToken,
		} ),
	} );
	const cookie = cookiesOf( login ).join( '; ' );
	const nonce = await (
		await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { Cookie: cookie },
		} )
	).text();
	return { cookie, nonce };
}

/**
 * Publishes a post with a contact form (name, email, message) as the administrator.
 * @param {string} base
 * @return {Promise<number>} the post id
 */
export async function publishForm( base ) {
	const { cookie, nonce } = await signInAdmin( base );
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
			title: 'Bench form',
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

/**
 * The hidden fields of a published page's form, the one-time token among them.
 * @param {string} html
 * @return {Record<string, string>} the values by input name
 */
export function hiddenFields( html ) {
	return Object.fromEntries(
		[
			...html.matchAll(
				/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
			),
		].map( ( match ) => [ match[ 1 ], match[ 2 ] ] )
	);
}

/**
 * A submission's form-encoded body: the page's hidden fields plus a name, an email and `marker`
 * as the message (so the stored response can be found again).
 * @param {number}                 postId
 * @param {Record<string, string>} hidden
 * @param {string}                 marker
 */
export function submissionBody( postId, hidden, marker ) {
	return new URLSearchParams( {
		...hidden,
		[ `g${ postId }-name` ]: 'Bench Visitor',
		[ `g${ postId }-email` ]: 'visitor@example.com',
		[ `g${ postId }-message` ]: marker,
	} ).toString();
}

export const SUBMIT_PATH =
	'/wp-admin/admin-post.php?action=grunion-contact-form';

/**
 * The Message answers stored in the database file (read after the server has stopped), where
 * the benches put each submission's marker (`submissionBody`).
 * @param {string} databaseFile
 * @return {Set<string>} the stored messages
 */
export function storedMessages( databaseFile ) {
	const db = new SQLite( databaseFile, { readonly: true } );
	try {
		return new Set(
			db
				.prepare(
					"select value from feedback_fields where label = 'Message'"
				)
				.all()
				.map( ( row ) => JSON.parse( row.value ) )
		);
	} finally {
		db.close();
	}
}
