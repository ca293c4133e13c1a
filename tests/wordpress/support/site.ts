/**
 * A throwaway WordPress site on this machine, offline: the builds of the npm package
 * `@wp-playground/wordpress-builds` (PHP files in a zip, static files beside it), the SQLite
 * integration plugin as the database, the plugin folder of `npm run build:plugin` copied in as
 * wp-content/plugins/block-suite/, installed and activated through PHP's command line, and
 * served by `php -S` on a free port. Its tile style for maps is its own (./map-style.ts). `stop()` ends the server and deletes everything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/e2e/site';
import { writeMapStyle } from './map-style';
import { ensurePhp, PHP } from './php';

export const projectRoot = path.resolve( __dirname, '../../..' );
export const pluginBuildDir = path.join( projectRoot, 'build', 'wp-plugin' );

/** WordPress versions the builds package holds, by the name of its files. */
const builds = {
	'6.5': 'wp-6.5',
	'6.6': 'wp-beta',
	'6.7': 'wp-nightly',
} as const;

export type WordPressVersion = keyof typeof builds;

const buildsDir = path.join(
	projectRoot,
	'node_modules',
	'@wp-playground',
	'wordpress-builds'
);

export const ADMIN = { user: 'admin', password: 'wordpress-test-admin-1' };

export type WordPressSite = {
	url: string;
	/** $wp_version, e.g. "6.6-RC3". */
	version: string;
	/** The WordPress folder (document root). */
	root: string;
	admin: typeof ADMIN;
	/** Null when the plugin was activated, else why WordPress refused it. */
	activationError: string | null;
	/** What PHP wrote to the WP_DEBUG_LOG file so far. */
	debugLog: () => string;
	/** The last lines `php -S` printed (its request log and errors). */
	serverOutput: () => string;
	stop: () => Promise< void >;
};

type ZipArchive = {
	extractAllTo: ( target: string, overwrite: boolean ) => void;
};
// adm-zip comes with @wordpress/scripts (its plugin-zip command) and has no type declarations.

const AdmZip = require( 'adm-zip' ) as new ( file: string ) => ZipArchive;

/** A PHP single-quoted string literal. */
const phpString = ( value: string ) =>
	`'${ value.replace( /[\\']/g, ( character ) => `\\${ character }` ) }'`;

function wpConfig( {
	url,
	databaseDir,
	debugLog,
}: {
	url: string;
	databaseDir: string;
	debugLog: string;
} ): string {
	const define = ( name: string, value: string | boolean ) =>
		`define( ${ phpString( name ) }, ${
			typeof value === 'boolean' ? String( value ) : phpString( value )
		} );`;
	const salts = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	].map( ( name ) => define( name, randomBytes( 24 ).toString( 'hex' ) ) );
	return [
		'<?php',
		'// Written by tests/wordpress/support/site.ts for a throwaway test site.',
		define( 'DB_NAME', 'wordpress' ),
		define( 'DB_USER', '' ),
		define( 'DB_PASSWORD', '' ),
		define( 'DB_HOST', '' ),
		define( 'DB_CHARSET', 'utf8' ),
		define( 'DB_COLLATE', '' ),
		define( 'DB_DIR', `${ databaseDir }/` ),
		define( 'DB_FILE', 'wordpress.sqlite' ),
		...salts,
		"$table_prefix = 'wp_';",
		define( 'WP_HOME', url ),
		define( 'WP_SITEURL', url ),
		define( 'WP_ENVIRONMENT_TYPE', 'local' ),
		define( 'WP_HTTP_BLOCK_EXTERNAL', true ),
		define( 'DISABLE_WP_CRON', true ),
		define( 'AUTOMATIC_UPDATER_DISABLED', true ),
		define( 'WP_AUTO_UPDATE_CORE', false ),
		define( 'CONCATENATE_SCRIPTS', false ),
		define( 'WP_DEBUG', true ),
		define( 'WP_DEBUG_DISPLAY', false ),
		define( 'WP_DEBUG_LOG', debugLog ),
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join( '\n' );
}

