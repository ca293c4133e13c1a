/**
 * `npm run build:plugin`: the WordPress plugin, in build/wp-plugin/ and as build/block-suite.zip.
 *
 *   block-suite.php, …                 plugin/ as it is (headers, block registration, categories)
 *   build/editor.js, editor.asset.php  the suite's one editor script; build/chunks/ its lazy edit UIs
 *   blocks/<slug>/block.json           the block's block.json, `editorScript` naming that script's
 *                                      handle; with the files it declares: view.js, style.css, editor.css,
 *                                      and the chunks its view script loads later (map.js, MapLibre's worker)
 *
 * JavaScript goes through webpack (webpack.config.js, @wordpress/* external); styles through
 * the same sass step as the standalone build (scripts/block-assets.mjs); the view scripts'
 * later chunks, which hold no @wordpress code, through the standalone build's esbuild step
 * (scripts/view-chunks.mjs), so both builds ship the same files.
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBlockStyles, declaredBlockAssets } from './block-assets.mjs';
import { writeRegistry } from './block-registry.mjs';
import { zipFolder } from './zip-folder.mjs';
import { root, wpScriptsBin } from './paths.mjs';
import { buildViewChunks } from './view-chunks.mjs';

const out = path.join( root, 'build', 'wp-plugin' );
/** The script handle plugin/block-suite.php registers for build/editor.js. */
export const EDITOR_SCRIPT_HANDLE = 'block-suite-editor';

export async function buildPlugin() {
	const started = Date.now();
	await writeRegistry();
	const blocks = declaredBlockAssets();
	const viewEntries = {};
	for ( const block of blocks ) {
		for ( const asset of block.assets ) {
			if ( asset.built === 'view.js' ) {
				viewEntries[ `blocks/${ block.slug }/view` ] = asset.source;
			}
		}
	}
	rmSync( out, { recursive: true, force: true } );
	const webpack = spawnSync( process.execPath, [ wpScriptsBin, 'build' ], {
		cwd: root,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		encoding: 'utf8',
		env: {
			...process.env,
			NODE_ENV: 'production',
			BLOCK_SUITE_VIEW_ENTRIES: JSON.stringify( viewEntries ),
		},
	} );
	if ( webpack.status !== 0 ) {
		process.stderr.write( webpack.stdout + webpack.stderr );
		throw new Error( 'The plugin build (webpack) failed.' );
	}
	compileBlockStyles( path.join( out, 'blocks' ), true );
	for ( const block of blocks ) {
		await buildViewChunks( block.slug, path.join( out, 'blocks' ), {
			production: true,
			define: { 'process.env.NODE_ENV': JSON.stringify( 'production' ) },
		} );
		const metadata = JSON.parse(
			readFileSync(
				path.join( root, 'blocks', block.slug, 'block.json' ),
				'utf8'
			)
		);
		metadata.editorScript = EDITOR_SCRIPT_HANDLE;
		mkdirSync( path.join( out, 'blocks', block.slug ), {
			recursive: true,
		} );
		writeFileSync(
			path.join( out, 'blocks', block.slug, 'block.json' ),
			JSON.stringify( metadata, null, '\t' ) + '\n'
		);
	}
	cpSync( path.join( root, 'plugin' ), out, { recursive: true } );
	const zip = path.join( root, 'build', 'block-suite.zip' );
	const files = zipFolder( out, zip, 'block-suite' );
	console.log(
		`Built the WordPress plugin into build/wp-plugin/ and build/block-suite.zip (${ files } files) in ${ (
			( Date.now() - started ) /
			1000
		).toFixed( 1 ) } s`
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	buildPlugin().catch( ( error ) => {
		console.error( error.message );
		process.exit( 1 );
	} );
}
