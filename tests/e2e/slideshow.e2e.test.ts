/**
 * Slideshow end to end: an editor inserts it, uploads six real images (made with sharp), and
 * publishes; a visitor at desktop and phone widths gets the carousel (loaded only then), works it
 * with the keyboard alone (the buttons are named, Tab moves on past it), sees 'n / total' above
 * five slides, gets each image in the width it needs from the site's image service (srcset), and
 * without JavaScript gets every image as a plain list; when the carousel cannot load, the list
 * stays. A second slideshow set to autoplay with the fade effect in the sidebar plays and fades
 * for visitors, pauses from the keyboard, and stays still for visitors who prefer reduced motion.
 * axe on the published pages, at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
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
let autoplayUrl = '';

const photo = ( index: number ) => jpegPhoto( `photo-${ index }.jpg`, index );

/** Uploads `count` photos into the slideshow just inserted and waits until none is temporary. */
async function uploadInto( page: Page, count: number, first = 1 ) {
	const files = await Promise.all(
		Array.from( { length: count }, ( _, index ) => photo( first + index ) )
	);
	await editorCanvas( page )
		.locator( '.wp-block-jetpack-slideshow input[type="file"]' )
		.setInputFiles( files );
	return settle(
		async () => {
			const [ block ] = await getEditedBlocks( page );
			const images = block.attributes.images as Array< {
				url: string;
			} >;
			return images.length === count &&
				images.every( ( image ) => ! image.url.startsWith( 'blob:' ) )
				? 'uploaded'
				: 'uploading';
		},
		'uploaded',
		30000
	);
}

/** Which slide is showing (Swiper's active slide), 0-based. */
function activeSlide( visitor: Page ) {
	return visitor
		.locator( '.wp-block-jetpack-slideshow .swiper-slide' )
		.evaluateAll( ( slides ) =>
			slides.findIndex( ( slide ) =>
				slide.classList.contains( 'swiper-slide-active' )
			)
		);
}

/** The slide images' srcset and sizes, and the candidate the browser picked. */
function slideImages( visitor: Page ) {
	return visitor
		.locator( '.wp-block-jetpack-slideshow img' )
		.evaluateAll( ( images ) =>
			( images as HTMLImageElement[] ).map( ( image ) => ( {
				src: image.getAttribute( 'src' ) ?? '',
				srcset: image.getAttribute( 'srcset' ) ?? '',
				sizes: image.getAttribute( 'sizes' ) ?? '',
				currentSrc: image.currentSrc,
			} ) )
		);
}

describe( 'Slideshow', () => {
	it( 'uploads six images into a new slideshow and publishes it', async () => {
		const { site, page, problems } = session;
		await signIn( page, site, site.editor.user, site.editor.password );
		await newPost( page, site );
		await titleField( page ).fill( 'Harbour photos' );
		await insertBlockViaInserter( page, 'slideshow', 'Slideshow' );
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

	it( 'sets autoplay every second and the fade effect in the sidebar, and publishes', async () => {
		const { site, page, problems } = session;
		await newPost( page, site );
		await titleField( page ).fill( 'Harbour at dusk' );
		await insertBlockViaInserter( page, 'slideshow', 'Slideshow' );
		expect( await uploadInto( page, 3, 7 ) ).toBe( 'uploaded' );

		await page.getByRole( 'checkbox', { name: 'Autoplay' } ).check();
		const delay = page.getByRole( 'spinbutton', {
			name: 'Delay between transitions (in seconds)',
		} );
		await expect( delay.getAttribute( 'min' ) ).resolves.toBe( '1' );
		await expect( delay.getAttribute( 'max' ) ).resolves.toBe( '5' );
		await delay.fill( '1' );
		await page
			.getByRole( 'combobox', { name: 'Transition effect' } )
			.selectOption( 'fade' );
		expect(
			await settle(
				async () => {
					const [ block ] = await getEditedBlocks( page );
					const {
						autoplay,
						delay: seconds,
						effect,
					} = block.attributes;
					return JSON.stringify( { autoplay, seconds, effect } );
				},
				JSON.stringify( { autoplay: true, seconds: 1, effect: 'fade' } )
			)
		).toBe(
			JSON.stringify( { autoplay: true, seconds: 1, effect: 'fade' } )
		);
		autoplayUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	}, 90000 );

	it( 'plays and fades for a visitor, who can pause it from the keyboard; axe at 1280 and 390 px', async () => {
		const visitor = await session.browser.newPage( {
			viewport: { width: 1280, height: 900 },
		} );
		await visitor.goto( autoplayUrl );
		const slideshow = visitor.locator(
			'.wp-block-jetpack-slideshow.is-carousel'
		);
		await slideshow.waitFor();
		// The fade effect.
		await expect(
			slideshow
				.locator( '.wp-block-jetpack-slideshow_container' )
				.getAttribute( 'class' )
		).resolves.toContain( 'swiper-fade' );
		// Autoplay: the slides move on by themselves, without announcing each change.
		const wrapper = slideshow.locator(
			'.wp-block-jetpack-slideshow_swiper-wrapper'
		);
		await expect( wrapper.getAttribute( 'aria-live' ) ).resolves.toBe(
			'off'
		);
		expect( await activeSlide( visitor ) ).toBe( 0 );
		expect( await settle( () => activeSlide( visitor ), 1, 5000 ) ).toBe(
			1
		);
		expect( await settle( () => activeSlide( visitor ), 2, 5000 ) ).toBe(
			2
		);

		// The pause button, reached and pressed with the keyboard.
		const pause = slideshow.getByRole( 'button', {
			name: 'Pause Slideshow',
		} );
		await expect( pause.isVisible() ).resolves.toBe( true );
		await pause.focus();
		await visitor.keyboard.press( 'Enter' );
		await expect(
			slideshow
				.getByRole( 'button', { name: 'Play Slideshow' } )
				.isVisible()
		).resolves.toBe( true );
		await expect( wrapper.getAttribute( 'aria-live' ) ).resolves.toBe(
			'polite'
		);
		const paused = await activeSlide( visitor );
		await visitor.waitForTimeout( 2500 );
		expect( await activeSlide( visitor ) ).toBe( paused );
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );

		await visitor.setViewportSize( { width: 390, height: 844 } );
		await visitor.goto( autoplayUrl );
		await slideshow.waitFor();
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
		await visitor.close();
	}, 60000 );

	it( 'stays still for a visitor who prefers reduced motion', async () => {
		const context = await session.browser.newContext( {
			viewport: { width: 1280, height: 900 },
			reducedMotion: 'reduce',
		} );
		const visitor = await context.newPage();
		await visitor.goto( autoplayUrl );
		const slideshow = visitor.locator(
			'.wp-block-jetpack-slideshow.is-carousel'
		);
		await slideshow.waitFor();
		// No autoplay: nothing to pause, and slide changes are announced.
		await expect(
			slideshow
				.locator( '.wp-block-jetpack-slideshow_button-pause' )
				.isVisible()
		).resolves.toBe( false );
		await expect(
			slideshow
				.locator( '.wp-block-jetpack-slideshow_swiper-wrapper' )
				.getAttribute( 'aria-live' )
		).resolves.toBe( 'polite' );
		await visitor.waitForTimeout( 2500 );
		expect( await activeSlide( visitor ) ).toBe( 0 );
		// The visitor still moves on when they ask to.
		await slideshow.getByRole( 'button', { name: 'Next slide' } ).click();
		expect( await settle( () => activeSlide( visitor ), 1 ) ).toBe( 1 );
		await context.close();
	}, 60000 );
} );
