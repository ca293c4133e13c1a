/**
 * When the carousel library cannot be loaded (a failed chunk download, an ad blocker), the
 * editor says 'The Swiper library could not be loaded.' (spec 001 §8) and the slideshow stays
 * the plain list of its images, which is what visitors without the carousel get too. The
 * visitors' side of the same failure: tests/e2e/slideshow.e2e.test.ts.
 */
import { createBlock } from '@wordpress/blocks';
import * as data from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { waitFor } from '@testing-library/react';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';

// The third-party library fails to load the way a failed dynamic import does.
jest.mock( 'swiper', () => {
	throw new TypeError( 'Failed to fetch dynamically imported module' );
} );

registerSuiteBlock( { metadata, settings: blockSettings } );

it( "says 'The Swiper library could not be loaded.' and keeps the plain list of images", async () => {
	const block = createBlock( 'jetpack/slideshow', {
		images: [ 1, 2, 3 ].map( ( index ) => ( {
			alt: `Photo ${ index }`,
			id: index,
			url: `https://example.com/${ index }.jpg`,
		} ) ),
	} );
	const { container } = await renderBlockEditor( [ block ], {
		selected: block.clientId,
	} );
	await waitFor( () =>
		expect(
			data
				.select( noticesStore )
				.getNotices()
				.map( ( notice ) => [ notice.status, notice.content ] )
		).toContainEqual( [
			'error',
			'The Swiper library could not be loaded.',
		] )
	);
	const slideshow = container.querySelector( '.wp-block-jetpack-slideshow' );
	expect( slideshow ).not.toHaveClass( 'is-carousel' );
	expect(
		Array.from( slideshow!.querySelectorAll( 'li img' ) ).map( ( image ) =>
			image.getAttribute( 'alt' )
		)
	).toEqual( [ 'Photo 1', 'Photo 2', 'Photo 3' ] );
} );
