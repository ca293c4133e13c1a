/**
 * Automatic excerpts (home page and wp/v2 `excerpt.rendered`) come from the post's readable
 * text: never from form controls and labels, hidden fields or screen-reader-only text.
 */
import { serverBlocks } from '../../blocks/server';
import { renderedExcerpt, textOf } from '../../server/posts/excerpt';
import {
	field,
	formContent,
	publishPost,
	SUBMIT_BUTTON,
} from './support/forms';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin' ], { serverBlocks } );

const content = `<!-- wp:jetpack/rating-star {"rating":1} /-->
<!-- wp:paragraph --><p>Our bakery opens at <strong>seven</strong> &amp; closes at noon.</p><!-- /wp:paragraph -->
${ formContent(
	`${ field( 'name', { label: 'Name', required: true } ) }${ field( 'email', {
		label: 'Email',
		required: true,
	} ) }${ field( 'textarea', { label: 'Message' } ) }${ SUBMIT_BUTTON }`
) }
<!-- wp:paragraph --><p>See you soon.</p><!-- /wp:paragraph -->`;

describe( 'automatic excerpts', () => {
	it( 'show the readable text of a post with a rating and a form, not the form or hidden text', async () => {
		const post = await publishPost( site.admin, content, 'Bakery' );
		const home = await ( await site.testSite.client().fetch( '/' ) ).text();
		const article = new RegExp(
			`<article class="post-${ post.id }">[\\s\\S]*?</article>`
		).exec( home )![ 0 ];
		expect( article ).toContain(
			'<p>Our bakery opens at seven &amp; closes at noon. See you soon.</p>'
		);
		for ( const leaked of [
			'Rating',
			'Name',
			'required',
			'Email',
			'Message',
			'Send',
			'Leave this field empty',
		] ) {
			expect( article ).not.toContain( leaked );
		}
		const rest = await site.testSite
			.client()
			.rest( `/wp/v2/posts/${ post.id }` );
		expect( rest.body.excerpt.rendered ).toBe(
			'<p>Our bakery opens at seven &amp; closes at noon. See you soon.</p>\n'
		);
	} );

	it( 'skip hidden, aria-hidden, screen-reader-only, script and style content, keeping text around it', () => {
		expect(
			textOf(
				'<p>One <span hidden>secret</span>two <span aria-hidden="true">★★</span>' +
					'<span class="a screen-reader-text">sr</span><span class="visually-hidden">vh</span>three</p>' +
					'<script>var a = "<p>x</p>";</script><style>p{}</style><!-- c --><p>four<br>five</p>' +
					'<div><select><option>opt</option></select><textarea>typed <b>text</b></textarea>six</div>'
			)
		).toBe( 'One two three four five six' );
	} );

	it( 'skip content hidden by an inline style or in a dialog that is not open', () => {
		expect(
			textOf(
				'<p>One <span style="color: red; display:none">a</span>two ' +
					'<span style="VISIBILITY: hidden !important">b</span>three ' +
					'<span style="display: none-ish">kept</span> ' +
					'<span data-style="display:none">shown</span></p>' +
					'<dialog><p>checkout</p></dialog><dialog class="x"><p>more</p></dialog>' +
					'<dialog open><p>open dialog</p></dialog>'
			)
		).toBe( 'One two three kept shown open dialog' );
	} );

	it( 'keep a written excerpt and cut the automatic one at 55 words', () => {
		expect( renderedExcerpt( 'Mine <b>', '<p>ignored</p>' ) ).toBe(
			'<p>Mine &lt;b&gt;</p>\n'
		);
		const long = Array.from( { length: 60 }, ( _, i ) => `w${ i }` ).join(
			' '
		);
		expect( renderedExcerpt( '', `<p>${ long }</p>` ) ).toBe(
			`<p>${ long.split( ' ' ).slice( 0, 55 ).join( ' ' ) } [&hellip;]</p>\n`
		);
	} );
} );
