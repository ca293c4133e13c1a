/**
 * A block's front-end and editor files are the ones its block.json declares (`viewScript`,
 * `style`, `editorStyle`, each `file:./<built name>`), in both builds; nothing is found by
 * probing. The source of each built file sits beside block.json:
 *   view.js ← view.ts | view.tsx | view.js,   style.css ← style.scss,   editor.css ← editor.scss.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as sass from 'sass';
import { readBlockFolders } from './block-registry.mjs';
import { root } from './paths.mjs';

const SOURCES = {
	'view.js': [ 'view.ts', 'view.tsx', 'view.js' ],
	'style.css': [ 'style.scss' ],
	'editor.css': [ 'editor.scss' ],
};

export const ASSET_FIELDS = [ 'viewScript', 'style', 'editorStyle' ];

/**
 * The built file a block.json field names (`file:./view.js` → `view.js`), or null.
 * @param {unknown} value
 */
export function builtFileOf( value ) {
	const match =
		typeof value === 'string' &&
		/^file:\.\/([a-z-]+\.(js|css))$/.exec( value );
	return match ? match[ 1 ] : null;
}

/**
 * Every block with its declared assets: `{ slug, name, assets: [ { field, built, source } ] }`.
 * Throws naming the block and field when a declared file has no source beside block.json.
 */
export function declaredBlockAssets() {
	return readBlockFolders().map( ( { slug, name } ) => {
		const dir = path.join( root, 'blocks', slug );
		const metadata = JSON.parse(
			readFileSync( path.join( dir, 'block.json' ), 'utf8' )
		);
		const assets = [];
		for ( const field of ASSET_FIELDS ) {
			if ( metadata[ field ] === undefined ) {
				continue;
			}
			const built = builtFileOf( metadata[ field ] );
			const source = built
				? ( SOURCES[ built ] ?? [] ).find( ( file ) =>
						existsSync( path.join( dir, file ) )
					)
				: undefined;
			if ( ! built || ! source ) {
				throw new Error(
					`blocks/${ slug }/block.json: "${ field }": ${ JSON.stringify(
						metadata[ field ]
					) } names no file this build makes (expected file:./view.js, file:./style.css or file:./editor.css with its source beside block.json)`
				);
			}
			assets.push( { field, built, source: path.join( dir, source ) } );
		}
		return { slug, name, assets };
	} );
}

/**
 * Compiles every declared style and editorStyle to `<outBlocksDir>/<slug>/<built>.css`.
 * @param {string}  outBlocksDir e.g. build/blocks or build/wp-plugin/blocks
 * @param {boolean} production   compressed output
 */
export function compileBlockStyles( outBlocksDir, production ) {
	const written = [];
	for ( const block of declaredBlockAssets() ) {
		for ( const asset of block.assets ) {
			if ( ! asset.built.endsWith( '.css' ) ) {
				continue;
			}
			const css = sass.compile( asset.source, {
				loadPaths: [ path.join( root, 'node_modules' ) ],
				style: production ? 'compressed' : 'expanded',
			} ).css;
			const target = path.join( outBlocksDir, block.slug );
			mkdirSync( target, { recursive: true } );
			writeFileSync( path.join( target, asset.built ), css );
			written.push( `${ block.slug }/${ asset.built }` );
		}
	}
	return written;
}
