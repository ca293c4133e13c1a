/**
 * Star Rating end to end: an editor inserts it, sets a half-star rating out of 7 with the
 * outlined style, publishes, and a visitor gets stars with the rating as text.
 */
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	getEditedBlocks,
	pageAssets,
	publishPost,
} from '../support/e2e';

const session = editorSessionForThisFile();

async function ratingAttributes() {
	const [ block ] = await getEditedBlocks( session.page );
	expect( block.name ).toBe( 'jetpack/rating-star' );
	return block.attributes;
}

describe( 'Star Rating', () => {
	it( 'is inserted through the inserter search and rated with half steps', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'A film review', [
			'star rating',
			'Star Rating',
		] );

		// Highest rating from the sidebar: 7 (limits 2–10).
		const highest = page.getByRole( 'spinbutton', {
			name: 'Highest rating',
		} );
		await highest.fill( '7' );
		await highest.press( 'Tab' );
		expect( ( await ratingAttributes() ).maxRating ).toBe( 7 );

		const canvas = editorCanvas( page );
		await canvas.getByRole( 'button', { name: 'Rate 4 out of 7' } ).click();
		expect( ( await ratingAttributes() ).rating ).toBe( 4 );
		// Clicking the current rating steps down by half.
		await canvas.getByRole( 'button', { name: 'Rate 4 out of 7' } ).click();
		expect( ( await ratingAttributes() ).rating ).toBe( 3.5 );

		// The outlined style from the block's styles.
		await page.getByRole( 'tab', { name: 'Styles' } ).click();
		await page.getByRole( 'radio', { name: 'Outlined' } ).click();
		expect( ( await ratingAttributes() ).className ).toContain(
			'is-style-outlined'
		);
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'publishes, and a visitor gets the stars with the rating as text', async () => {
		const { browser, page } = session;
		const url = await publishPost( page );
		const visitor = await browser.newPage();
		await visitor.goto( url );

		const figure = visitor.locator( '.wp-block-jetpack-rating-star' );
		await expect( figure.count() ).resolves.toBe( 1 );
		await expect( figure.getAttribute( 'class' ) ).resolves.toContain(
			'is-style-outlined'
		);
		// Screen readers get the rating as text; the drawn stars are hidden from them.
		await expect( figure.innerText() ).resolves.toContain(
			'Rating: 3.5 out of 7.'
		);
		const hiddenStars = await figure
			.locator( '[aria-hidden="true"] svg, svg[aria-hidden="true"]' )
			.count();
		expect( hiddenStars ).toBeGreaterThanOrEqual( 7 );
		const { styles } = await pageAssets( visitor );
		expect( styles ).toContain( '/build/blocks/rating-star/style.css' );
		await visitor.close();
	} );
} );
