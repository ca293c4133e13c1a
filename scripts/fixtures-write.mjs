/**
 * `npm run fixtures:write`            writes the missing `.parsed.json`, `.json` and
 *                                     `.serialized.html` of every block fixture from the current code;
 * `npm run fixtures:write -- --force` rewrites them all (review the diff!);
 * extra arguments go to jest, e.g. `npm run fixtures:write -- -t jetpack__rating-star`.
 *
 * Parsing validates blocks in a DOM, so this runs the fixture harness
 * (tests/fixtures/full-content.test.ts) under jest with WRITE_FIXTURES set; the harness writes
 * before it compares, and then reports as usual (a written fixture of invalid content still
 * fails). Existing files are never overwritten without --force. Lists the files it wrote.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const args = process.argv.slice( 2 );
const force = args.includes( '--force' );
const jestArgs = args.filter( ( arg ) => arg !== '--force' );

function fixtureFiles() {
	const blocks = path.join( root, 'blocks' );
	const files = new Map();
	for ( const slug of readdirSync( blocks ) ) {
		const folder = path.join( blocks, slug, 'test', 'fixtures' );
		if ( existsSync( folder ) ) {
			for ( const file of readdirSync( folder ) ) {
				files.set(
					path.join( folder, file ),
					statSync( path.join( folder, file ) ).mtimeMs
				);
			}
		}
	}
	return files;
}

const before = fixtureFiles();
const jest = spawnSync(
	process.execPath,
	[
		path.join( root, 'node_modules', 'jest', 'bin', 'jest.js' ),
		'-c',
		path.join( root, 'jest.config.js' ),
		'--testPathPatterns',
		'tests/fixtures/full-content\\.test\\.ts$',
		...jestArgs,
		// Last: --selectProjects takes every following plain argument as a project name.
		'--selectProjects',
		'unit',
	],
	{
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, WRITE_FIXTURES: force ? 'force' : '1' },
	}
);
const written = [ ...fixtureFiles() ]
	.filter( ( [ file, mtime ] ) => before.get( file ) !== mtime )
	.map( ( [ file ] ) => path.relative( root, file ) );
console.log(
	written.length
		? `Wrote:\n  ${ written.join( '\n  ' ) }`
		: 'No fixture file written (all exist; --force rewrites them).'
);
process.exit( jest.status ?? 1 );
