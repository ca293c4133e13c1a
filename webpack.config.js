/**
 * The WordPress-plugin build (`npm run build:plugin`: wp-scripts build --webpack-src-dir=blocks
 * --output-path=build/wp-plugin), @wordpress/* and React external through dependency extraction.
 *
 * wp-scripts would take entries from `file:` fields of each block.json, but a block's
 * index.ts only exports its settings; WordPress needs a script that registers the block.
 * So each block gets a generated editor entry (build/.wp-plugin-entries/<slug>.js) that imports
 * the block, its style.scss/editor.scss, and registers it; view.ts, when there is one, is its
 * own entry. The copied block.json then names the built files, so the source block.json files
 * need no build-specific fields. Output per block: build/wp-plugin/<slug>/ with block.json,
 * index.js (+ index.asset.php), view.js, style-index.css, index.css.
 *
 * Also: .mjs files of @wordpress packages import without extensions (fullySpecified off).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const {
	existsSync,
	mkdirSync,
	readdirSync,
	writeFileSync,
} = require( 'node:fs' );
const path = require( 'node:path' );

const blocksDir = path.join( __dirname, 'blocks' );
const entriesDir = path.join( __dirname, 'build', '.wp-plugin-entries' );

function blockSlugs() {
	return readdirSync( blocksDir, { withFileTypes: true } )
		.filter(
			( entry ) =>
				entry.isDirectory() &&
				existsSync( path.join( blocksDir, entry.name, 'block.json' ) )
		)
		.map( ( entry ) => entry.name );
}

const has = ( slug, file ) => existsSync( path.join( blocksDir, slug, file ) );
const viewSource = ( slug ) =>
	[ 'view.ts', 'view.tsx', 'view.js' ].find( ( file ) => has( slug, file ) );

function editorEntry( slug ) {
	const importPath = ( file ) =>
		JSON.stringify(
			path
				.relative( entriesDir, path.join( blocksDir, slug, file ) )
				.split( path.sep )
				.join( '/' )
		);
	const lines = [
		`import { registerSuiteBlock } from ${ JSON.stringify(
			path
				.relative(
					entriesDir,
					path.join( __dirname, 'shared', 'register-block' )
				)
				.split( path.sep )
				.join( '/' )
		) };`,
		`import block from ${ importPath( 'index' ) };`,
		...[ 'style.scss', 'editor.scss' ]
			.filter( ( file ) => has( slug, file ) )
			.map( ( file ) => `import ${ importPath( file ) };` ),
		'registerSuiteBlock( block );',
	];
	const file = path.join( entriesDir, `${ slug }.js` );
	writeFileSync( file, `${ lines.join( '\n' ) }\n` );
	return file;
}

function entries() {
	mkdirSync( entriesDir, { recursive: true } );
	const result = {};
	for ( const slug of blockSlugs() ) {
		result[ `${ slug }/index` ] = editorEntry( slug );
		if ( viewSource( slug ) ) {
			result[ `${ slug }/view` ] = path.join(
				blocksDir,
				slug,
				viewSource( slug )
			);
		}
	}
	return result;
}

/**
 * The block.json WordPress reads from build/wp-plugin/<slug>/: asset fields name the built files.
 * @param content
 * @param absoluteFrom
 */
function pluginBlockJson( content, absoluteFrom ) {
	const slug = path.basename( path.dirname( absoluteFrom ) );
	const metadata = JSON.parse( content.toString() );
	for ( const field of [
		'editorScript',
		'script',
		'viewScript',
		'viewScriptModule',
		'editorStyle',
		'style',
		'viewStyle',
	] ) {
		delete metadata[ field ];
	}
	metadata.editorScript = 'file:./index.js';
	if ( viewSource( slug ) ) {
		metadata.viewScript = 'file:./view.js';
	}
	if ( has( slug, 'style.scss' ) ) {
		metadata.style = 'file:./style-index.css';
	}
	if ( has( slug, 'editor.scss' ) ) {
		metadata.editorStyle = 'file:./index.css';
	}
	return JSON.stringify( metadata, null, '\t' );
}

module.exports = {
	...defaultConfig,
	entry: entries,
	module: {
		...defaultConfig.module,
		rules: [
			{ test: /\.m?js$/, resolve: { fullySpecified: false } },
			...defaultConfig.module.rules,
		],
	},
	performance: { hints: false },
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => ! ( plugin instanceof CopyWebpackPlugin )
		),
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: '*/block.json',
					context: blocksDir,
					transform: pluginBlockJson,
				},
			],
		} ),
	],
};
