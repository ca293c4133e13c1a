/**
 * A visitor's page in jsdom with one of our view scripts running in it: the script bundled as
 * the build bundles it (esbuild, one IIFE), the page's markup from our own renderers or from
 * the real server, and — when the page talks to the server — the window's fetch sent on to it
 * (recording each body the script sent).
 */
import { get } from 'node:http';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { DOMWindow } from 'jsdom';

const bundles = new Map< string, string >();

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
		} ).outputFiles[ 0 ].text;
		bundles.set( entry, bundle );
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

export type ViewPage = {
	window: DOMWindow;
	document: Document;
	/** The bodies the page's script sent with fetch, in order. */
	sent: string[];
};

/**
 * Opens `html` at `url` in jsdom, lets `prepare` change the document first, routes the
 * window's fetch to the server at `url`'s origin (form-encoded bodies, as the form script
 * sends them), then runs `script`; resolves once the document is ready (jsdom parses the page
 * first, so the script's DOMContentLoaded start has run).
 * @param html    the page's markup
 * @param url     the page's address
 * @param script  a bundled view script
 * @param prepare changes to make before the script runs
 */
export async function openViewPage(
	html: string,
	url: string,
	script: string,
	prepare: ( document: Document ) => void = () => {}
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
	window.eval( script );
	if ( window.document.readyState === 'loading' ) {
		await new Promise( ( resolve ) =>
			window.document.addEventListener( 'DOMContentLoaded', resolve )
		);
	}
	return { window, document: window.document, sent };
}
