/**
 * The JavaScript of the WordPress-plugin build, @wordpress/* and React external through
 * dependency extraction. Run by scripts/build-plugin.mjs (`npm run build:plugin`), which also
 * compiles the styles, copies block.json files and the plugin's PHP, and zips the plugin.
 *
 * - `build/editor.js` (+ editor.asset.php): ONE editor script for the whole suite
 *   (blocks/wordpress-editor.ts, generated): every block's registration settings, save and
 *   deprecations, so that code shared by blocks is loaded once. WordPress registers each
 *   block.json on the server and hands the metadata to the editor, so the script carries no
 *   attributes. Each block's edit UI is a lazy chunk in `build/chunks/`, loaded the first time
 *   the block is shown; code shared by several edit UIs is split into shared chunks.
 * - `blocks/<slug>/view.js` (+ view.asset.php) for each block whose block.json declares a
 *   viewScript.
 *
 * Also: .mjs files of @wordpress packages import without extensions (fullySpecified off).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const path = require( 'node:path' );

// Written by scripts/build-plugin.mjs from scripts/block-assets.mjs before webpack runs.
const viewEntries = JSON.parse( process.env.BLOCK_SUITE_VIEW_ENTRIES || '{}' );

module.exports = {
	...defaultConfig,
	entry: {
		'build/editor': path.join( __dirname, 'blocks', 'wordpress-editor.ts' ),
		...viewEntries,
	},
	output: {
		...defaultConfig.output,
		path: path.join( __dirname, 'build', 'wp-plugin' ),
		chunkFilename: 'build/chunks/[name].js?ver=[contenthash]',
		clean: false,
	},
	module: {
		...defaultConfig.module,
		rules: [
			{ test: /\.m?js$/, resolve: { fullySpecified: false } },
			...defaultConfig.module.rules,
		],
	},
	optimization: {
		...defaultConfig.optimization,
		// Readable chunk names (blocks_markdown_edit_tsx), which the bench reports.
		chunkIds: 'named',
		splitChunks: {
			cacheGroups: {
				// Code used by two or more edit UIs (the forms toolkit) is one shared chunk.
				sharedEdit: {
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					reuseExistingChunk: true,
				},
				default: false,
			},
		},
	},
	performance: { hints: false },
	plugins: defaultConfig.plugins.filter(
		( plugin ) => ! ( plugin instanceof CopyWebpackPlugin )
	),
};
