/**
 * Slideshow autoplay end to end: an editor inserts a slideshow, uploads three real images (made
 * with sharp), sets autoplay with the fade effect in the sidebar, and publishes; it plays and
 * fades for visitors, pauses from the keyboard, and stays still for visitors who prefer reduced
 * motion. axe on the published page, at 1280 and 390 px. The keyboard, srcset, phone, no-JS and
 * fallback checks: slideshow.e2e.test.ts.
 */
import type { Page } from 'playwright-core';
import {
	findAccessibilityViolations,
	getEditedBlocks,
	publishPost,
	settle,
	editorSessionForThisFile,
	editorStartsPost,
} from '../support/e2e';
import { activeSlide, uploadInto } from './slideshow/helpers';

const session = editorSessionForThisFile();

let autoplayUrl = '';

/**
 * Opens the published slideshow in the visitor's page and waits for its carousel.
 * @param visitor the visitor's page
 */
async function openCarousel( visitor: Page ) {
	await visitor.goto( autoplayUrl );
	const slideshow = visitor.locator(
		'.wp-block-jetpack-slideshow.is-carousel'
	);
	await slideshow.waitFor();
	return slideshow;
}

describe( 'Slideshow autoplay', () => {
	it( 'sets autoplay every second and the fade effect in the sidebar, and publishes', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Harbour at dusk', [
			'slideshow',
			'Slideshow',
		] );
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
		const slideshow = await openCarousel( visitor );
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
		await openCarousel( visitor );
		expect( await findAccessibilityViolations( visitor ) ).toEqual( [] );
		await visitor.close();
	}, 60000 );

	it( 'stays still for a visitor who prefers reduced motion', async () => {
		const context = await session.browser.newContext( {
			viewport: { width: 1280, height: 900 },
			reducedMotion: 'reduce',
		} );
		const visitor = await context.newPage();
		const slideshow = await openCarousel( visitor );
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
