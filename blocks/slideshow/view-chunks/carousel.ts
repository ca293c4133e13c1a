/**
 * The slideshow's heavy part, loaded by view.ts only when a slideshow comes near the screen:
 * Swiper and the carousel behaviour (built to build/blocks/slideshow/carousel.js).
 */
import { createCarousel } from '../carousel/create-carousel';
import { readSettings } from '../carousel/settings';

export function startCarousels( blocks: HTMLElement[] ) {
	const reducedMotion = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	for ( const block of blocks ) {
		if ( block.querySelector( '.swiper-slide' ) ) {
			createCarousel( block, readSettings( block, reducedMotion ) );
		}
	}
}
