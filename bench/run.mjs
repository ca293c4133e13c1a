/**
 * `npm run bench` (not part of `npm test`): builds the WordPress plugin (`npm run build:plugin`,
 * `@wordpress/*` external, measured the way Jetpack's editor bundle is) and the standalone site,
 * then prints one table with
 * - the suite's editor script at editor start (build/editor.js) against a budget now, and per
 *   block against the ceiling that keeps the planned suite (budgets.plannedBlocks) within
 *   budgets.plannedEditorStartMinifiedBytes; each lazy chunk (edit UIs, loaded when a block is
 *   first shown) against its ceiling; each view script; the editor CSS;
 * - all of our JS and CSS a published page holding a contact form downloads;
 * - the suite's figures as ratios to Jetpack's published editor.js and editor.css;
 * - the tiled gallery's layout function at 1,000 and 10,000 images (the ratio of CPU times,
 *   against budgets.tiledGalleryLayoutRatio: linear is 10×) and the image service of a real
 *   site: resizes/s and cache hits/s (bench/tiled-gallery-bench.ts);
 * - the tiled gallery in the editor with 200 images, in Chromium (bench/tiled-gallery-editor-bench.mjs):
 *   median ms to insert it until every image is shown, and to select an image with a click,
 *   against budgets.tiledGalleryEditorInsertMs and budgets.tiledGalleryEditorSelectMs;
 * - the Related Posts query (bench/related-posts-bench.ts): median and p95 per query at 1,000
 *   and 10,000 published posts, p95 against budgets.relatedPostsP95Ms;
 * - the time to parse and validate a post of 1,000 suite blocks against 1,000 core
 *   paragraphs, measured in the same run (same jsdom, warm-up, median of 9 runs), as a ratio;
 * - form submissions under load (bench/forms-load.mjs): 50 concurrent visitors each posting
 *   once with a fresh token, against the bare route `GET /favicon.ico` of the same server in the
 *   same run: requests/s, p50, p99, the ratio, the server's main-thread CPU per submission (at 50
 *   concurrent and one after another), and that every acknowledged submission is stored; the
 *   issue's goals are reported beside the budgets as met or NOT MET;
 * - form submissions while the server is killed with SIGKILL and restarted
 *   (bench/forms-reliability.mjs): every acknowledged submission must be in the database.
 * Budgets are in bench/budgets.json; the run exits 1 when one is exceeded, after printing the
 * table. `--no-build` measures the existing builds instead of rebuilding them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
	bundleForNode,
	loadWithDom,
	root,
} from '../tools/audit-content/node-bundle.mjs';
import { build } from '../scripts/build.mjs';
import { buildPlugin } from '../scripts/build-plugin.mjs';
import {
	formsLoadChecks,
	formsLoadContext,
	runFormsLoad,
} from './forms-load.mjs';
import { runFormsReliability } from './forms-reliability.mjs';
import { runTiledGalleryEditorBench } from './tiled-gallery-editor-bench.mjs';
import { measurePageAssets, measurePluginBuild } from './sizes.mjs';

const budgets = JSON.parse(
	readFileSync( path.join( root, 'bench', 'budgets.json' ), 'utf8' )
);
const pluginBuild = path.join( root, 'build', 'wp-plugin' );

if ( ! process.argv.includes( '--no-build' ) ) {
	console.log( 'Building the WordPress plugin and the standalone site…' );
	await buildPlugin();
	await build();
}

const sizes = measurePluginBuild( pluginBuild );
const formPage = measurePageAssets(
	readFileSync( path.join( root, budgets.formPageContent ), 'utf8' ),
	path.join( root, 'build' ),
	path.join( root, 'blocks' )
);
console.log( 'Tiled gallery layout and image service…' );
const tiledBundle = await bundleForNode(
	'bench/tiled-gallery-bench.ts',
	'build/bench/tiled-gallery-bench.js'
);
// Loaded before any jsdom globals: plain Node, like the site host.
const tiled = await createRequire( import.meta.url )(
	tiledBundle
).runTiledGalleryBench();
console.log( 'Tiled gallery in the editor with 200 images (Chromium)…' );
const tiledEditor = await runTiledGalleryEditorBench();
console.log( 'Parsing and validating 1,000-block posts…' );
const bundle = await bundleForNode(
	'bench/parse-bench.ts',
	'build/bench/parse-bench.js'
);
const parse = loadWithDom( bundle ).runParseBench(
	path.join( root, 'blocks' )
);
console.log( 'Related posts queries at 1,000 and 10,000 posts…' );
const relatedBundle = await bundleForNode(
	'bench/related-posts-bench.ts',
	'build/bench/related-posts-bench.js'
);
const related = await loadWithDom( relatedBundle ).runRelatedPostsBench( [
	1000, 10000,
] );
console.log( 'Form submissions under load…' );
const load = await runFormsLoad( { build: false } );
console.log(
	'Form submissions while the server is killed (SIGKILL) and restarted…'
);
const crashes = await runFormsReliability( { build: false } );

const kib = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;
const rows = [];
const verdict = ( over ) => ( over ? 'OVER' : 'ok' );
const failures = [];
function row( what, minified, gzip, budget, measured, format = kib ) {
	const over = budget !== undefined && measured > budget;
	if ( over ) {
		failures.push(
			`${ what }: ${ format( measured ) } > budget ${ format( budget ) }`
		);
	}
	rows.push( [
		what,
		minified,
		gzip,
		budget === undefined ? '' : format( budget ),
		budget === undefined ? '' : verdict( over ),
	] );
}

const { editor, blockCount } = sizes;
row(
	`editor start: build/editor.js (${ blockCount } blocks), gzip`,
	kib( editor.minified ),
	kib( editor.gzip ),
	budgets.editorStartGzipBytes,
	editor.gzip
);
const perBlock = editor.minified / blockCount;
row(
	`editor start per block (minified), ceiling for ${ budgets.plannedBlocks } blocks ≤ ${ kib(
		budgets.plannedEditorStartMinifiedBytes
	) }`,
	kib( perBlock ),
	'',
	budgets.plannedEditorStartMinifiedBytes / budgets.plannedBlocks,
	perBlock
);
row(
	`editor start projected to ${ budgets.plannedBlocks } blocks (minified)`,
	kib( perBlock * budgets.plannedBlocks ),
	'',
	budgets.plannedEditorStartMinifiedBytes,
	perBlock * budgets.plannedBlocks
);
for ( const chunk of sizes.lazy ) {
	row(
		`lazy ${ chunk.name }`,
		kib( chunk.minified ),
		kib( chunk.gzip ),
		// A third-party library split out of the edit UIs (markdown-it, Swiper, MapLibre) loads
		// only where its block is shown; it has its own, larger budget.
		chunk.name.includes( 'vendors-node_modules' )
			? budgets.libraryChunkGzipBytes
			: budgets.lazyChunkGzipBytes,
		chunk.gzip
	);
}
for ( const script of sizes.view ) {
	row(
		`view script ${ script.name }`,
		kib( script.minified ),
		kib( script.gzip ),
		budgets.viewScriptGzipBytes,
		script.gzip
	);
}
row(
	'editor CSS (every style.css and editor.css)',
	kib( sizes.editorCss.minified ),
	kib( sizes.editorCss.gzip ),
	undefined,
	0
);
row(
	`published page with a contact form: our JS + CSS (${ formPage.files
		.map( ( file ) => file.name.replace( /^blocks\//, '' ) )
		.join( ', ' ) })`,
	kib( formPage.minified ),
	kib( formPage.gzip ),
	budgets.formPageGzipBytes,
	formPage.gzip
);
const jetpack = budgets.jetpack;
const ratio = ( ours, theirs ) =>
	`${ ( ( 100 * ours ) / theirs ).toFixed( 1 ) }% (${ ours.toLocaleString(
		'en'
	) } / ${ theirs.toLocaleString( 'en' ) } bytes)`;
rows.push( [
	"editor script vs Jetpack's editor.js (minified)",
	ratio( editor.minified, jetpack.editorJsMinifiedBytes ),
	'',
	'',
	'',
] );
rows.push( [
	`editor script projected to ${ budgets.plannedBlocks } blocks vs Jetpack's editor.js`,
	ratio(
		Math.round( perBlock * budgets.plannedBlocks ),
		jetpack.editorJsMinifiedBytes
	),
	'',
	'',
	'',
] );
rows.push( [
	"editor CSS vs Jetpack's editor.css (minified)",
	ratio( sizes.editorCss.minified, jetpack.editorCssMinifiedBytes ),
	'',
	'',
	'',
] );
const kinds = Object.keys( parse.mix ).length;
rows.push( [
	`parse+validate ${ parse.blocks } suite blocks (${ kinds } block types, equal shares)`,
	`${ parse.oursMs.toFixed( 1 ) } ms`,
	'',
	'',
	'',
] );
rows.push( [
	`parse+validate ${ parse.blocks } core paragraphs`,
	`${ parse.coreMs.toFixed( 1 ) } ms`,
	'',
	'',
	'',
] );
row(
	`parse ratio (median of ${ parse.runs } runs)`,
	`${ parse.ratio.toFixed( 2 ) }×`,
	'',
	budgets.parseRatio,
	parse.ratio,
	( value ) => `${ value.toFixed( 2 ) }×`
);

for ( const result of related ) {
	row(
		`related posts query at ${ result.posts.toLocaleString(
			'en'
		) } posts: median ${ result.medianMs.toFixed( 1 ) } ms, p95 (${
			result.queries
		} queries)`,
		`${ result.p95Ms.toFixed( 1 ) } ms`,
		'',
		budgets.relatedPostsP95Ms[ String( result.posts ) ],
		result.p95Ms,
		( value ) => `${ value.toFixed( 1 ) } ms`
	);
}

row(
	`tiled gallery layout, 10,000 ÷ 1,000 images, CPU per gallery (${ tiled.layoutMs[ 1000 ].toFixed(
		2
	) } ms → ${ tiled.layoutMs[ 10000 ].toFixed( 2 ) } ms; median of ${
		tiled.layoutSamples
	} paired samples, ${ tiled.layoutRatioRange
		.map( ( value ) => value.toFixed( 1 ) )
		.join( '–' ) }×)`,
	`${ tiled.layoutRatio.toFixed( 2 ) }×`,
	'',
	budgets.tiledGalleryLayoutRatio,
	tiled.layoutRatio,
	( value ) => `${ value.toFixed( 2 ) }×`
);
for ( const [ what, measured, floor, count ] of [
	[
		'image service resizes (sharp, new widths of a 2000×1500 JPEG)',
		tiled.resizePerSecond,
		budgets.imageResizeMinPerSecond,
		tiled.resized,
	],
	[
		'image service cache hits, 8 concurrent',
		tiled.cacheHitPerSecond,
		budgets.imageCacheHitMinPerSecond,
		tiled.hits,
	],
] ) {
	const short = measured < floor;
	if ( short ) {
		failures.push(
			`${ what }: ${ measured.toFixed( 1 ) }/s < budget ${ floor }/s`
		);
	}
	rows.push( [
		`${ what } (${ count })`,
		`${ measured.toFixed( 1 ) }/s`,
		'',
		`≥ ${ floor }/s`,
		verdict( short ),
	] );
}

const milliseconds = ( value ) => `${ value.toFixed( 0 ) } ms`;
row(
	`tiled gallery editor: insert with ${ tiledEditor.images } images until all are shown (median of ${ tiledEditor.runs })`,
	milliseconds( tiledEditor.insertMs ),
	'',
	budgets.tiledGalleryEditorInsertMs,
	tiledEditor.insertMs,
	milliseconds
);
row(
	`tiled gallery editor: click image ${ tiledEditor.clicked } of ${ tiledEditor.images } until shown selected (median of ${ tiledEditor.runs })`,
	milliseconds( tiledEditor.selectMs ),
	'',
	budgets.tiledGalleryEditorSelectMs,
	tiledEditor.selectMs,
	milliseconds
);

const perSecond = ( { count, perSecond: rate, p50 } ) =>
	`${ rate.toFixed( 0 ) }/s, p50 ${ p50.toFixed( 1 ) } ms (${ count })`;
rows.push( [
	'bare route GET /favicon.ico, 50 concurrent',
	perSecond( load.bare ),
	'',
	'',
	'',
] );
rows.push( [
	'published page with the form GET /?p=, 50 concurrent',
	perSecond( load.page ),
	'',
	'',
	'',
] );
rows.push( [
	'form submissions, 50 concurrent, fresh tokens',
	perSecond( load.submit ),
	'',
	'',
	'',
] );
for ( const check of formsLoadChecks( load, budgets ) ) {
	if ( ! check.goal && ! check.ok ) {
		failures.push(
			`${ check.what }: ${ check.measured }, budget ${ check.limit }`
		);
	}
	rows.push( [
		check.what,
		check.measured,
		'',
		check.limit,
		check.goal ? ( check.ok && 'met' ) || 'NOT MET' : verdict( ! check.ok ),
	] );
}
const crashLoss = crashes.missing > 0 || crashes.succeeded === 0;
if ( crashLoss ) {
	failures.push(
		`form submissions under SIGKILL: ${ crashes.missing } of ${ crashes.succeeded } acknowledged missing`
	);
}
rows.push( [
	`form submissions, ${ crashes.kills } SIGKILL restarts under load: acknowledged / stored`,
	`${ crashes.succeeded } / ${ crashes.found }`,
	'',
	'0 lost',
	verdict( crashLoss ),
] );

const header = [ 'Measure', 'Minified / time', 'Gzip', 'Budget', '' ];
const widths = header.map( ( _, column ) =>
	Math.max(
		...[ header, ...rows ].map( ( cells ) => cells[ column ].length )
	)
);
const line = ( cells ) =>
	`| ${ cells.map( ( cell, column ) => cell.padEnd( widths[ column ] ) ).join( ' | ' ) } |`;
console.log(
	[
		line( header ),
		line( widths.map( ( width ) => '-'.repeat( width ) ) ),
		...rows.map( line ),
	].join( '\n' )
);

console.log( formsLoadContext( load ).join( '\n' ) );

if ( failures.length ) {
	console.error(
		`\nOver budget (bench/budgets.json):\n  ${ failures.join( '\n  ' ) }`
	);
	process.exit( 1 );
}
console.log( '\nAll budgets met.' );
