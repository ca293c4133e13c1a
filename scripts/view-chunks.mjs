/**
 * A view script stays small by loading its heavy part later, by URL, from beside itself. Both
 * builds (the standalone site and the WordPress plugin) put these files in the block's folder:
 * - each blocks/<slug>/view-chunks/<name>.ts becomes <name>.js, an ES module (esbuild), with
 *   <name>.css when it imports styles;
 * - the files blocks/<slug>/view-chunks/package-files.json names (`{ "<built name>":
 *   "<package>/<path>" }`) are copied from node_modules as they are, without their source-map
 *   comment: prebuilt parts a chunk's library loads itself, such as MapLibre's worker.
 */
import * as esbuild from 'esbuild';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cjsDefaultInteropPlugin } from './esbuild-cjs-interop.mjs';
import { root } from './paths.mjs';

const PACKAGE_FILES = 'package-files.json';
const requireFromRoot = createRequire( path.join( root, 'package.json' ) );

/**
 * Builds blocks/<slug>/view-chunks/ into `<outBlocksDir>/<slug>/`; nothing when the block has none.
 * @param {string}                                                  slug         the block's folder
 * @param {string}                                                  outBlocksDir e.g. build/blocks or build/wp-plugin/blocks
 * @param {{ production: boolean, define: Record<string, string> }} options
 */
export async function buildViewChunks(
	slug,
	outBlocksDir,
	{ production, define }
) {
	const folder = path.join( root, 'blocks', slug, 'view-chunks' );
	if ( ! existsSync( folder ) ) {
		return;
	}
	const outDir = path.join( outBlocksDir, slug );
	const entryPoints = readdirSync( folder )
		.filter( ( file ) => /\.tsx?$/.test( file ) )
		.map( ( file ) => path.join( folder, file ) );
	await esbuild.build( {
		entryPoints,
		outdir: outDir,
		bundle: true,
		format: 'esm',
		minify: production,
		target: 'es2020',
		define,
		plugins: [ cjsDefaultInteropPlugin ],
		logLevel: 'warning',
	} );
	copyPackageFiles( slug, folder, outDir );
}

/**
 * @param {string} slug
 * @param {string} folder the block's view-chunks folder
 * @param {string} outDir
 */
function copyPackageFiles( slug, folder, outDir ) {
	const list = path.join( folder, PACKAGE_FILES );
	if ( ! existsSync( list ) ) {
		return;
	}
	const files = JSON.parse( readFileSync( list, 'utf8' ) );
	mkdirSync( outDir, { recursive: true } );
	for ( const [ built, source ] of Object.entries( files ) ) {
		if ( ! /^[a-z0-9.-]+\.js$/.test( built ) ) {
			throw new Error(
				`blocks/${ slug }/view-chunks/${ PACKAGE_FILES }: "${ built }" is not a plain .js file name`
			);
		}
		const contents = readFileSync(
			requireFromRoot.resolve( source ),
			'utf8'
		).replace( /\n\/\/# sourceMappingURL=\S+\s*$/, '\n' );
		writeFileSync( path.join( outDir, built ), contents );
	}
}
