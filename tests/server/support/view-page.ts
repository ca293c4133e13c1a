/**
 * A visitor's page in jsdom with one of our view scripts running in it: the script bundled as
 * the build bundles it (esbuild, one IIFE), the page's markup from our own renderers or from
 * the real server, and — when the page talks to the server — the window's fetch sent on to it
 * (recording each body the script sent).
 *
 * View chunks (blocks/<slug>/view-chunks/<name>.ts, which a view script imports by URL from
 * beside itself): jsdom cannot import a module by URL, so the one module that calls the
 * browser's import() (shared/view/import-module.ts) is left out of the bundle and this page
 * supplies it: the URL the script asked for, `/build/blocks/<slug>/<name>.js` as the site serves
 * it, is bundled from that chunk's source with esbuild and evaluated in the window (once per
 * URL, as a module is), its exports handed back. The script runs as the page's own
 * `<script src>` (document.currentScript), so the URL it works out is tested as it is. A page
 * can also fail every chunk (as a network failure would) or hold them until released.
 */
import { get } from 'node:http';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { DOMWindow } from 'jsdom';

const bundles = new Map< string, string >();
/** The block folder each bundled view script came from (its chunks are beside it). */
const bundleSlugs = new Map< string, string >();
const chunkBundles = new Map< string, string >();
/** The module the bundle imports instead of calling import() (shared/view/import-module.ts). */
const IMPORT_MODULE = './import-module';

/**
 * The view script `blocks/<slug>/<file>` bundled as the build does (cached per file).
 * @param slug the block folder
 * @param file the script's file name
 */
export function viewScript( slug: string, file = 'view.ts' ): string {
	const entry = path.join( __dirname, '../../../blocks', slug, file );
	let bundle = bundles.get( entry );
	if ( ! bundle ) {
		bundle = buildSync( {
			entryPoints: [ entry ],
			bundle: true,
			format: 'iife',
			write: false,
			target: 'es2020',
			external: [ IMPORT_MODULE ],
		} ).outputFiles[ 0 ].text;
		bundles.set( entry, bundle );
		bundleSlugs.set( bundle, slug );
	}
	return bundle;
}

/** The view chunk a URL names: `/build/blocks/<slug>/<name>.js`, as the site serves it. */
const CHUNK_URL = /\/build\/blocks\/([a-z0-9-]+)\/([a-z0-9-]+)\.js$/;

/**
 * The chunk at `url` bundled from its source (blocks/<slug>/view-chunks/<name>.ts) as the build
 * does, but as a script whose value is the module's exports (cached per chunk).
 * @param url the address the view script imports
 */
function chunkScript( url: string ): string {
	const match = CHUNK_URL.exec( new URL( url ).pathname );
	if ( ! match ) {
		throw new Error( `Not a view chunk's address: ${ url }` );
	}
	const entry = path.join(
		__dirname,
		'../../../blocks',
		match[ 1 ],
		'view-chunks',
		`${ match[ 2 ] }.ts`
	);
	let bundle = chunkBundles.get( entry );
	if ( ! bundle ) {
		bundle = `${
			buildSync( {
				entryPoints: [ entry ],
				bundle: true,
				format: 'iife',
				globalName: '__viewChunk',
				write: false,
				target: 'es2020',
			} ).outputFiles[ 0 ].text
		}\n__viewChunk;`;
		chunkBundles.set( entry, bundle );
	}
	return bundle;
}

/**
 * The HTML a visitor gets at `url`, on a connection of its own: the bundling and jsdom work
 * around it block the event loop for seconds, long enough for the server (in this process) to
 * drop an idle kept-alive connection that fetch would otherwise reuse (ECONNRESET).
 * @param url
 */
export function pageHtml( url: string ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		get( url, { agent: false }, ( response ) => {
			let html = '';
			response.setEncoding( 'utf8' );
			response.on( 'data', ( chunk: string ) => ( html += chunk ) );
			response.on( 'end', () => resolve( html ) );
			response.on( 'error', reject );
		} ).on( 'error', reject );
	} );
}

/** How the page answers the script's imports of view chunks. */
export type ChunkLoading = 'load' | 'fail' | 'hold';

