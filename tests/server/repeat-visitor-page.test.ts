/**
 * Repeat Visitor on published pages: the host shows the inner blocks only when the criteria
 * hold for the visitor's `jp-visit-counter` cookie — Jetpack's server-rendered fixtures are the
 * oracle — links the counting view script, and keeps such pages out of shared caches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverBlocks } from '../../blocks/server';
import { describeWithCorpus } from '../support/jetpack-corpus';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ], { serverBlocks } );

async function publish( content: string ) {
	const { body } = await site.editor.rest( '/wp/v2/posts', {
		method: 'POST',
		body: { title: 'Welcome back', content, status: 'publish' },
	} );
	return body as { id: number; slug: string };
}

async function visit( slug: string, cookie?: string ) {
	const response = await fetch( `${ site.testSite.url }/${ slug }/`, {
		headers: cookie ? { Cookie: cookie } : {},
	} );
	const page = await response.text();
	const content =
		/<div class="entry-content">\n([\s\S]*?)\n<\/div>\n<\/article>/.exec(
			page
		)![ 1 ];
	return { response, page, content };
}

/** Jetpack's fixtures and our output differ only in whitespace between tags. */
function squash( html: string ) {
	return html.replace( />\s+</g, '><' ).trim();
}

const AFTER_FIVE = `<!-- wp:jetpack/repeat-visitor {"threshold":5} -->
<div class="wp-block-jetpack-repeat-visitor"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->
<p>You're a repeat visitor!</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:jetpack/repeat-visitor -->`;

describeWithCorpus( "Jetpack's server-rendered oracle", ( corpus ) => {
	const oracle = ( name: string ) =>
		squash(
			readFileSync( path.join( corpus, 'repeat-visitor', name ), 'utf8' )
		);

	const saved = ( name: string ) =>
		readFileSync( path.join( corpus, 'repeat-visitor', name ), 'utf8' );

	it.each( [
		'jetpack__repeat-visitor.html',
		'jetpack__repeat-visitor__deprecated-1.html',
		'jetpack__repeat-visitor__deprecated-1.serialized.html',
	] )( '%s: below the threshold, an empty wrapper', async ( file ) => {
		const post = await publish( saved( file ) );
		const below = oracle(
			file.replace(
				/(\.serialized)?\.html$/,
				'.server-rendered-below-threshold.html'
			)
		);
		for ( const count of [ undefined, '0', '4', 'x', '-9' ] ) {
			const { content } = await visit(
				post.slug,
				count === undefined ? undefined : `jp-visit-counter=${ count }`
			);
			expect( squash( content ) ).toBe( below );
		}
	} );

	// Jetpack renders the current saved shape (its deprecated-1 fixture serialized) to
	// `…deprecated-1.server-rendered-above-threshold.html`. The current fixture's own
	// above-threshold file comes from an older commit (SOURCE.md: mixed versions) and shows the
	// shape without the inner container, so the shape's newer oracle is used for both.
	it.each( [
		'jetpack__repeat-visitor.html',
		'jetpack__repeat-visitor__deprecated-1.serialized.html',
	] )( '%s: from the threshold on, the saved block', async ( file ) => {
		const post = await publish( saved( file ) );
		const above = oracle(
			'jetpack__repeat-visitor__deprecated-1.server-rendered-above-threshold.html'
		);
		for ( const count of [ '5', '12' ] ) {
			const { content } = await visit(
				post.slug,
				`jp-visit-counter=${ count }`
			);
			expect( squash( content ) ).toBe( above );
		}
	} );
} );

describe( 'repeat visitor pages', () => {
	it( "before-visits shows the content only below the threshold, keeping the wrapper's classes otherwise", async () => {
		const post = await publish(
			`<!-- wp:jetpack/repeat-visitor {"criteria":"before-visits","threshold":2,"align":"wide","className":"first-timers"} -->
<div class="wp-block-jetpack-repeat-visitor alignwide first-timers"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->
<p>First time here?</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:jetpack/repeat-visitor -->`
		);
		expect(
			( await visit( post.slug, 'jp-visit-counter=1' ) ).content
		).toContain( 'First time here?' );
		const after = await visit( post.slug, 'jp-visit-counter=2' );
		expect( after.content ).not.toContain( 'First time here?' );
		expect( squash( after.content ) ).toBe(
			'<div class="wp-block-jetpack-repeat-visitor alignwide first-timers"></div>'
		);
	} );

	it( 'is private to the visitor (Cache-Control private, Vary: Cookie) and links the counting script', async () => {
		const post = await publish( AFTER_FIVE );
		const { response, page } = await visit( post.slug );
		expect( response.headers.get( 'cache-control' ) ).toBe(
			'private, no-cache'
		);
		expect( response.headers.get( 'vary' ) ).toMatch( /\bCookie\b/ );
		expect( page ).toMatch(
			/<script[^>]+src="\/build\/blocks\/repeat-visitor\/view\.js[^"]*"/
		);
	} );

	it( 'leaves pages without the block shareable', async () => {
		const post = await publish(
			'<!-- wp:paragraph --><p>Plain</p><!-- /wp:paragraph -->'
		);
		const { response } = await visit( post.slug );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-cache' );
		expect( response.headers.get( 'vary' ) ).toBeNull();
	} );

	it( 'never hands the sign-in cookie to renderers, and ignores a hostile threshold', async () => {
		const post = await publish(
			'<!-- wp:jetpack/repeat-visitor {"threshold":"\\"><script>alert(1)</script>","className":"x\\" onmouseover=\\"alert(1)"} -->\n<div class="wp-block-jetpack-repeat-visitor"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph --></div></div>\n<!-- /wp:jetpack/repeat-visitor -->'
		);
		const { content } = await visit( post.slug );
		expect( content ).not.toContain( '<script>' );
		expect( content ).not.toMatch( /\sonmouseover=/ );
	} );
} );
