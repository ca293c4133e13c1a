/**
 * `npm run bench` (not part of `npm test`): builds the WordPress-plugin bundle
 * (`npm run build:plugin`, @wordpress/* external), then prints one table with
 * - the minified and gzip size of the editor scripts loaded when the editor starts (each
 *   block's index.js, and their total) and of each view script;
 * - the time to parse and validate a post of 1,000 suite blocks against 1,000 core
 *   paragraphs, measured in the same run (same jsdom, warm-up, median of 9 runs), as a ratio.
 * Budgets are in bench/budgets.json; the run exits 1 when one is exceeded, after printing the
 * table. `--no-build` measures the existing build/wp-plugin instead of rebuilding it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	bundleForNode,
	loadWithDom,
	root,
} from '../tools/audit-content/node-bundle.mjs';
import { measurePluginBuild } from './sizes.mjs';

const budgets = JSON.parse(
	readFileSync( path.join( root, 'bench', 'budgets.json' ), 'utf8' )
);
const pluginBuild = path.join( root, 'build', 'wp-plugin' );

if ( ! process.argv.includes( '--no-build' ) ) {
	console.log(
		'Building the WordPress-plugin bundle (npm run build:plugin)…'
	);
	const build = spawnSync(
		process.execPath,
		[
			path.join(
				root,
				'node_modules',
				'@wordpress',
				'scripts',
				'bin',
				'wp-scripts.js'
			),
			'build',
			'--webpack-src-dir=blocks',
			'--output-path=build/wp-plugin',
		],
		{
			cwd: root,
			encoding: 'utf8',
			env: { ...process.env, NODE_ENV: 'production' },
		}
	);
	if ( build.status !== 0 ) {
		process.stderr.write( build.stdout + build.stderr );
		console.error( 'The plugin build failed; nothing to measure.' );
		process.exit( 1 );
	}
}

const sizes = measurePluginBuild( pluginBuild );
console.log( 'Parsing and validating 1,000-block posts…' );
const bundle = await bundleForNode(
	'bench/parse-bench.ts',
	'build/bench/parse-bench.js'
);
const parse = loadWithDom( bundle ).runParseBench(
	path.join( root, 'blocks' )
);

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

for ( const script of sizes.editor ) {
	row(
		`editor script ${ script.name }`,
		kib( script.minified ),
		kib( script.gzip )
	);
}
row(
	'editor start (all index.js)',
	kib( sizes.editorTotal.minified ),
	kib( sizes.editorTotal.gzip ),
	budgets.editorStartGzipBytes,
	sizes.editorTotal.gzip
);
if ( ! sizes.view.length ) {
	rows.push( [ 'view scripts', 'none', '', '', '' ] );
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
for ( const script of sizes.lazy ) {
	row(
		`lazy chunk ${ script.name }`,
		kib( script.minified ),
		kib( script.gzip )
	);
}
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

if ( failures.length ) {
	console.error(
		`\nOver budget (bench/budgets.json):\n  ${ failures.join( '\n  ' ) }`
	);
	process.exit( 1 );
}
console.log( '\nAll budgets met.' );
