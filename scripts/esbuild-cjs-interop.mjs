/**
 * esbuild plugin for the page bundles: default imports of CommonJS modules marked `__esModule`,
 * made from `.mjs` files, get `exports.default` (what webpack, and the @wordpress packages,
 * expect) instead of the whole `module.exports` object (esbuild's Node-compatible reading of
 * `.mjs` importers). Without it, e.g. block-editor's PlainText renders react-autosize-textarea's
 * exports object and React throws error #130 (core/html, core/shortcode, jetpack/markdown).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const NAMESPACE = 'cjs-default-interop';

function isFlaggedCommonJs( file, cache ) {
	if ( ! cache.has( file ) ) {
		const source = readFileSync( file, 'utf8' );
		cache.set(
			file,
			/\b__esModule\b/.test( source ) &&
				! /^\s*(?:import|export)\s/m.test( source )
		);
	}
	return cache.get( file );
}

export const cjsDefaultInteropPlugin = {
	name: 'cjs-default-interop',
	setup( build ) {
		const cache = new Map();
		build.onResolve( { filter: /^[^./]/ }, async ( args ) => {
			if (
				args.kind !== 'import-statement' ||
				! args.importer.endsWith( '.mjs' ) ||
				args.pluginData?.interop
			) {
				return undefined;
			}
			const resolved = await build.resolve( args.path, {
				kind: args.kind,
				importer: args.importer,
				resolveDir: args.resolveDir,
				pluginData: { interop: true },
			} );
			if (
				resolved.errors.length ||
				! /\.c?js$/.test( resolved.path ) ||
				! isFlaggedCommonJs( resolved.path, cache )
			) {
				return undefined;
			}
			return { path: resolved.path, namespace: NAMESPACE };
		} );
		build.onLoad( { filter: /.*/, namespace: NAMESPACE }, ( args ) => {
			const target = JSON.stringify( args.path );
			return {
				contents: `import * as cjs from ${ target };\nexport * from ${ target };\nexport default cjs.default;\n`,
				resolveDir: path.dirname( args.path ),
				loader: 'js',
			};
		} );
	},
};
