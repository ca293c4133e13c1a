/**
 * The Content-Security-Policy of every HTML page the site sends (sendHtml adds it):
 *
 *     script-src 'self' 'nonce-…'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'
 *
 * Scripts run only from this origin (the built bundles, the blocks' view scripts) or from an
 * inline `<script>` that carries this response's nonce — the editor's and the admin screen's
 * boot settings print theirs with `cspNonce( res )` — or, on the editor pages, the block
 * editor's own canvas script, allowed by its hash (`cspAllowScripts`). Markup that reaches a page any other way
 * (post content, a stored payload) cannot run script: no inline handlers, no `javascript:`
 * URLs, no injected `<script>`, no `<base>` hijack, no plugins, no framing by other sites.
 *
 * Styles are deliberately not restricted: the block editor and its components write `style`
 * attributes and `<style>` elements at run time (and posts carry inline styles), and CSS
 * cannot run script. Images, media, frames and connections are not restricted either: posts
 * embed them from anywhere, as in WordPress.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap< ServerResponse, string >();
const hashes = new WeakMap< ServerResponse, string[] >();

const sha256 = ( script: string ) =>
	`'sha256-${ createHash( 'sha256' ).update( script ).digest( 'base64' ) }'`;

/**
 * The one inline script the block editor writes itself: its canvas iframe (a blob: document,
 * which inherits this policy) starts with `<body><script>…</script></body>` so React 18 can
 * mount its own body. It is allowed by its hash on the editor pages only; if an update of
 * the block-editor package changes it, the browser tests' CSP check fails and names the new hash.
 */
export const BLOCK_EDITOR_CANVAS_SCRIPT =
	'document.currentScript.parentElement.remove()';

/**
 * The nonce of this response for inline scripts (made on first use).
 * @param res
 */
export function cspNonce( res: ServerResponse ): string {
	let nonce = nonces.get( res );
	if ( ! nonce ) {
		nonce = randomBytes( 16 ).toString( 'base64' );
		nonces.set( res, nonce );
	}
	return nonce;
}

/**
 * Allows these exact inline scripts (by hash) on this response, e.g. BLOCK_EDITOR_CANVAS_SCRIPT.
 * @param res
 * @param scripts
 */
export function cspAllowScripts( res: ServerResponse, scripts: string[] ) {
	hashes.set( res, [
		...( hashes.get( res ) ?? [] ),
		...scripts.map( sha256 ),
	] );
}

/**
 * The policy header value for this response.
 * @param res
 */
export function contentSecurityPolicy( res: ServerResponse ): string {
	const nonce = nonces.get( res );
	const scriptSources = [
		"'self'",
		...( nonce ? [ `'nonce-${ nonce }'` ] : [] ),
		...( hashes.get( res ) ?? [] ),
	];
	return [
		`script-src ${ scriptSources.join( ' ' ) }`,
		"object-src 'none'",
		"base-uri 'self'",
		"frame-ancestors 'self'",
	].join( '; ' );
}
