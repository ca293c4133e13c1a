/**
 * Repeat Visitor end to end: an editor inserts it through the inserter, sets the threshold in
 * the sidebar (a bad value is refused with 'Please enter a valid number.'), writes the content
 * and publishes; a visitor sees the content only from the threshold on, the view script
 * counting each view in the jp-visit-counter cookie; the page is private to the visitor and
 * passes axe.
 */
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
} from '../support/e2e';

const session = editorSessionForThisFile();

describe( 'Repeat Visitor', () => {
	let url = '';

	it( 'is inserted, configured and published', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Welcome back', [
			'repeat visitor',
			'Repeat Visitor',
		] );

		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const threshold = sidebar.getByRole( 'textbox', {
			name: 'Visit count threshold',
		} );
		await threshold.fill( '0' );
		await expect(
			sidebar.getByText( 'Please enter a valid number.' ).count()
		).resolves.toBe( 1 );
		await threshold.fill( '2' );
		await expect(
			sidebar.getByText( 'Please enter a valid number.' ).count()
		).resolves.toBe( 0 );

		const canvas = editorCanvas( page );
		await canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		await page.keyboard.type( 'Thanks for coming back!' );

		const [ block ] = await getEditedBlocks( page );
		expect( block ).toMatchObject( {
			name: 'jetpack/repeat-visitor',
			attributes: { criteria: 'after-visits', threshold: 2 },
			innerBlocks: [ { name: 'core/paragraph' } ],
		} );
		url = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'shows the content from the second earlier view on, privately, and passes axe', async () => {
		const { browser } = session;
		const context = await browser.newContext();
		const visitor = await context.newPage();
		const shown = async () => {
			const response = await visitor.goto( url );
			expect( response?.headers()[ 'cache-control' ] ).toBe(
				'private, no-cache'
			);
			await visitor.waitForFunction( () =>
				document.cookie.includes( 'jp-visit-counter=' )
			);
			return visitor.getByText( 'Thanks for coming back!' ).count();
		};
		await expect( shown() ).resolves.toBe( 0 );
		await expect( shown() ).resolves.toBe( 0 );
		await expect( shown() ).resolves.toBe( 1 );
		const cookies = await context.cookies();
		expect(
			cookies.find( ( cookie ) => cookie.name === 'jp-visit-counter' )
				?.value
		).toBe( '3' );
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
		await context.close();
	} );
} );
