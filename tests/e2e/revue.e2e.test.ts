/**
 * The retired newsletter block (jetpack/revue) end to end: a post holding what Jetpack saved
 * for it — the content of Jetpack's shutdown change, and the last saved shape with its inner
 * subscribe button (blocks/revue/test/fixtures/) — opens in the editor without a validation
 * warning and shows the shutdown notice with its two links; the block is not offered by the
 * inserter; once published, visitors get nothing of it, and axe finds nothing on the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
	blockValidity,
	editorCanvas,
	editorOpensSavedPost,
	editorSessionForThisFile,
	findAccessibilityViolations,
	publishPost,
} from '../support/e2e';

const session = editorSessionForThisFile();

const fixtures = path.join( __dirname, '../../blocks/revue/test/fixtures' );
const saved = ( name: string ) =>
	readFileSync( path.join( fixtures, name ), 'utf8' ).trim();

const NOTICE =
	'Revue has shut down, so this signup form is no longer shown to visitors. Remove this block from the post.';
const LINKS = [
	[
		'How to move a Revue newsletter to WordPress.com',
		'https://wordpress.com/go/digital-marketing/migrate-from-revue-newsletter/',
	],
	[
		'Import your Revue subscribers',
		'https://wordpress.com/support/launch-a-newsletter/#add-subscribers',
	],
];

describe( 'Revue (retired newsletter block)', () => {
	let url = '';

	it( "opens Jetpack's saved content valid, with the shutdown notice and its two links", async () => {
		const { page } = session;
		await editorOpensSavedPost( session, {
			title: 'Our newsletter',
			content: [
				'<!-- wp:paragraph -->\n<p>Read our news below.</p>\n<!-- /wp:paragraph -->',
				saved( 'jetpack__revue.html' ),
				saved( 'jetpack__revue__with-button.html' ),
				'<!-- wp:paragraph -->\n<p>Thanks for reading.</p>\n<!-- /wp:paragraph -->',
			].join( '\n\n' ),
		} );

		const canvas = editorCanvas( page );
		const blocks = canvas.locator( '.wp-block-jetpack-revue' );
		await blocks.first().getByText( NOTICE, { exact: true } ).waitFor();
		await expect( blockValidity( page ) ).resolves.toEqual( [
			'core/paragraph: valid',
			'jetpack/revue: valid',
			'jetpack/revue: valid',
			'jetpack/button: valid',
			'core/paragraph: valid',
		] );
		await expect(
			canvas.getByText( /unexpected or invalid content/ ).count()
		).resolves.toBe( 0 );
		await expect( blocks.count() ).resolves.toBe( 2 );
		for ( const index of [ 0, 1 ] ) {
			const block = blocks.nth( index );
			await expect(
				block.getByText( NOTICE, { exact: true } ).count()
			).resolves.toBe( 1 );
			for ( const [ name, href ] of LINKS ) {
				const link = block.getByRole( 'link', { name } );
				await expect( link.getAttribute( 'href' ) ).resolves.toBe(
					href
				);
				// An external link: it opens in a new tab.
				await expect( link.getAttribute( 'target' ) ).resolves.toBe(
					'_blank'
				);
			}
			// Nothing of the old form is editable.
			await expect( block.getByRole( 'textbox' ).count() ).resolves.toBe(
				0
			);
		}
	} );

	it( 'is not offered by the inserter', async () => {
		const { page } = session;
		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
		const library = page.getByRole( 'region', { name: 'Block Library' } );
		for ( const term of [ 'revue', 'newsletter' ] ) {
			await library.getByRole( 'searchbox' ).fill( term );
			// The search has settled once it shows results or says there are none.
			await library
				.getByText( 'No results found.' )
				.or(
					library.getByRole( 'listbox', {
						name: 'Blocks',
						exact: true,
					} )
				)
				.first()
				.waitFor();
			await expect(
				library.getByRole( 'option', { name: 'Revue' } ).count()
			).resolves.toBe( 0 );
		}
		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
	} );

	it( 'gives visitors nothing of it once published, and passes axe', async () => {
		const { page, browser } = session;
		url = await publishPost( page );
		const visitor = await browser.newPage();
		const response = await visitor.goto( url );
		const html = ( await response?.text() ) ?? '';
		const content = visitor.locator( '.entry-content' );
		await expect( content.innerText() ).resolves.toMatch(
			/^Read our news below\.\s+Thanks for reading\.$/
		);
		expect( html ).not.toContain( 'wp-block-jetpack-revue' );
		expect( html ).not.toContain( 'getrevue.co' );
		expect( html ).not.toContain( 'Subscribe' );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );
		await visitor.close();
	} );
} );
