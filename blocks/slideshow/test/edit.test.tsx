/**
 * The slideshow in a real block editor: the placeholder (images only), the sidebar settings and
 * their limits, and the carousel preview (named controls, dots up to 5 slides and 'n / total'
 * above, the pause/play button). Post saving locked during uploads: tests/e2e/slideshow.
 */
import { createBlock } from '@wordpress/blocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaUpload } from '../../../shared/media/media-upload';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';
import type { SlideshowImage } from '../types';

function images( count: number, prefix = 'https://example.com/' ) {
	return Array.from( { length: count }, ( _, index ): SlideshowImage => ( {
		alt: `Photo ${ index + 1 }`,
		caption: '',
		id: index + 1,
		url: `${ prefix }${ index + 1 }.jpg`,
	} ) );
}

async function renderSlideshow( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/slideshow', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
		settings: { mediaUpload },
	} );
	return { ...view, attributes: () => view.blocks()[ 0 ].attributes };
}

/** The preview's carousel starts after its code loads; tests end once it has. */
const carouselStarted = ( container: HTMLElement ) =>
	waitFor( () =>
		expect(
			container.querySelector( '.wp-block-jetpack-slideshow' )
		).toHaveClass( 'is-carousel' )
	);

describe( 'Slideshow editor', () => {
	it( 'asks for images, and its file picker accepts images only', async () => {
		const { container } = await renderSlideshow();
		expect(
			container.querySelector( '.components-placeholder__label' )
		).toHaveTextContent( 'Slideshow' );
		expect(
			container.querySelector( '.components-placeholder__instructions' )
		).toHaveTextContent(
			'Upload images, or pick them from your media library.'
		);
		const input =
			container.querySelector< HTMLInputElement >( 'input[type="file"]' );
		expect( input?.accept ).toBe( 'image/*' );
		expect( input?.multiple ).toBe( true );
	} );

	it( 'offers the delay only with autoplay, from 1 to 5 seconds', async () => {
		const user = userEvent.setup();
		const view = await renderSlideshow( { images: images( 2 ) } );
		expect(
			screen.queryByRole( 'spinbutton', {
				name: 'Delay between transitions (in seconds)',
			} )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Autoplay' } )
		);
		expect( view.attributes().autoplay ).toBe( true );
		const delay = screen.getByRole( 'spinbutton', {
			name: 'Delay between transitions (in seconds)',
		} );
		expect( delay ).toHaveAttribute( 'min', '1' );
		expect( delay ).toHaveAttribute( 'max', '5' );
		fireEvent.change( delay, { target: { value: '4' } } );
		expect( view.attributes().delay ).toBe( 4 );
		await carouselStarted( view.container );
	}, 20000 );

	it( 'switches between the slide and fade effects', async () => {
		const user = userEvent.setup();
		const view = await renderSlideshow( { images: images( 2 ) } );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Transition effect' } ),
			'fade'
		);
		expect( view.attributes().effect ).toBe( 'fade' );
		await carouselStarted( view.container );
	} );

	it( 'previews the carousel with named controls and up to 5 dots', async () => {
		const { container } = await renderSlideshow( { images: images( 5 ) } );
		await waitFor( () =>
			expect(
				container.querySelector( '.wp-block-jetpack-slideshow' )
			).toHaveClass( 'is-carousel' )
		);
		expect(
			screen.getByRole( 'button', { name: 'Previous slide' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Next slide' } )
		).toBeInTheDocument();
		// Dots (how many fit is a layout matter, checked in the browser test).
		expect(
			container.querySelector( '.wp-block-jetpack-slideshow_pagination' )
		).toHaveClass( 'swiper-pagination-bullets' );
		// Not autoplaying: slide changes are announced, politely.
		expect(
			container.querySelector(
				'.wp-block-jetpack-slideshow_swiper-wrapper'
			)
		).toHaveAttribute( 'aria-live', 'polite' );
	} );

	it( "shows 'n / total' instead of dots above 5 slides", async () => {
		const { container } = await renderSlideshow( { images: images( 6 ) } );
		await waitFor( () =>
			expect(
				container.querySelector( '.swiper-pagination-fraction' )
			).toHaveTextContent( /^1 \/ \d+$/ )
		);
		expect(
			container.querySelectorAll( '.swiper-pagination-bullet' )
		).toHaveLength( 0 );
	} );

	it( 'names the pause button and switches it to Play, silencing announcements only while playing', async () => {
		const user = userEvent.setup();
		const { container } = await renderSlideshow( {
			images: images( 3 ),
			autoplay: true,
			delay: 5,
		} );
		const pause = await screen.findByRole( 'button', {
			name: 'Pause Slideshow',
		} );
		const wrapper = container.querySelector(
			'.wp-block-jetpack-slideshow_swiper-wrapper'
		);
		expect( wrapper ).toHaveAttribute( 'aria-live', 'off' );
		await user.click( pause );
		expect( pause ).toHaveAccessibleName( 'Play Slideshow' );
		expect( wrapper ).toHaveAttribute( 'aria-live', 'polite' );
		pause.focus();
		await user.keyboard( '{Enter}' );
		expect( pause ).toHaveAccessibleName( 'Pause Slideshow' );
		await carouselStarted( container );
	} );
} );
