/**
 * Sizes, as users download them (files are minified by the production builds; gzip level 9,
 * each file on its own as a server sends it):
 * - the WordPress-plugin build (build/wp-plugin/): the suite's editor script loaded when the
 *   editor starts (build/editor.js), each lazy chunk of build/chunks/ (edit UIs and what they
 *   share), each view script, and the editor CSS (every block's style.css and editor.css, which
 *   WordPress loads in the editor);
 * - the standalone build (build/blocks/): what a published page holding given blocks links
 *   (the style and viewScript each of those blocks' block.json declares).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function measure( file, name ) {
	const contents = readFileSync( file );
	return {
		name,
		minified: contents.length,
		gzip: gzipSync( contents, { level: 9 } ).length,
	};
}

const total = ( entries ) => ( {
	minified: entries.reduce( ( sum, entry ) => sum + entry.minified, 0 ),
	gzip: entries.reduce( ( sum, entry ) => sum + entry.gzip, 0 ),
} );

function filesIn( folder, suffix ) {
	return existsSync( folder )
		? readdirSync( folder )
				.filter( ( file ) => file.endsWith( suffix ) )
				.sort()
		: [];
}

export function measurePluginBuild( buildDir ) {
	const editorScript = path.join( buildDir, 'build', 'editor.js' );
	if ( ! existsSync( editorScript ) ) {
		throw new Error(
			`No plugin build in ${ buildDir } (npm run build:plugin)`
		);
	}
	const blocksDir = path.join( buildDir, 'blocks' );
	const slugs = readdirSync( blocksDir ).sort();
	const view = [];
	const editorCss = [];
	for ( const slug of slugs ) {
		for ( const file of filesIn( path.join( blocksDir, slug ), '' ) ) {
			const name = `blocks/${ slug }/${ file }`;
			const full = path.join( blocksDir, slug, file );
			if ( file === 'view.js' ) {
				view.push( measure( full, name ) );
			} else if ( file === 'style.css' || file === 'editor.css' ) {
				editorCss.push( measure( full, name ) );
			}
		}
	}
	const chunksDir = path.join( buildDir, 'build', 'chunks' );
	const lazy = filesIn( chunksDir, '.js' ).map( ( file ) =>
		measure( path.join( chunksDir, file ), `chunks/${ file }` )
	);
	return {
		blockCount: slugs.length,
		editor: measure( editorScript, 'build/editor.js' ),
		lazy,
		view,
		editorCss: total( editorCss ),
	};
}

/**
 * What a published page holding `content` links of ours in the standalone build: each block's
 * declared `style` and `viewScript`, once per block type.
 * @param {string} content   serialized blocks
 * @param {string} buildDir  the standalone build (build/)
 * @param {string} blocksSrc blocks/ (for block.json)
 */
export function measurePageAssets( content, buildDir, blocksSrc ) {
	const names = new Set(
		[ ...content.matchAll( /<!-- wp:([a-z0-9-]+\/[a-z0-9-]+)/g ) ].map(
			( match ) => match[ 1 ]
		)
	);
	const files = [];
	for ( const slug of readdirSync( blocksSrc ).sort() ) {
		const blockJson = path.join( blocksSrc, slug, 'block.json' );
		if ( ! existsSync( blockJson ) ) {
			continue;
		}
		const metadata = JSON.parse( readFileSync( blockJson, 'utf8' ) );
		if ( ! names.has( metadata.name ) ) {
			continue;
		}
		for ( const field of [ 'style', 'viewScript' ] ) {
			const match = /^file:\.\/(.+)$/.exec( metadata[ field ] ?? '' );
			if ( match ) {
				const file = path.join( buildDir, 'blocks', slug, match[ 1 ] );
				if ( ! existsSync( file ) ) {
					throw new Error(
						`${ file } is missing: run npm run build first`
					);
				}
				files.push(
					measure( file, `blocks/${ slug }/${ match[ 1 ] }` )
				);
			}
		}
	}
	return { files, ...total( files ) };
}
