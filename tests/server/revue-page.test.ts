/**
 * The retired newsletter block on published pages: whatever Jetpack saved for it (each of the
 * block's fixtures, the inner subscribe button included) gives visitors nothing — no form, no
 * link to the dead Revue profile — and the content around it is untouched; the REST API's
 * rendered content says the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverBlocks } from '../../blocks/server';
import { publishedPage } from './support/published-post';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ], { serverBlocks } );

const fixtures = path.join( __dirname, '../../blocks/revue/test/fixtures' );

const BEFORE =
	'<!-- wp:paragraph -->\n<p>Our news.</p>\n<!-- /wp:paragraph -->';
const AFTER =
	'<!-- wp:paragraph -->\n<p>See you soon.</p>\n<!-- /wp:paragraph -->';

function entryContent( page: string ) {
	return /<div class="entry-content">\n([\s\S]*?)\n<\/div>\n<\/article>/.exec(
		page
	)![ 1 ];
}

describe( 'Revue on published pages', () => {
	it.each( [
		'jetpack__revue.html',
		'jetpack__revue__with-button.html',
		'jetpack__revue__deprecated-1.html',
	] )( '%s: visitors get nothing of the block', async ( file ) => {
		const saved = readFileSync( path.join( fixtures, file ), 'utf8' );
		expect( saved ).toContain( 'getrevue.co/profile/' );
		const page = await publishedPage(
			site.testSite,
			site.editor,
			`${ BEFORE }\n\n${ saved }\n\n${ AFTER }`,
			'Newsletter'
		);
		expect( entryContent( page ).replace( /\s+/g, ' ' ).trim() ).toBe(
			'<p>Our news.</p> <p>See you soon.</p>'
		);
		expect( page ).not.toContain( 'getrevue' );
		expect( page ).not.toContain( 'wp-block-jetpack-revue' );
		expect( page ).not.toContain( 'Subscribe' );
	} );

	it( 'is empty in the REST API’s rendered content too', async () => {
		const saved = readFileSync(
			path.join( fixtures, 'jetpack__revue__with-button.html' ),
			'utf8'
		);
		const { status, body } = await site.editor.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Newsletter', status: 'publish', content: saved },
		} );
		expect( status ).toBe( 201 );
		const rendered = ( body as { content: { rendered: string } } ).content
			.rendered;
		expect( rendered.trim() ).toBe( '' );
	} );
} );