/** WordPress's PHP files from the zip, its static files from the public folder over them. */
function extractWordPress( version: WordPressVersion, root: string ) {
	const name = builds[ version ];
	new AdmZip(
		path.join( buildsDir, 'src', 'wordpress', `${ name }.zip` )
	).extractAllTo( root, true );
	const statics = path.join( buildsDir, 'public', name );
	cpSync( path.join( statics, 'wp-admin' ), path.join( root, 'wp-admin' ), {
		recursive: true,
	} );
	cpSync(
		path.join( statics, 'wp-includes' ),
		path.join( root, 'wp-includes' ),
		{ recursive: true }
	);
	// Only the themes the zip has PHP for; the public folder also holds others' static files.
	for ( const theme of readdirSync(
		path.join( root, 'wp-content', 'themes' )
	) ) {
		const themeStatics = path.join(
			statics,
			'wp-content',
			'themes',
			theme
		);
		if ( existsSync( themeStatics ) ) {
			cpSync(
				themeStatics,
				path.join( root, 'wp-content', 'themes', theme ),
				{
					recursive: true,
				}
			);
		}
	}
	// The builds come configured for the Playground, with its database: start from nothing.
	rmSync( path.join( root, 'wp-config.php' ), { force: true } );
	rmSync( path.join( root, 'wp-content', 'database' ), {
		recursive: true,
		force: true,
	} );
}

/** The SQLite integration plugin, and its db.php drop-in as its readme says. */
function installSqlite( root: string ) {
	const plugins = path.join( root, 'wp-content', 'plugins' );
	new AdmZip(
		path.join(
			buildsDir,
			'src',
			'sqlite-database-integration',
			'sqlite-database-integration.zip'
		)
	).extractAllTo( plugins, true );
	const folder = path.join( plugins, 'sqlite-database-integration' );
	renameSync(
		path.join( plugins, 'sqlite-database-integration-main' ),
		folder
	);
	const dropIn = readFileSync( path.join( folder, 'db.copy' ), 'utf8' )
		.replace( /\{SQLITE_IMPLEMENTATION_FOLDER_PATH\}/g, folder )
		.replace(
			/\{SQLITE_PLUGIN\}/g,
			'sqlite-database-integration/load.php'
		);
	// php -S runs several workers, and SQLite refuses a write that overlaps another request's
	// ("database is locked"): requests that reach the database take turns. PHP releases the
	// lock when the request ends; static files are served meanwhile.
	const takeTurns = [
		"$block_suite_test_lock = fopen( DB_DIR . 'requests.lock', 'c' );",
		'flock( $block_suite_test_lock, LOCK_EX );',
	].join( '\n' );
	writeFileSync(
		path.join( root, 'wp-content', 'db.php' ),
		dropIn.replace( /^<\?php\n/, `<?php\n${ takeTurns }\n` )
	);
}

function runPhp( args: string[], cwd: string ) {
	const result = spawnSync( PHP, args, { cwd, encoding: 'utf8' } );
	if ( result.error || result.status !== 0 ) {
		throw new Error(
			`\`php ${ args.join( ' ' ) }\` failed (${
				result.error?.message ?? `exit code ${ result.status }`
			}):\n${ result.stdout }${ result.stderr }`
		);
	}
	return result.stdout;
}

async function waitUntilAnswering(
	url: string,
	child: ChildProcess,
	output: () => string,
	timeoutMs = 20000
) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null ) {
			throw new Error(
				`php -S exited with code ${ child.exitCode }:\n${ output() }`
			);
		}
		try {
			const response = await fetch( `${ url }/wp-login.php` );
			if ( response.status === 200 ) {
				return;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`WordPress did not answer within ${ timeoutMs } ms:\n${ output() }`
	);
}