export type ViewPage = {
	window: DOMWindow;
	document: Document;
	/** The bodies the page's script sent with fetch, in order. */
	sent: string[];
	/** The addresses the page's script imported, in order. */
	imported: string[];
	/** Lets held chunks load; resolves once the script has had them. */
	releaseChunks: () => Promise< void >;
};

/** Lets the promises settled so far run what waits on them (the view script's `then`s). */
const nextTask = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * Opens `html` at `url` in jsdom, lets `prepare` change the document first, routes the
 * window's fetch to the server at `url`'s origin (form-encoded bodies, as the form script
 * sends them), then runs `script`; resolves once the document is ready (jsdom parses the page
 * first, so the script's DOMContentLoaded start has run) and the chunks it imported meanwhile
 * have loaded (or failed), unless they are held.
 * @param html    the page's markup
 * @param url     the page's address
 * @param script  a bundled view script
 * @param prepare changes to make before the script runs
 * @param chunks  whether view chunks load, fail, or wait for `releaseChunks`
 */
export async function openViewPage(
	html: string,
	url: string,
	script: string,
	prepare: ( document: Document ) => void = () => {},
	chunks: ChunkLoading = 'load'
): Promise< ViewPage > {
	const { JSDOM } = require( 'jsdom' ) as typeof import( 'jsdom' );
	const { window } = new JSDOM( html, { url, runScripts: 'outside-only' } );
	const sent: string[] = [];
	prepare( window.document );
	( window as unknown as { fetch: typeof fetch } ).fetch = async (
		input,
		init
	) => {
		sent.push( String( init?.body ) );
		return fetch( new URL( String( input ), url ), {
			method: init?.method,
			headers: {
				...( init?.headers as Record< string, string > ),
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: String( init?.body ),
		} );
	};
	const imported: string[] = [];
	const modules = new Map< string, Promise< unknown > >();
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	const importModule = ( address: string ) => {
		imported.push( address );
		let module = modules.get( address );
		if ( ! module ) {
			module = ( async () => {
				if ( chunks === 'hold' ) {
					await held;
				}
				if ( chunks === 'fail' ) {
					throw new TypeError(
						`Failed to fetch dynamically imported module: ${ address }`
					);
				}
				return window.eval( chunkScript( address ) );
			} )();
			modules.set( address, module );
		}
		return module;
	};
	const settled = async () => {
		await Promise.allSettled( modules.values() );
		await nextTask();
	};
	runAsPageScript( window, script, ( id ) => {
		if ( id !== IMPORT_MODULE ) {
			throw new Error( `The view script requires ${ id }` );
		}
		return { importModule };
	} );
	if ( window.document.readyState === 'loading' ) {
		await new Promise( ( resolve ) =>
			window.document.addEventListener( 'DOMContentLoaded', resolve )
		);
	}
	if ( chunks !== 'hold' ) {
		await settled();
	}
	return {
		window,
		document: window.document,
		sent,
		imported,
		releaseChunks: () => {
			release();
			return settled();
		},
	};
}

/**
 * Runs a bundled view script in the window as the page's own `<script src=".../blocks/<slug>/view.js">`
 * would run (that element is document.currentScript meanwhile, when the page has it), with
 * `require` giving the modules the bundle left out.
 * @param window
 * @param script  a bundle from viewScript()
 * @param require the left-out modules by import path
 */
function runAsPageScript(
	window: DOMWindow,
	script: string,
	require: ( id: string ) => unknown
) {
	const slug = bundleSlugs.get( script );
	const element = slug
		? Array.from(
				window.document.querySelectorAll< HTMLScriptElement >(
					'script[src]'
				)
			).find( ( candidate ) =>
				new URL( candidate.src ).pathname.endsWith(
					`/blocks/${ slug }/view.js`
				)
			)
		: undefined;
	Object.defineProperty( window.document, 'currentScript', {
		configurable: true,
		get: () => element ?? null,
	} );
	try {
		const run = window.eval( `(function (require) {\n${ script }\n})` ) as (
			given: typeof require
		) => void;
		run( require );
	} finally {
		delete ( window.document as { currentScript?: unknown } ).currentScript;
	}
}
