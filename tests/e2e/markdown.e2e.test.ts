/**
 * Markdown end to end: an editor writes Markdown, checks the preview, publishes; a visitor gets
 * the rendered HTML, and hostile Markdown never becomes live markup on the published page.
 */
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	getEditedBlocks,
	publishPost,
} from '../support/e2e';

const session = editorSessionForThisFile();

const source = [
	'## Shopping list',
	'',
	'Buy *fresh* bread at [the bakery](https://example.com/bakery).',
	'',
	'- flour',
	'- [a trap](javascript:alert(1))',
	'',
	'<img src=x onerror="window.__xss = 1">',
].join( '\n' );

describe( 'Markdown', () => {
	it( 'is written in source mode and checked in preview mode', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Notes in Markdown', [
			'markdown',
			'Markdown',
		] );

		const canvas = editorCanvas( page );
		await canvas
			.getByRole( 'textbox', { name: 'Markdown source' } )
			.fill( source );
		await page
			.getByRole( 'button', { name: 'Preview', exact: true } )
			.click();
		await expect(
			canvas.getByRole( 'heading', { name: 'Shopping list' } ).count()
		).resolves.toBe( 1 );
		await expect(
			canvas
				.getByRole( 'link', { name: 'the bakery' } )
				.getAttribute( 'href' )
		).resolves.toBe( 'https://example.com/bakery' );

		const [ block ] = await getEditedBlocks( page );
		expect( block ).toMatchObject( {
			name: 'jetpack/markdown',
			attributes: { source },
		} );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'publishes, and a visitor gets safe rendered HTML', async () => {
		const { browser, page } = session;
		const url = await publishPost( page );
		const visitor = await browser.newPage();
		await visitor.goto( url );

		const block = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect(
			block.getByRole( 'heading', { name: 'Shopping list' } ).count()
		).resolves.toBe( 1 );
		await expect( block.locator( 'em' ).textContent() ).resolves.toBe(
			'fresh'
		);
		await expect(
			block
				.getByRole( 'link', { name: 'the bakery' } )
				.getAttribute( 'href' )
		).resolves.toBe( 'https://example.com/bakery' );
		// The javascript: link is text, the raw HTML is text, and nothing ran.
		await expect(
			block.locator( 'a[href^="javascript"]' ).count()
		).resolves.toBe( 0 );
		await expect( block.locator( 'img' ).count() ).resolves.toBe( 0 );
		await expect( block.innerText() ).resolves.toContain( 'a trap' );
		await expect(
			visitor.evaluate(
				() => ( window as unknown as { __xss?: number } ).__xss
			)
		).resolves.toBeUndefined();
		await visitor.close();
	} );
} );