/** Ends `php -S`, the workers it forked and its shell (their own process group). */
async function stopServer( child: ChildProcess ) {
	if ( child.exitCode !== null || child.signalCode !== null || ! child.pid ) {
		return;
	}
	const exited = new Promise( ( resolve ) => child.once( 'exit', resolve ) );
	const signalGroup = ( signal: NodeJS.Signals ) => {
		try {
			process.kill( -child.pid!, signal );
		} catch {
			// Already gone.
		}
	};
	signalGroup( 'SIGTERM' );
	const timer = setTimeout( () => signalGroup( 'SIGKILL' ), 5000 );
	await exited;
	clearTimeout( timer );
}

/**
 * Sets up and serves a new site of the given version with the built plugin installed (and
 * activated, unless WordPress refuses it: see `activationError`).
 */
export async function startWordPress( {
	version,
	pluginDir = pluginBuildDir,
}: {
	version: WordPressVersion;
	pluginDir?: string;
} ): Promise< WordPressSite > {
	if ( ! existsSync( path.join( pluginDir, 'block-suite.php' ) ) ) {
		throw new Error(
			`${ pluginDir } holds no built plugin (block-suite.php): run \`npm run build:plugin\` first.`
		);
	}
	ensurePhp();
	const workDir = mkdtempSync(
		path.join( os.tmpdir(), `block-suite-wordpress-${ version }-` )
	);
	const root = path.join( workDir, 'wordpress' );
	const databaseDir = path.join( workDir, 'database' );
	const debugLogFile = path.join( workDir, 'debug.log' );
	let child: ChildProcess | undefined;
	const stop = async () => {
		if ( child ) {
			await stopServer( child );
		}
		rmSync( workDir, { recursive: true, force: true } );
	};

	try {
		const port = await freePort();
		const url = `http://127.0.0.1:${ port }`;
		mkdirSync( databaseDir );
		extractWordPress( version, root );
		installSqlite( root );
		cpSync(
			pluginDir,
			path.join( root, 'wp-content', 'plugins', 'block-suite' ),
			{
				recursive: true,
			}
		);
		mkdirSync( path.join( root, 'wp-content', 'mu-plugins' ) );
		cpSync(
			path.join( __dirname, 'php', 'mu-plugin.php' ),
			path.join(
				root,
				'wp-content',
				'mu-plugins',
				'block-suite-test-site.php'
			)
		);
		writeMapStyle( path.join( root, 'wp-content', 'mu-plugins' ) );
		writeFileSync(
			path.join( root, 'wp-config.php' ),
			wpConfig( { url, databaseDir, debugLog: debugLogFile } )
		);

		const installed = JSON.parse(
			runPhp(
				[
					path.join( __dirname, 'php', 'install.php' ),
					root,
					ADMIN.password,
				],
				root
			)
		) as { version: string; activation: string | null };

		let log = '';
		// php -S in its own process group under a shell that ends the group when its standard
		// input closes, i.e. when this process ends, even killed: no server outlives the tests.
		child = spawn(
			'/bin/sh',
			[
				'-c',
				'"$@" & read _ignored; kill 0',
				'sh',
				PHP,
				'-S',
				`127.0.0.1:${ port }`,
				'-t',
				root,
			],
			{
				cwd: root,
				// One request at a time: with several workers, two requests writing the SQLite file
				// at once can fail "database is locked" in WordPress's SQLite integration (its
				// deferred transactions), which fills the debug log; one worker costs these tests
				// no measurable time (1 min 57 s against 1 min 50 s on a busy machine).
				env: { ...process.env, PHP_CLI_SERVER_WORKERS: '1' },
				stdio: [ 'pipe', 'pipe', 'pipe' ],
				detached: true,
			}
		);
		const keep = ( chunk: Buffer ) => {
			log = `${ log }${ chunk }`.slice( -20000 );
		};
		child.stdout?.on( 'data', keep );
		child.stderr?.on( 'data', keep );
		const serverOutput = () => log;
		await waitUntilAnswering( url, child, serverOutput );

		return {
			url,
			version: installed.version,
			root,
			admin: ADMIN,
			activationError: installed.activation,
			debugLog: () =>
				existsSync( debugLogFile )
					? readFileSync( debugLogFile, 'utf8' )
					: '',
			serverOutput,
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}
