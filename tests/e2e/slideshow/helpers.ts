/**
 * Helpers for the slideshow browser tests (tests/e2e/slideshow*.e2e.test.ts): uploading photos
 * into the slideshow just inserted, which slide is showing, and the slide images' srcset.
 */
import type { Page } from 'playwright-core';
import { jpegPhoto, uploadIntoFirstBlock } from '../../support/e2e';

export const photo = ( index: number ) =>
	jpegPhoto( `photo-${ index }.jpg`, index );

/** Uploads `count` photos into the slideshow just inserted and waits until none is temporary. */
export async function uploadInto( page: Page, count: number, first = 1 ) {
	const files = await Promise.all(
		Array.from( { length: count }, ( _, index ) => photo( first + index ) )
	);
	return uploadIntoFirstBlock( page, '.wp-block-jetpack-slideshow', files );
}

/** Which slide is showing (Swiper's active slide), 0-based. */
export function activeSlide( visitor: Page ) {
	return visitor
		.locator( '.wp-block-jetpack-slideshow .swiper-slide' )
		.evaluateAll( ( slides ) =>
			slides.findIndex( ( slide ) =>
				slide.classList.contains( 'swiper-slide-active' )
			)
		);
}

/** The slide images' srcset and sizes, and the candidate the browser picked. */
export function slideImages( visitor: Page ) {
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
