/**
 * Bundles a TypeScript entry of ours for plain Node with esbuild (node_modules stay external
 * and load from disk; .scss/.css imports are dropped), then loads it with the jsdom browser
 * globals @wordpress/blocks needs already installed. Used by `npm run audit-content` and
 * `npm run bench`. Writes through a temporary file and a rename, so concurrent runs never
 * load a half-written bundle.
 */
import * as esbuild from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const require = createRequire( import.meta.url );

export async function bundleForNode( entry, outfile ) {
	const result = await esbuild.build( {
		entryPoints: [ path.resolve( root, entry ) ],
		outfile: path.resolve( root, outfile ),
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'node20',
		packages: 'external',
		jsx: 'automatic',
		write: false,
		loader: {
			'.scss': 'empty',
			'.css': 'empty',
			'.svg': 'dataurl',
			'.png': 'dataurl',
		},
		define: { SCRIPT_DEBUG: 'false', 'globalThis.SCRIPT_DEBUG': 'false' },
		logLevel: 'error',
	} );
	const target = path.resolve( root, outfile );
	mkdirSync( path.dirname( target ), { recursive: true } );
	const temporary = `${ target }.${ process.pid }.tmp`;
	writeFileSync( temporary, result.outputFiles[ 0 ].contents );
	renameSync( temporary, target );
	return target;
}

/**
 * Installs the jsdom globals, then requires the bundle (which loads @wordpress/* from disk).
 * @param bundlePath
 */
export function loadWithDom( bundlePath ) {
	process.env.NODE_ENV ??= 'production';
	require( './node-dom.cjs' ).installDomGlobals();
	return require( bundlePath );
}
