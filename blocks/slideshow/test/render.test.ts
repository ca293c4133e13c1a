/**
 * The slideshow for visitors: slide images of this site's uploads get srcset (the image
 * service's widths, 002 §9) and sizes; everything else — alt text, captions, other hosts,
 * Jetpack's slides without a saved size — stays as saved.
 */
import { getSaveContent } from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderContext } from '../../../tests/support/render-context';
import blockSettings from '..';
import metadata from '../block.json';
import renderSlideshow from '../render';
import { sizeFromAspectRatio } from '../images';

registerSuiteBlock( { metadata, settings: blockSettings } );

const uploads = 'http://127.0.0.1:8888/wp-content/uploads/2026/11';
const context = renderContext();

function saved( images: Array< Record< string, unknown > > ) {
	return getSaveContent( 'jetpack/slideshow', {
		images,
		ids: [],
		autoplay: false,
		delay: 3,
		effect: 'slide',
	} );
}

function slideImages( html: string ) {
	const holder = document.createElement( 'div' );
	holder.innerHTML = html;
	return Array.from(
		holder.querySelectorAll< HTMLImageElement >(
			'img.wp-block-jetpack-slideshow_image'
		)
	);
}

describe( 'Slideshow render', () => {
	it( 'gives slide images of this site srcset from the image service and sizes up to their width', () => {
		const html = saved( [
			{
				alt: 'Harbour "at dawn"',
				caption: 'The <em>harbour</em>',
				id: 5,
				url: `${ uploads }/harbour.jpg`,
				aspectRatio: '1600/900',
			},
			{
				alt: 'Lighthouse',
				id: 6,
				url: '/wp-content/uploads/2026/11/tall.jpg',
				aspectRatio: '2600/3900',
			},
		] );
		const out = renderSlideshow( {}, html, context );
		const [ first, second ] = slideImages( out );
		expect( first.getAttribute( 'srcset' ) ).toBe(
			[ 600, 900, 1200, 1500, 1600 ]
				.map(
					( width ) =>
						`${ uploads }/harbour.jpg?strip=info&w=${ width } ${ width }w`
				)
				.join( ', ' )
		);
		expect( first.getAttribute( 'sizes' ) ).toBe(
			'(max-width: 1600px) 100vw, 1600px'
		);
		expect( first ).toHaveAttribute( 'src', `${ uploads }/harbour.jpg` );
		expect( first ).toHaveAttribute( 'alt', 'Harbour "at dawn"' );
		// Never wider than 2000: the largest candidate and sizes stop there.
		expect( second.getAttribute( 'srcset' ) ).toMatch(
			/tall\.jpg\?strip=info&w=2000 2000w$/
		);
		expect( second.getAttribute( 'sizes' ) ).toBe(
			'(max-width: 2000px) 100vw, 2000px'
		);
		// Only the two attributes are added: the rest is the saved markup.
		expect( out.replace( / srcset="[^"]*" sizes="[^"]*"/g, '' ) ).toBe(
			html
		);
		expect( out ).toContain( 'The <em>harbour</em>' );
	} );

	it( "leaves Jetpack's slides (no saved size), other hosts and unsafe images as saved", () => {
		const jetpackSaved =
			'<div class="wp-block-jetpack-slideshow aligncenter" data-effect="slide"><div class="wp-block-jetpack-slideshow_container swiper-container"><ul class="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper"><li class="wp-block-jetpack-slideshow_slide swiper-slide"><figure><img alt="" class="wp-block-jetpack-slideshow_image wp-image-21" data-id="21" src="http://127.0.0.1:8888/wp-content/uploads/2021/03/1-1024x640.jpg"/></figure></li></ul></div></div>';
		expect( renderSlideshow( {}, jetpackSaved, context ) ).toBe(
			jetpackSaved
		);
		const others = saved( [
			{
				alt: '',
				id: 7,
				url: 'https://elsewhere.example/wp-content/uploads/a.jpg',
				aspectRatio: '1200/800',
			},
			{
				alt: '',
				id: 8,
				url: 'javascript:alert(1)//wp-content/uploads/a.jpg',
				aspectRatio: '1200/800',
			},
			{
				alt: '',
				id: 9,
				url: `${ uploads }/ratio-only.jpg`,
				aspectRatio: '1.5',
			},
		] );
		expect( renderSlideshow( {}, others, context ) ).toBe( others );
	} );

	it( 'leaves images that are not slides, and slides that already have a srcset, alone', () => {
		const html = `<figure><img class="wp-block-jetpack-slideshow_image" data-aspect-ratio="1200/800" src="${ uploads }/a.jpg" srcset="${ uploads }/a.jpg 1200w"/><figcaption><img class="emoji" data-aspect-ratio="1200/800" src="${ uploads }/b.jpg"/></figcaption></figure>`;
		expect( renderSlideshow( {}, html, context ) ).toBe( html );
	} );

	it( 'reads the original size only from a width/height ratio', () => {
		expect( sizeFromAspectRatio( '1600/900' ) ).toEqual( {
			width: 1600,
			height: 900,
		} );
		expect( sizeFromAspectRatio( ' 800 / 1200 ' ) ).toEqual( {
			width: 800,
			height: 1200,
		} );
		for ( const value of [ '1.5', '0/900', '16/9/2', '', undefined ] ) {
			expect( sizeFromAspectRatio( value ) ).toBeUndefined();
		}
	} );
} );
