/**
 * Sizes of the WordPress-plugin build (build/wp-plugin/<slug>/): the editor script each block
 * loads when the editor starts (index.js), each view script (view.js), and any other script
 * (lazily loaded chunks). Files are already minified by the production build; gzip is level 9.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function measure( file ) {
	const contents = readFileSync( file );
	return {
		minified: contents.length,
		gzip: gzipSync( contents, { level: 9 } ).length,
	};
}

function scriptsUnder( folder ) {
	return readdirSync( folder, { withFileTypes: true } ).flatMap(
		( entry ) => {
			const full = path.join( folder, entry.name );
			if ( entry.isDirectory() ) {
				return scriptsUnder( full );
			}
			return entry.name.endsWith( '.js' ) ? [ full ] : [];
		}
	);
}

export function measurePluginBuild( buildDir ) {
	if ( ! existsSync( buildDir ) || ! statSync( buildDir ).isDirectory() ) {
		throw new Error( `No plugin build in ${ buildDir }` );
	}
	const editor = [];
	const view = [];
	const lazy = [];
	for ( const file of scriptsUnder( buildDir ).sort() ) {
		const name = path
			.relative( buildDir, file )
			.split( path.sep )
			.join( '/' );
		const entry = { name, ...measure( file ) };
		if ( /^[^/]+\/index\.js$/.test( name ) ) {
			editor.push( entry );
		} else if ( /^[^/]+\/view\.js$/.test( name ) ) {
			view.push( entry );
		} else {
			lazy.push( entry );
		}
	}
	const sum = ( entries, key ) =>
		entries.reduce( ( total, entry ) => total + entry[ key ], 0 );
	return {
		editor,
		editorTotal: {
			minified: sum( editor, 'minified' ),
			gzip: sum( editor, 'gzip' ),
		},
		view,
		lazy,
	};
}
