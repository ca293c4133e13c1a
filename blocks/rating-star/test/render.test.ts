/**
 * What visitors get: stars hidden from assistive technology, the rating as text for screen
 * readers, clamped values, block defaults and a colour that cannot inject markup.
 */
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';

const context = renderContext();

function renderToDom( attributes: Record< string, unknown > ) {
	const host = document.createElement( 'div' );
	host.innerHTML = render( attributes, '<figure>fallback</figure>', context );
	const figure = host.querySelector( 'figure' ) as HTMLElement;
	const stars = host.querySelector(
		'.wp-block-jetpack-rating-star__stars'
	) as HTMLElement;
	const count = ( fill: string ) =>
		stars.querySelectorAll( `svg.is-${ fill }` ).length;
	return {
		host,
		figure,
		stars,
		label: host.querySelector( '.wp-block-jetpack-rating-star__label' )
			?.textContent,
		full: count( 'full' ),
		half: count( 'half' ),
		empty: count( 'empty' ),
	};
}

describe( 'rating-star server rendering', () => {
	it( 'tells screen readers the rating and hides the drawn stars from them', () => {
		const { label, stars, host } = renderToDom( {
			rating: 3.5,
			maxRating: 5,
		} );
		expect( label ).toBe( 'Rating: 3.5 out of 5.' );
		expect( stars ).toHaveAttribute( 'aria-hidden', 'true' );
		expect(
			host.querySelector( '.wp-block-jetpack-rating-star__label' )
		).toHaveClass( 'screen-reader-text' );
		expect( host.textContent ).toBe( 'Rating: 3.5 out of 5.' );
	} );

	it( 'replaces the saved fallback', () => {
		expect( renderToDom( { rating: 2 } ).host.textContent ).not.toContain(
			'fallback'
		);
	} );

	it.each( [
		[ 3.5, 5, 3, 1, 1 ],
		[ 3, 7, 3, 0, 4 ],
		[ 0.5, 2, 0, 1, 1 ],
		[ 0, 4, 0, 0, 4 ],
		[ 10, 10, 10, 0, 0 ],
	] )(
		'draws rating %s of %s as %s full, %s half and %s empty stars',
		( rating, maxRating, full, half, empty ) => {
			const result = renderToDom( { rating, maxRating } );
			expect( [ result.full, result.half, result.empty ] ).toEqual( [
				full,
				half,
				empty,
			] );
		}
	);

	it( 'applies the block defaults to missing attributes', () => {
		const result = renderToDom( {} );
		expect( result.label ).toBe( 'Rating: 1 out of 5.' );
		expect( [ result.full, result.half, result.empty ] ).toEqual( [
			1, 0, 4,
		] );
		expect( result.figure ).toHaveClass(
			'wp-block-jetpack-rating-star',
			'is-style-filled',
			'has-text-align-left'
		);
		expect( result.stars ).not.toHaveAttribute( 'style' );
	} );

	it( 'clamps the rating to 0..highest and the highest rating to 2..10', () => {
		let result = renderToDom( { rating: 8, maxRating: 5 } );
		expect( result.label ).toBe( 'Rating: 5 out of 5.' );
		expect( result.full ).toBe( 5 );

		result = renderToDom( { rating: -3, maxRating: 5 } );
		expect( result.label ).toBe( 'Rating: 0 out of 5.' );
		expect( result.empty ).toBe( 5 );

		result = renderToDom( { rating: 4, maxRating: 50 } );
		expect( result.label ).toBe( 'Rating: 4 out of 10.' );
		expect( result.full + result.half + result.empty ).toBe( 10 );

		result = renderToDom( { rating: 1, maxRating: 1 } );
		expect( result.label ).toBe( 'Rating: 1 out of 2.' );
		expect( result.full + result.half + result.empty ).toBe( 2 );
	} );

	it( 'rounds odd ratings to half stars and ignores unreadable numbers', () => {
		expect( renderToDom( { rating: 2.3 } ).label ).toBe(
			'Rating: 2.5 out of 5.'
		);
		expect(
			renderToDom( { rating: 'lots', maxRating: 'many' } ).label
		).toBe( 'Rating: 1 out of 5.' );
	} );

	it( 'keeps the author class, the chosen style and the alignment', () => {
		const { figure } = renderToDom( {
			className: 'is-style-outlined my-review',
			align: 'center',
		} );
		expect( figure ).toHaveClass(
			'wp-block-jetpack-rating-star',
			'is-style-outlined',
			'my-review',
			'has-text-align-center'
		);
		expect( figure ).not.toHaveClass( 'is-style-filled' );
		expect( renderToDom( { align: 'sideways' } ).figure ).toHaveClass(
			'has-text-align-left'
		);
	} );

	it.each( [
		'#39414D',
		'#abc',
		'rgb(10, 20, 30)',
		'rebeccapurple',
		'var(--wp--preset--color--primary)',
	] )( 'colours the stars with %s', ( color ) => {
		expect( renderToDom( { color } ).stars.style.color ).not.toBe( '' );
		expect( render( { color }, '', context ) ).toContain(
			`style="color:${ color }"`
		);
	} );

	it.each( [
		'red;background:url(https://evil.example/x)',
		'"><script>alert(1)</script>',
		'expression(alert(1))',
		'#12345',
		42,
	] )( 'drops the hostile colour %p', ( color ) => {
		const html = render( { color }, '', context );
		const { stars, host } = renderToDom( { color } );
		expect( stars ).not.toHaveAttribute( 'style' );
		expect( host.querySelector( 'script' ) ).toBeNull();
		expect( html ).not.toContain( 'evil' );
		expect( html ).not.toContain( '<script' );
	} );

	it( 'escapes the author class', () => {
		const { host, figure } = renderToDom( {
			className: '"><img src=x onerror=alert(1)>',
		} );
		expect( host.querySelector( 'img' ) ).toBeNull();
		expect( figure.className ).toContain( '"><img' );
	} );
} );
