/**
 * Markdown end to end: an editor writes Markdown, checks the preview, publishes; a visitor gets
 * the rendered HTML, and hostile Markdown never becomes live markup on the published page.
 */
import type { Browser, Page } from 'playwright-core';
import {
	editorCanvas,
	getEditedBlocks,
	insertBlockViaInserter,
	launchBrowser,
	newPost,
	publishPost,
	signIn,
	startSite,
	titleField,
	watchPageProblems,
	type PageProblems,
	type Site,
} from '../support/e2e';

let site: Site;
let browser: Browser;
let page: Page;
let problems: PageProblems;

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

beforeAll( async () => {
	site = await startSite();
	browser = await launchBrowser();
	page = await browser.newPage( { viewport: { width: 1400, height: 900 } } );
	problems = watchPageProblems( page );
} );

afterAll( async () => {
	await browser?.close();
	await site?.stop();
} );

describe( 'Markdown', () => {
	it( 'is written in source mode and checked in preview mode', async () => {
		await signIn( page, site, site.editor.user, site.editor.password );
		await newPost( page, site );
		await titleField( page ).fill( 'Notes in Markdown' );
		await insertBlockViaInserter( page, 'markdown', 'Markdown' );

		const canvas = editorCanvas( page );
		await canvas.getByRole( 'textbox', { name: 'Markdown source' } ).fill( source );
		await page.getByRole( 'button', { name: 'Preview', exact: true } ).click();
		await expect(
			canvas.getByRole( 'heading', { name: 'Shopping list' } ).count()
		).resolves.toBe( 1 );
		await expect(
			canvas.getByRole( 'link', { name: 'the bakery' } ).getAttribute( 'href' )
		).resolves.toBe( 'https://example.com/bakery' );

		const [ block ] = await getEditedBlocks( page );
		expect( block ).toMatchObject( {
			name: 'jetpack/markdown',
			attributes: { source },
		} );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'publishes, and a visitor gets safe rendered HTML', async () => {
		const url = await publishPost( page );
		const visitor = await browser.newPage();
		await visitor.goto( url );

		const block = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect(
			block.getByRole( 'heading', { name: 'Shopping list' } ).count()
		).resolves.toBe( 1 );
		await expect( block.locator( 'em' ).textContent() ).resolves.toBe( 'fresh' );
		await expect(
			block.getByRole( 'link', { name: 'the bakery' } ).getAttribute( 'href' )
		).resolves.toBe( 'https://example.com/bakery' );
		// The javascript: link is text, the raw HTML is text, and nothing ran.
		await expect( block.locator( 'a[href^="javascript"]' ).count() ).resolves.toBe( 0 );
		await expect( block.locator( 'img' ).count() ).resolves.toBe( 0 );
		await expect( block.innerText() ).resolves.toContain( 'a trap' );
		await expect(
			visitor.evaluate( () => ( window as unknown as { __xss?: number } ).__xss )
		).resolves.toBeUndefined();
		await visitor.close();
	} );
} );
