/**
 * `npm test`: installs what is missing, builds the site (the browser tests need it), then runs
 * every jest project: unit, server and the browser (e2e) tests in Debian's Chromium.
 * Extra arguments go to jest, e.g. `npm test -- blocks/markdown`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

ensureInstall();

const typecheck = spawnSync(
	process.execPath,
	[
		path.join( root, 'node_modules', 'typescript', 'bin', 'tsc' ),
		'-p',
		root,
		'--noEmit',
	],
	{
		cwd: root,
		stdio: 'inherit',
	}
);
if ( typecheck.status !== 0 ) {
	console.error( 'Type check failed.' );
	process.exit( typecheck.status ?? 1 );
}

const { build } = await import( './build.mjs' );
await build();

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
