/** The carousel's pure rules: height, pagination kind and the settings read from saved markup. */
import { paginationKind } from '../carousel/pagination';
import { clampDelay, readSettings } from '../carousel/settings';
import { parseAspectRatio, slideshowHeight } from '../carousel/slide-height';

describe( 'slideshow height', () => {
	it( 'follows a landscape image wider than 16:9', () => {
		expect(
			slideshowHeight( {
				width: 1000,
				imageRatio: 2,
				windowHeight: 2000,
			} )
		).toBe( 500 );
	} );

	it( 'is never taller than a 16:9 frame, however tall the image', () => {
		expect(
			slideshowHeight( {
				width: 1600,
				imageRatio: 3 / 4,
				windowHeight: 5000,
			} )
		).toBe( 900 );
	} );

	it( 'is at most 80% of the window', () => {
		expect(
			slideshowHeight( {
				width: 1600,
				imageRatio: 16 / 9,
				windowHeight: 700,
			} )
		).toBe( 560 );
	} );

	it( 'falls back to 600 px without a window height', () => {
		expect( slideshowHeight( { width: 3200, imageRatio: 16 / 9 } ) ).toBe(
			600
		);
	} );

	it( 'reads saved ratios as numbers or fractions', () => {
		expect( parseAspectRatio( '4/3' ) ).toBeCloseTo( 4 / 3 );
		expect( parseAspectRatio( '1.5' ) ).toBe( 1.5 );
		expect( parseAspectRatio( 'wide' ) ).toBeUndefined();
		expect( parseAspectRatio( '0' ) ).toBeUndefined();
	} );
} );

describe( 'pagination', () => {
	it( 'shows dots up to 5 slides and a counter above', () => {
		expect( paginationKind( 1 ) ).toBe( 'bullets' );
		expect( paginationKind( 5 ) ).toBe( 'bullets' );
		expect( paginationKind( 6 ) ).toBe( 'fraction' );
	} );
} );

describe( 'settings from saved markup', () => {
	function block( html: string ) {
		const holder = document.createElement( 'div' );
		holder.innerHTML = html;
		return holder.firstElementChild as HTMLElement;
	}

	it( 'autoplays with the saved delay, kept within 1–5 s', () => {
		expect(
			readSettings(
				block(
					'<div data-autoplay="true" data-delay="2" data-effect="fade"></div>'
				),
				false
			)
		).toEqual( { autoplay: true, delay: 2, effect: 'fade' } );
		expect( clampDelay( 9 ) ).toBe( 5 );
		expect( clampDelay( 0 ) ).toBe( 1 );
		expect( clampDelay( 'soon' ) ).toBe( 3 );
	} );

	it( 'never autoplays for visitors who prefer reduced motion', () => {
		expect(
			readSettings(
				block( '<div data-autoplay="true" data-delay="2"></div>' ),
				true
			).autoplay
		).toBe( false );
	} );

	it( 'reads the older save, whose data attributes sit on an inner div', () => {
		expect(
			readSettings(
				block(
					'<div class="wp-block-jetpack-slideshow"><div data-autoplay="true" data-delay="4" data-effect="slide"></div></div>'
				),
				false
			)
		).toEqual( { autoplay: true, delay: 4, effect: 'slide' } );
	} );
} );
