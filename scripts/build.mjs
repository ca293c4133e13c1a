/**
 * Builds the standalone site with esbuild (seconds, not the minute webpack takes):
 * - build/app/<page>.js|.css      the editor (and later admin) pages, @wordpress/* bundled;
 * - build/blocks/<slug>/view.js   each block's visitor script (only when blocks/<slug>/view.ts exists);
 * - build/blocks/<slug>/<name>.js a chunk that view script loads itself, later, with import()
 *                                 (blocks/<slug>/view-chunks/<name>.ts; ES module), and the
 *                                 prebuilt files it loads beside it (scripts/view-chunks.mjs);
 * - build/blocks/<slug>/style.css each block's front-end style (blocks/<slug>/style.scss);
 * - build/server/index.js         the site host, node_modules left external.
 *
 * The WordPress-plugin build (externals) is `npm run build:plugin` (webpack via @wordpress/scripts).
 */
import * as esbuild from 'esbuild';
import * as sass from 'sass';
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readdirSync,
	writeFileSync,
	rmSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cjsDefaultInteropPlugin } from './esbuild-cjs-interop.mjs';
import { compileBlockStyles, declaredBlockAssets } from './block-assets.mjs';
import { writeRegistry } from './block-registry.mjs';
import { root } from './paths.mjs';
import { buildViewChunks } from './view-chunks.mjs';

const out = path.join( root, 'build' );
const production = process.env.NODE_ENV !== 'development';

const define = {
	'process.env.NODE_ENV': JSON.stringify(
		production ? 'production' : 'development'
	),
	'process.env.IS_GUTENBERG_PLUGIN': 'false',
	'process.env.IS_WORDPRESS_CORE': 'false',
	SCRIPT_DEBUG: 'false',
	'globalThis.SCRIPT_DEBUG': 'false',
	'globalThis.IS_GUTENBERG_PLUGIN': 'false',
};

/** Compiles `.scss` imports with sass so esbuild can bundle them as CSS. */
const scssPlugin = {
	name: 'scss',
	setup( pluginBuild ) {
		pluginBuild.onLoad( { filter: /\.scss$/ }, ( args ) => {
			const result = sass.compile( args.path, {
				loadPaths: [ path.join( root, 'node_modules' ) ],
				style: 'compressed',
			} );
			return {
				contents: result.css,
				loader: 'css',
				watchFiles: result.loadedUrls.map( ( u ) =>
					fileURLToPath( u )
				),
			};
		} );
	},
};

function pageEntries() {
	const pagesDir = path.join( root, 'app' );
	return readdirSync( pagesDir, { withFileTypes: true } )
		.filter(
			( d ) =>
				d.isDirectory() &&
				existsSync( path.join( pagesDir, d.name, 'index.tsx' ) )
		)
		.map( ( d ) => ( {
			in: path.join( pagesDir, d.name, 'index.tsx' ),
			out: d.name,
		} ) );
}

async function buildPages() {
	const entryPoints = pageEntries();
	if ( ! entryPoints.length ) {
		return;
	}
	await esbuild.build( {
		entryPoints,
		outdir: path.join( out, 'app' ),
		bundle: true,
		format: 'esm',
		splitting: true,
		chunkNames: 'chunks/[name]-[hash]',
		minify: production,
		sourcemap: production ? false : 'inline',
		jsx: 'automatic',
		target: 'es2022',
		define,
		loader: {
			'.svg': 'dataurl',
			'.png': 'dataurl',
			'.woff2': 'file',
			'.ttf': 'file',
		},
		plugins: [ scssPlugin, cjsDefaultInteropPlugin ],
		logLevel: 'warning',
	} );
}

/** Each block's view script and styles, as its block.json declares them (scripts/block-assets.mjs). */
async function buildBlockAssets() {
	const blocks = declaredBlockAssets();
	compileBlockStyles( path.join( out, 'blocks' ), production );
	for ( const block of blocks ) {
		for ( const asset of block.assets ) {
			if ( asset.built !== 'view.js' ) {
				continue;
			}
			await esbuild.build( {
				entryPoints: [ asset.source ],
				outfile: path.join( out, 'blocks', block.slug, 'view.js' ),
				bundle: true,
				format: 'iife',
				minify: production,
				target: 'es2020',
				define,
				logLevel: 'warning',
			} );
		}
		await buildViewChunks( block.slug, path.join( out, 'blocks' ), {
			production,
			define,
		} );
	}
	return blocks;
}

/**
 * The editor canvas is an iframe that sees none of the page's CSS: it links these stylesheets
 * through the block editor's `__unstableResolvedAssets`. Copies the @wordpress package CSS it needs
 * to build/vendor/<package>/<file>.css and lists them, with every block's style.css and editor.css,
 * in build/vendor/canvas-styles.json (paths relative to that file), which the editor reads.
 * Runs after buildBlockAssets().
 */
const canvasPackageStyles = [
	// Components that block edit UIs render inside the canvas (buttons, checkboxes, …).
	[ 'components', 'style.css' ],
	[ 'block-library', 'style.css' ],
	[ 'block-library', 'theme.css' ],
	[ 'block-library', 'editor.css' ],
	[ 'block-editor', 'content.css' ],
];

function copyEditorCanvasStyles( blocks ) {
	const vendor = path.join( out, 'vendor' );
	const styles = [];
	for ( const [ pkg, file ] of canvasPackageStyles ) {
		mkdirSync( path.join( vendor, pkg ), { recursive: true } );
		copyFileSync(
			path.join(
				root,
				'node_modules',
				'@wordpress',
				pkg,
				'build-style',
				file
			),
			path.join( vendor, pkg, file )
		);
		styles.push( `${ pkg }/${ file }` );
	}
	for ( const block of blocks ) {
		for ( const asset of block.assets ) {
			if ( asset.built.endsWith( '.css' ) ) {
				styles.push( `../blocks/${ block.slug }/${ asset.built }` );
			}
		}
	}
	writeFileSync(
		path.join( vendor, 'canvas-styles.json' ),
		JSON.stringify( { styles }, null, '\t' ) + '\n'
	);
}

async function buildServer() {
	await esbuild.build( {
		entryPoints: [ path.join( root, 'server', 'index.ts' ) ],
		outfile: path.join( out, 'server', 'index.js' ),
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'node20',
		packages: 'external',
		jsx: 'automatic',
		sourcemap: 'inline',
		loader: { '.scss': 'empty', '.css': 'empty' },
		logLevel: 'warning',
	} );
}

export async function build() {
	const started = Date.now();
	await writeRegistry();
	for ( const folder of [ 'app', 'blocks' ] ) {
		rmSync( path.join( out, folder ), { recursive: true, force: true } );
	}
	await Promise.all( [
		buildPages(),
		buildBlockAssets().then( copyEditorCanvasStyles ),
		buildServer(),
	] );
	console.log(
		`Built the site into build/ in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
	);
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	build().catch( ( error ) => {
		console.error( error );
		process.exit( 1 );
	} );
}
