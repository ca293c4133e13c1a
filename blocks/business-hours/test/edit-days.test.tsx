import { fireEvent, screen, within } from '@testing-library/react';
import { defaultDays, type Day } from '../days';
import {
	FRENCH_WEEK_FROM_MONDAY,
	dayGroup,
	renderLoaded,
	resetSession,
} from './edit-harness';

beforeEach( resetSession );

describe( 'Business Hours edit: editing a day', () => {
	it( 'opens a closed day at 09:00-17:00', async () => {
		const onSet = jest.fn();
		await renderLoaded( { onSet } );
		const sunday = dayGroup( 'Dimanche' );
		expect(
			within( sunday ).queryByLabelText( 'Opening' )
		).not.toBeInTheDocument();

		fireEvent.click(
			within( sunday ).getByRole( 'checkbox', { name: 'Closed' } )
		);

		const days: Day[] = onSet.mock.calls[ 0 ][ 0 ].days;
		expect( days[ 0 ] ).toEqual( {
			name: 'Sun',
			hours: [ { opening: '09:00', closing: '17:00' } ],
		} );
		expect( days.map( ( day ) => day.name ) ).toEqual( [
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
		] );
		expect(
			within( sunday ).getByRole( 'checkbox', { name: 'Open' } )
		).toBeChecked();
		expect( within( sunday ).getByLabelText( 'Opening' ) ).toHaveValue(
			'09:00'
		);
		expect( within( sunday ).getByLabelText( 'Closing' ) ).toHaveValue(
			'17:00'
		);
	} );

	it( 'closing a day empties its hours', async () => {
		const onSet = jest.fn();
		await renderLoaded( { onSet } );
		const monday = dayGroup( 'Lundi' );

		fireEvent.click(
			within( monday ).getByRole( 'checkbox', { name: 'Open' } )
		);

		expect( onSet.mock.calls[ 0 ][ 0 ].days[ 1 ] ).toEqual( {
			name: 'Mon',
			hours: [],
		} );
		expect(
			within( monday ).getByRole( 'checkbox', { name: 'Closed' } )
		).not.toBeChecked();
		expect(
			within( monday ).queryByLabelText( 'Opening' )
		).not.toBeInTheDocument();
		expect(
			within( monday ).queryByRole( 'button', { name: 'Add Hours' } )
		).not.toBeInTheDocument();
	} );

	it( 'changing a time input sets that interval', async () => {
		const onSet = jest.fn();
		await renderLoaded( { onSet } );
		const tuesday = dayGroup( 'Mardi' );

		fireEvent.change( within( tuesday ).getByLabelText( 'Opening' ), {
			target: { value: '08:30' },
		} );
		expect( onSet ).toHaveBeenLastCalledWith( {
			days: expect.arrayContaining( [
				{
					name: 'Tue',
					hours: [ { opening: '08:30', closing: '17:00' } ],
				},
				{
					name: 'Mon',
					hours: [ { opening: '09:00', closing: '17:00' } ],
				},
			] ),
		} );

		fireEvent.change( within( tuesday ).getByLabelText( 'Closing' ), {
			target: { value: '18:45' },
		} );
		expect( onSet.mock.lastCall[ 0 ].days[ 2 ] ).toEqual( {
			name: 'Tue',
			hours: [ { opening: '08:30', closing: '18:45' } ],
		} );
	} );

	it( 'adds an interval, and offers removal only while a day has more than one', async () => {
		const onSet = jest.fn();
		await renderLoaded( { onSet } );
		const wednesday = dayGroup( 'Mercredi' );
		expect(
			within( wednesday ).queryByRole( 'button', {
				name: 'Remove Hours',
			} )
		).toBeNull();

		fireEvent.click(
			within( wednesday ).getByRole( 'button', { name: 'Add Hours' } )
		);
		expect( onSet.mock.lastCall[ 0 ].days[ 3 ].hours ).toHaveLength( 2 );
		expect(
			within( wednesday ).getAllByLabelText( 'Opening' )
		).toHaveLength( 2 );

		const openings = within( wednesday ).getAllByLabelText( 'Opening' );
		const closings = within( wednesday ).getAllByLabelText( 'Closing' );
		fireEvent.change( openings[ 1 ], { target: { value: '18:00' } } );
		fireEvent.change( closings[ 1 ], { target: { value: '20:00' } } );
		const removeButtons = within( wednesday ).getAllByRole( 'button', {
			name: 'Remove Hours',
		} );
		expect( removeButtons ).toHaveLength( 2 );

		fireEvent.click( removeButtons[ 0 ] );
		expect( onSet.mock.lastCall[ 0 ].days[ 3 ] ).toEqual( {
			name: 'Wed',
			hours: [ { opening: '18:00', closing: '20:00' } ],
		} );
		expect( within( wednesday ).getByLabelText( 'Opening' ) ).toHaveValue(
			'18:00'
		);
		expect(
			within( wednesday ).queryByRole( 'button', {
				name: 'Remove Hours',
			} )
		).toBeNull();
	} );
} );

describe( 'Business Hours edit: not selected', () => {
	it( 'shows the week as visitors read it, with formatted ranges and "Closed"', async () => {
		const days = defaultDays();
		days[ 6 ] = {
			name: 'Sat',
			hours: [
				{ opening: '10:00', closing: '14:00' },
				{ opening: '15:00', closing: '16:00' },
			],
		};
		await renderLoaded( { days, isSelected: false } );

		expect( screen.queryByRole( 'checkbox' ) ).not.toBeInTheDocument();
		const terms = screen
			.getAllByRole( 'term' )
			.map( ( term ) => term.textContent );
		const definitions = screen
			.getAllByRole( 'definition' )
			.map( ( dd ) => dd.textContent );
		expect( terms ).toEqual( FRENCH_WEEK_FROM_MONDAY );
		expect( definitions ).toEqual( [
			'9:00 am - 5:00 pm',
			'9:00 am - 5:00 pm',
			'9:00 am - 5:00 pm',
			'9:00 am - 5:00 pm',
			'9:00 am - 5:00 pm',
			'10:00 am - 2:00 pm, 3:00 pm - 4:00 pm',
			'Closed',
		] );
	} );
} );
