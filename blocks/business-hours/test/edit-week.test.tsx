import { render, screen } from '@testing-library/react';
import {
	FRENCH_WEEK,
	FRENCH_WEEK_FROM_MONDAY,
	Harness,
	answerWith,
	deferredAnswer,
	groupNames,
	renderLoaded,
	requests,
	resetSession,
} from './edit-harness';

beforeEach( resetSession );

describe( 'Business Hours edit: the localized week', () => {
	it( 'shows "Loading business hours" until the localized week answers', async () => {
		const answer = deferredAnswer();
		render( <Harness /> );
		expect(
			screen.getByText( 'Loading business hours' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'group' ) ).not.toBeInTheDocument();

		await answer( FRENCH_WEEK );
		expect(
			screen.queryByText( 'Loading business hours' )
		).not.toBeInTheDocument();
		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ] ).toMatch(
			/^\/wpcom\/v2\/business-hours\/localized-week/
		);
	} );

	it( 'lists the days with the localized names from the start of the week', async () => {
		await renderLoaded();
		expect( groupNames() ).toEqual( FRENCH_WEEK_FROM_MONDAY );
	} );

	it( 'falls back to English starting on Sunday when the request fails', async () => {
		answerWith( () =>
			Promise.reject( { code: 'rest_no_route', message: 'No route' } )
		);
		render( <Harness /> );
		await screen.findAllByRole( 'group' );
		expect( groupNames() ).toEqual( [
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		] );
	} );

	it( 'asks the site once for all the blocks of the session', async () => {
		answerWith( async () => FRENCH_WEEK );
		render(
			<>
				<Harness />
				<Harness isSelected={ false } />
			</>
		);
		await screen.findAllByRole( 'group' );
		render( <Harness /> );
		expect( requests ).toHaveLength( 1 );
		expect(
			screen.queryByText( 'Loading business hours' )
		).not.toBeInTheDocument();
	} );
} );
