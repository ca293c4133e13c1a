/**
 * Starts the built site (`node build/server/index.js`) on a free port with a fresh data folder,
 * the way `npm start` runs it, and stops it afterwards. Build first: `node scripts/build.mjs`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type SiteUser = { user: string; password: string };

export type Site = {
	url: string;
	dataDir: string;
	admin: SiteUser;
	editor: SiteUser;
	/** Everything the server printed, for failure messages. */
	output: () => string;
	stop: () => Promise< void >;
};

const projectRoot = path.resolve( __dirname, '../../..' );
const serverEntry = path.join( projectRoot, 'build', 'server', 'index.js' );

/** Seeded accounts; the server reads their passwords from the environment. */
export const ADMIN_USER = 'admin';
export const EDITOR_USER = 'editor';

export function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const probe = net.createServer();
		probe.unref();
		probe.on( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const address = probe.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			probe.close( () => resolve( port ) );
		} );
	} );
}

async function waitUntilAnswering(
	url: string,
	child: ChildProcess,
	output: () => string,
	timeoutMs: number
) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null ) {
			throw new Error(
				`The site exited with code ${ child.exitCode }:\n${ output() }`
			);
		}
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
			} );
			if ( response.status < 500 ) {
				return;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`The site did not answer within ${ timeoutMs } ms:\n${ output() }`
	);
}

export async function startSite( {
	timeoutMs = 30000,
	env = {},
}: {
	timeoutMs?: number;
	env?: Record< string, string >;
} = {} ): Promise< Site > {
	if ( ! existsSync( serverEntry ) ) {
		throw new Error(
			`${ serverEntry } is missing: run \`node scripts/build.mjs\` first.`
		);
	}
	const port = await freePort();
	const host = '127.0.0.1';
	const dataDir = mkdtempSync( path.join( os.tmpdir(), 'block-suite-e2e-' ) );
	const admin = { user: ADMIN_USER, password: 'e2e-admin-password-1' };
	const editor = { user: EDITOR_USER, password: 'e2e-editor-password-1' };
	let log = '';
	const child = spawn( process.execPath, [ serverEntry ], {
		cwd: projectRoot,
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String( port ),
			HOST: host,
			DATA_DIR: dataDir,
			ADMIN_PASSWORD: admin.password,
			EDITOR_PASSWORD: editor.password,
			...env,
		},
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	child.stdout?.on( 'data', ( chunk ) => ( log += chunk ) );
	child.stderr?.on( 'data', ( chunk ) => ( log += chunk ) );
	const output = () => log;
	const url = `http://${ host }:${ port }`;

	const stop = async () => {
		if ( child.exitCode === null && child.signalCode === null ) {
			const exited = new Promise( ( resolve ) =>
				child.once( 'exit', resolve )
			);
			child.kill( 'SIGTERM' );
			const timer = setTimeout( () => child.kill( 'SIGKILL' ), 5000 );
			await exited;
			clearTimeout( timer );
		}
		rmSync( dataDir, { recursive: true, force: true } );
	};

	try {
		await waitUntilAnswering( url, child, output, timeoutMs );
	} catch ( error ) {
		await stop();
		throw error;
	}
	return { url, dataDir, admin, editor, output, stop };
}
