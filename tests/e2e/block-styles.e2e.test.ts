/**
 * The toolbar's 'Style' menu in the real editor (shared/block-styles): on a tiled gallery with
 * two uploaded images, it lists the layouts, previews the gallery drawn in the style under the
 * pointer (the block editor's own preview, in a frame of the menu), applies the one picked, and
 * the sidebar's Styles panel shows the same. jsdom cannot draw the preview; this test does.
 */
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	firstBlockClassName,
	jpegPhoto,
	settle,
	uploadIntoFirstBlock,
} from '../support/e2e';

const session = editorSessionForThisFile();

describe( "Toolbar 'Style' menu", () => {
	it( 'previews a tiled gallery in the pointed style and applies the one picked', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Styles', [
			'tiled gallery',
			'Tiled Gallery',
		] );
		const files = await Promise.all( [
			jpegPhoto( 'wide.jpg', 1, 1200, 800 ),
			jpegPhoto( 'tall.jpg', 2, 600, 900 ),
		] );
		expect(
			await uploadIntoFirstBlock(
				page,
				'.wp-block-jetpack-tiled-gallery',
				files
			)
		).toBe( 'uploaded' );

		const toggle = page.getByRole( 'button', {
			name: 'Style',
			exact: true,
		} );
		await toggle.click();
		const menu = page.getByRole( 'menu', { name: 'Style' } );
		await expect(
			menu.getByRole( 'menuitemradio' ).allTextContents()
		).resolves.toEqual( [
			'Tiled mosaic',
			'Circles',
			'Square tiles',
			'Tiled columns',
		] );
		await expect(
			menu
				.getByRole( 'menuitemradio', { name: 'Tiled mosaic' } )
				.getAttribute( 'aria-checked' )
		).resolves.toBe( 'true' );

		// Pointing at Circles draws the gallery, with its two images, as circles.
		await menu.getByRole( 'menuitemradio', { name: 'Circles' } ).hover();
		const preview = page
			.frameLocator( '.block-style-selector__preview iframe' )
			.locator( '.wp-block-jetpack-tiled-gallery.is-style-circle' );
		await preview.waitFor();
		await expect( preview.locator( 'img' ).count() ).resolves.toBe( 2 );
		const box = await page
			.locator( '.block-style-selector__preview' )
			.boundingBox();
		expect( box!.width ).toBe( 240 );
		expect( box!.height ).toBeGreaterThan( 50 );

		await menu.getByRole( 'menuitemradio', { name: 'Circles' } ).click();
		expect(
			await settle( () => firstBlockClassName( page ), 'is-style-circle' )
		).toBe( 'is-style-circle' );
		await expect(
			editorCanvas( page )
				.locator( '.wp-block-jetpack-tiled-gallery.is-style-circle' )
				.count()
		).resolves.toBe( 1 );
		// The sidebar's Styles panel agrees.
		await page.getByRole( 'tab', { name: 'Styles' } ).click();
		await expect(
			page
				.getByRole( 'radio', { name: 'Circles' } )
				.getAttribute( 'aria-checked' )
		).resolves.toBe( 'true' );
		expect( problems.unexpected() ).toEqual( [] );
	}, 90000 );
} );
