/**
 * Slideshow end to end: an editor inserts it, uploads six real images (made with sharp), and
 * publishes; a visitor at desktop and phone widths gets the carousel (loaded only then), works it
 * with the keyboard alone (the buttons are named, Tab moves on past it), sees 'n / total' above
 * five slides, gets each image in the width it needs from the site's image service (srcset), and
 * without JavaScript gets every image as a plain list; when the carousel cannot load, the list
 * stays. axe on the published pages, at 1280 and 390 px. Autoplay and reduced motion:
 * slideshow-autoplay.e2e.test.ts.
 */
import {
	findAccessibilityViolations,
	getEditedBlocks,
	pageAssets,
	publishPost,
	settle,
	editorSessionForThisFile,
	editorStartsPost,
} from '../support/e2e';
import { slideImages, uploadInto } from './slideshow/helpers';

const session = editorSessionForThisFile();

let postUrl = '';

describe( 'Slideshow', () => {
	it( 'uploads six images into a new slideshow and publishes it', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Harbour photos', [
			'slideshow',
			'Slideshow',
		] );
		// Saved once every upload has become a media item (no blob: left).
		expect( await uploadInto( page, 6 ) ).toBe( 'uploaded' );
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

		// Each image from the site's image service in the widths it has (900 px photos:
		// 600 and 900), sized up to its own width; the browser takes the 900 px one here.
		const images = await slideImages( visitor );
		expect( images ).toHaveLength( 6 );
		for ( const image of images ) {
			expect( image.srcset ).toBe(
				`${ image.src }?strip=info&w=600 600w, ${ image.src }?strip=info&w=900 900w`
			);
			expect( image.sizes ).toBe( '(max-width: 900px) 100vw, 900px' );
		}
		expect(
			await settle(
				async () => ( await slideImages( visitor ) )[ 0 ].currentSrc,
				`${ images[ 0 ].src }?strip=info&w=900`
			)
		).toBe( `${ images[ 0 ].src }?strip=info&w=900` );
		const candidate = await visitor.request.get(
			`${ images[ 1 ].src }?strip=info&w=600`
		);
		expect( candidate.status() ).toBe( 200 );
		expect( candidate.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );

		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
		await visitor.close();
	}, 60000 );

	it( 'keeps a 16:9 frame at most on a 390 px phone, and passes axe there', async () => {
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
		// The phone needs no more than the 600 px candidate.
		const [ first ] = await slideImages( visitor );
		expect(
			await settle(
				async () => ( await slideImages( visitor ) )[ 0 ].currentSrc,
				`${ first.src }?strip=info&w=600`
			)
		).toBe( `${ first.src }?strip=info&w=600` );
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
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
	it( 'keeps the plain list, and says why in the console, when the carousel cannot load', async () => {
		const context = await session.browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		await context.route(
			'**/build/blocks/slideshow/carousel.js*',
			( route ) => route.abort( 'failed' )
		);
		const visitor = await context.newPage();
		const errors: string[] = [];
		visitor.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				errors.push( message.text() );
			}
		} );
		await visitor.goto( postUrl );
		const slideshow = visitor.locator( '.wp-block-jetpack-slideshow' );
		expect(
			await settle(
				() => slideshow.getAttribute( 'data-carousel' ),
				'unavailable'
			)
		).toBe( 'unavailable' );
		expect(
			errors.some( ( text ) =>
				text.includes( 'The Swiper library could not be loaded.' )
			)
		).toBe( true );
		await expect(
			slideshow.getAttribute( 'class' )
		).resolves.not.toContain( 'is-carousel' );
		const images = slideshow.locator( 'img' );
		await expect( images.count() ).resolves.toBe( 6 );
		for ( let index = 0; index < 6; index++ ) {
			await expect( images.nth( index ).isVisible() ).resolves.toBe(
				true
			);
		}
		// Controls that would do nothing stay hidden.
		await expect(
			slideshow
				.locator( '.wp-block-jetpack-slideshow_button-next' )
				.isVisible()
		).resolves.toBe( false );
		await context.close();
	}, 60000 );
} );
