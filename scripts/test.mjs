/**
 * `npm test`: installs what is missing, writes the block registry, type-checks, lints, builds
 * the site and the WordPress plugin (the browser tests need them), then runs every jest
 * project: unit, server, the browser (e2e) tests in Debian's Chromium and the plugin in real
 * WordPress. Extra arguments go to jest, e.g. `npm test -- blocks/markdown` (they also skip the
 * type check, lint and the plugin build — unless they name the wordpress tests — to keep a
 * focused run quick).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { root, wpScriptsBin } from './paths.mjs';

ensureInstall();
const { writeRegistry } = await import( './block-registry.mjs' );
await writeRegistry();

/**
 * Runs a node script from node_modules and stops the whole run when it fails.
 * @param {string}   label what is checked, for the failure message
 * @param {string[]} args  the script and its arguments
 */
function runOrExit( label, args ) {
	const result = spawnSync( process.execPath, args, {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( result.status !== 0 ) {
		console.error( `${ label } failed.` );
		process.exit( result.status ?? 1 );
	}
}

const focused = process.argv.length > 2;
if ( ! focused ) {
	runOrExit( 'Type check', [
		path.join( root, 'node_modules', 'typescript', 'bin', 'tsc' ),
		'-p',
		root,
		'--noEmit',
	] );
	runOrExit( 'Lint', [
		wpScriptsBin,
		'lint-js',
		'blocks',
		'shared',
		'scripts',
		'tests',
		'tools',
		'bench',
		'app',
		'server',
		'api-client',
		'store',
	] );
	runOrExit( 'Style lint', [
		wpScriptsBin,
		'lint-style',
		'blocks/**/*.scss',
		'app/**/*.scss',
		'shared/**/*.scss',
	] );
}

const { build } = await import( './build.mjs' );
await build();
if (
	! focused ||
	process.argv.slice( 2 ).some( ( arg ) => /wordpress/.test( arg ) )
) {
	const { buildPlugin } = await import( './build-plugin.mjs' );
	await buildPlugin();
}

const jest = spawnSync(
	process.execPath,
	[
		path.join( root, 'node_modules', 'jest', 'bin', 'jest.js' ),
		'-c',
		path.join( root, 'jest.config.js' ),
		'--ci',
		'--maxWorkers=2',
		...process.argv.slice( 2 ),
	],
	{ cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } }
);
process.exit( jest.status ?? 1 );
