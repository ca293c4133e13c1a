/**
 * Editing a star rating in a real block editor: half-star buttons, stepping down on the
 * current rating, the half/zero toggle, the highest rating (2 to 10) with clamping, and the
 * colour and alignment reaching the block's attributes.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRatingStarEditor } from './editor-harness';

function starGroup() {
	return screen.getByRole( 'group', { name: 'Star rating' } );
}

function rateButton( value: number, max = 5 ) {
	return within( starGroup() ).getByRole( 'button', {
		name: `Rate ${ value } out of ${ max }`,
	} );
}

function drawnStars() {
	const stars = Array.from( starGroup().querySelectorAll( 'svg' ) );
	const count = ( fill: string ) =>
		stars.filter( ( star ) => star.classList.contains( `is-${ fill }` ) )
			.length;
	return {
		full: count( 'full' ),
		half: count( 'half' ),
		empty: count( 'empty' ),
	};
}

describe( 'rating-star editor: stars', () => {
	it( 'offers two half-star buttons per star, labelled with the rating they give', async () => {
		await renderRatingStarEditor();
		const buttons = within( starGroup() ).getAllByRole( 'button' );
		expect( buttons ).toHaveLength( 10 );
		expect(
			buttons.map( ( button ) => button.getAttribute( 'aria-label' ) )
		).toEqual( [
			'Rate 0.5 out of 5',
			'Rate 1 out of 5',
			'Rate 1.5 out of 5',
			'Rate 2 out of 5',
			'Rate 2.5 out of 5',
			'Rate 3 out of 5',
			'Rate 3.5 out of 5',
			'Rate 4 out of 5',
			'Rate 4.5 out of 5',
			'Rate 5 out of 5',
		] );
		// Default rating 1: one full star, and its button is the pressed one.
		expect( drawnStars() ).toEqual( { full: 1, half: 0, empty: 4 } );
		expect( rateButton( 1 ) ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'sets whole and half ratings from the right and left halves of a star', async () => {
		const user = userEvent.setup();
		const editor = await renderRatingStarEditor();
		await user.click( rateButton( 3 ) );
		expect( editor.attributes().rating ).toBe( 3 );
		expect( drawnStars() ).toEqual( { full: 3, half: 0, empty: 2 } );

		await user.click( rateButton( 4.5 ) );
		expect( editor.attributes().rating ).toBe( 4.5 );
		expect( drawnStars() ).toEqual( { full: 4, half: 1, empty: 0 } );
		expect( rateButton( 4.5 ) ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'steps down by half when the current rating is clicked', async () => {
		const user = userEvent.setup();
		const editor = await renderRatingStarEditor( { rating: 3 } );
		await user.click( rateButton( 3 ) );
		expect( editor.attributes().rating ).toBe( 2.5 );
		await user.click( rateButton( 2.5 ) );
		expect( editor.attributes().rating ).toBe( 2 );
		expect( drawnStars() ).toEqual( { full: 2, half: 0, empty: 3 } );
	} );

	it( 'toggles between half and zero at the lowest rating', async () => {
		const user = userEvent.setup();
		const editor = await renderRatingStarEditor( { rating: 1 } );
		await user.click( rateButton( 1 ) );
		expect( editor.attributes().rating ).toBe( 0.5 );
		await user.click( rateButton( 0.5 ) );
		expect( editor.attributes().rating ).toBe( 0 );
		expect( drawnStars() ).toEqual( { full: 0, half: 0, empty: 5 } );
		await user.click( rateButton( 0.5 ) );
		expect( editor.attributes().rating ).toBe( 0.5 );
		await user.click( rateButton( 0.5 ) );
		expect( editor.attributes().rating ).toBe( 0 );
	} );

	it( 'works from the keyboard', async () => {
		const user = userEvent.setup();
		const editor = await renderRatingStarEditor( { rating: 1 } );
		act( () => rateButton( 2 ).focus() );
		await user.keyboard( '{Enter}' );
		expect( editor.attributes().rating ).toBe( 2 );
		await user.tab();
		expect( rateButton( 2.5 ) ).toHaveFocus();
		await user.keyboard( ' ' );
		expect( editor.attributes().rating ).toBe( 2.5 );
	} );

	it( 'shows a stored rating above the highest rating as full stars only', async () => {
		await renderRatingStarEditor( { rating: 9, maxRating: 4 } );
		expect( drawnStars() ).toEqual( { full: 4, half: 0, empty: 0 } );
		expect( rateButton( 4, 4 ) ).toHaveAttribute( 'aria-pressed', 'true' );
	} );
} );

describe( 'rating-star editor: sidebar and toolbar', () => {
	function highestRating() {
		return screen.getByRole( 'spinbutton', { name: 'Highest rating' } );
	}

	it( 'limits the highest rating to 2..10', async () => {
		const editor = await renderRatingStarEditor();
		const slider = screen.getByRole( 'slider', { name: 'Highest rating' } );
		expect( slider ).toHaveAttribute( 'min', '2' );
		expect( slider ).toHaveAttribute( 'max', '10' );
		expect( highestRating() ).toHaveValue( 5 );

		fireEvent.change( slider, { target: { value: '7' } } );
		expect( editor.attributes().maxRating ).toBe( 7 );
		expect( within( starGroup() ).getAllByRole( 'button' ) ).toHaveLength(
			14
		);

		fireEvent.change( highestRating(), { target: { value: '15' } } );
		expect( editor.attributes().maxRating ).toBe( 10 );

		fireEvent.change( highestRating(), { target: { value: '1' } } );
		expect( editor.attributes().maxRating ).toBe( 2 );
		expect( drawnStars() ).toEqual( { full: 1, half: 0, empty: 1 } );
	} );

	it( 'clamps the rating when the highest rating goes below it', async () => {
		const editor = await renderRatingStarEditor( { rating: 4.5 } );
		fireEvent.change(
			screen.getByRole( 'slider', { name: 'Highest rating' } ),
			{
				target: { value: '3' },
			}
		);
		expect( editor.attributes() ).toMatchObject( {
			maxRating: 3,
			rating: 3,
		} );
		expect( drawnStars() ).toEqual( { full: 3, half: 0, empty: 0 } );

		fireEvent.change(
			screen.getByRole( 'slider', { name: 'Highest rating' } ),
			{
				target: { value: '8' },
			}
		);
		expect( editor.attributes() ).toMatchObject( {
			maxRating: 8,
			rating: 3,
		} );
	} );

	it( 'stores the chosen colour and paints the stars with it', async () => {
		const user = userEvent.setup();
		const editor = await renderRatingStarEditor();
		await user.click( screen.getByRole( 'button', { name: 'Color' } ) );
		await user.click(
			await screen.findByRole( 'option', { name: 'Gold' } )
		);
		expect( editor.attributes().color ).toBe( '#f0b849' );
		expect( starGroup() ).toHaveStyle( { color: '#f0b849' } );
	} );

	it( 'stores the alignment chosen in the toolbar', async () => {
		const user = userEvent.setup();
		const editor = await renderRatingStarEditor();
		expect( editor.attributes().align ).toBe( 'left' );
		await user.click(
			screen.getByRole( 'button', { name: 'Align text' } )
		);
		await user.click(
			await screen.findByRole( 'menuitemradio', {
				name: 'Align text center',
			} )
		);
		expect( editor.attributes().align ).toBe( 'center' );
		expect( starGroup().parentElement ).toHaveClass(
			'has-text-align-center'
		);
	} );
} );
