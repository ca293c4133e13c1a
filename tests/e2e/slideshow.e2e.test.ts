/**
 * Slideshow end to end: an editor inserts it, uploads six real images (made with sharp), and
 * publishes; a visitor at desktop and phone widths gets the carousel (loaded only then), works it
 * with the keyboard alone (the buttons are named, Tab moves on past it), sees 'n / total' above
 * five slides, and without JavaScript gets every image as a plain list. axe on the published page.
 */
import {
	editorCanvas,
	findAccessibilityViolations,
	getEditedBlocks,
	insertBlockViaInserter,
	jpegPhoto,
	newPost,
	pageAssets,
	publishPost,
	settle,
	signIn,
	editorSessionForThisFile,
	titleField,
} from '../support/e2e';

const session = editorSessionForThisFile();

let postUrl = '';

const photo = ( index: number ) => jpegPhoto( `photo-${ index }.jpg`, index );

describe( 'Slideshow', () => {
	it( 'uploads six images into a new slideshow and publishes it', async () => {
		const { site, page, problems } = session;
		await signIn( page, site, site.editor.user, site.editor.password );
		await newPost( page, site );
		await titleField( page ).fill( 'Harbour photos' );
		await insertBlockViaInserter( page, 'slideshow', 'Slideshow' );
		const canvas = editorCanvas( page );
		const files = await Promise.all(
			[ 1, 2, 3, 4, 5, 6 ].map( ( index ) => photo( index ) )
		);
		await canvas
			.locator( '.wp-block-jetpack-slideshow input[type="file"]' )
			.setInputFiles( files );
		// Saved once every upload has become a media item (no blob: left).
		expect(
			await settle(
				async () => {
					const [ block ] = await getEditedBlocks( page );
					const images = block.attributes.images as Array< {
						url: string;
					} >;
					return images.length === 6 &&
						images.every(
							( image ) => ! image.url.startsWith( 'blob:' )
						)
						? 'uploaded'
						: 'uploading';
				},
				'uploaded',
				30000
			)
		).toBe( 'uploaded' );
		const [ block ] = await getEditedBlocks( page );
		expect( block.attributes.ids ).toHaveLength( 6 );
		postUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	}, 90000 );

	it( 'works with the keyboard alone for a visitor at 1280 px, and passes axe', async () => {
		const visitor = await session.browser.newPage( {
			viewport: { width: 1280, height: 900 },
		} );
		await visitor.goto( postUrl );
		const slideshow = visitor.locator( '.wp-block-jetpack-slideshow' );
		await slideshow.locator( '.swiper-pagination-fraction' ).waitFor();
		await expect( slideshow.getAttribute( 'class' ) ).resolves.toContain(
			'is-carousel'
		);
		const counter = slideshow.locator( '.swiper-pagination-fraction' );
		await expect( counter.innerText() ).resolves.toBe( '1 / 6' );
		const { scripts, styles } = await pageAssets( visitor );
		expect( scripts ).toContain( '/build/blocks/slideshow/view.js' );
		expect( styles ).toContain( '/build/blocks/slideshow/style.css' );

		// Keyboard only: Tab until the named Next button has focus, then Enter.
		const focusedName = () =>
			visitor.evaluate(
				() =>
					document.body.ownerDocument.activeElement?.getAttribute(
						'aria-label'
					) ?? ''
			);
		for ( let step = 0; step < 30; step++ ) {
			await visitor.keyboard.press( 'Tab' );
			if ( ( await focusedName() ) === 'Next slide' ) {
				break;
			}
		}
		expect( await focusedName() ).toBe( 'Next slide' );
		await visitor.keyboard.press( 'Enter' );
		expect( await settle( () => counter.innerText(), '2 / 6' ) ).toBe(
			'2 / 6'
		);
		// Shift+Tab reaches Previous; arrow keys move too.
		await visitor.keyboard.press( 'Shift+Tab' );
		expect( await focusedName() ).toBe( 'Previous slide' );
		await visitor.keyboard.press( 'Enter' );
		expect( await settle( () => counter.innerText(), '1 / 6' ) ).toBe(
			'1 / 6'
		);
		// No trap: Tab carries focus out of the slideshow.
		let left = false;
		for ( let step = 0; step < 10 && ! left; step++ ) {
			await visitor.keyboard.press( 'Tab' );
			left = await visitor.evaluate(
				() =>
					! document.body.ownerDocument.activeElement?.closest(
						'.wp-block-jetpack-slideshow'
					)
			);
		}
		expect( left ).toBe( true );
		// Not autoplaying: slide changes are announced politely.
		await expect(
			slideshow
				.locator( '.wp-block-jetpack-slideshow_swiper-wrapper' )
				.getAttribute( 'aria-live' )
		).resolves.toBe( 'polite' );
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
		await visitor.close();
	}, 60000 );

	it( 'keeps a 16:9 frame at most on a 390 px phone', async () => {
		const visitor = await session.browser.newPage( {
			viewport: { width: 390, height: 844 },
		} );
		await visitor.goto( postUrl );
		const container = visitor.locator(
			'.wp-block-jetpack-slideshow_container'
		);
		await visitor
			.locator( '.wp-block-jetpack-slideshow.is-carousel' )
			.waitFor();
		const box = await container.boundingBox();
		expect( box!.width ).toBeLessThanOrEqual( 390 );
		// 900×600 images are taller than 16:9, so the frame is 16:9.
		expect(
			Math.abs( box!.height - ( box!.width * 9 ) / 16 )
		).toBeLessThan( 2 );
		await visitor.close();
	}, 60000 );

	it( 'is a plain list of all the images without JavaScript', async () => {
		const context = await session.browser.newContext( {
			javaScriptEnabled: false,
		} );
		const visitor = await context.newPage();
		await visitor.goto( postUrl );
		const images = visitor.locator( '.wp-block-jetpack-slideshow img' );
		await expect( images.count() ).resolves.toBe( 6 );
		for ( let index = 0; index < 6; index++ ) {
			await expect( images.nth( index ).isVisible() ).resolves.toBe(
				true
			);
		}
		await expect(
			visitor
				.locator( '.wp-block-jetpack-slideshow_button-next' )
				.isVisible()
		).resolves.toBe( false );
		await context.close();
	}, 60000 );
} );
