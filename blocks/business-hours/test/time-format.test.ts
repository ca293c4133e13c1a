import {
	formatDayHours,
	formatInterval,
	formatTime,
	parseTime,
} from '../time-format';

describe( 'formatTime', () => {
	it.each( [
		[ '09:00', 'g:i a', '9:00 am' ],
		[ '17:00', 'g:i a', '5:00 pm' ],
		[ '00:05', 'g:i a', '12:05 am' ],
		[ '12:30', 'g:i A', '12:30 PM' ],
		[ '07:45', 'h:i A', '07:45 AM' ],
		[ '19:45', 'h:i', '07:45' ],
		[ '07:45', 'G:i', '7:45' ],
		[ '07:45', 'H:i', '07:45' ],
		[ '23:59:30', 'H:i:s', '23:59:30' ],
		[ '14:00', 'H\\hi', '14h00' ],
		[ '14:00', 'G \\h i \\m\\i\\n', '14 h 00 min' ],
	] )( '%s with %s gives %s', ( time, format, expected ) => {
		expect( formatTime( time, format ) ).toBe( expected );
	} );

	it( 'uses g:i a when no format is given', () => {
		expect( formatTime( '13:15' ) ).toBe( '1:15 pm' );
		expect( formatTime( '13:15', '' ) ).toBe( '1:15 pm' );
	} );

	it.each( [ '', '9', '24:00', '12:60', 'noon', '9:00 am', null, 900 ] )(
		'refuses %p',
		( value ) => {
			expect( parseTime( value ) ).toBeNull();
			expect( formatTime( value ) ).toBeNull();
		}
	);
} );

describe( 'formatDayHours', () => {
	it( 'joins the ends with " - " and the intervals with ", "', () => {
		expect(
			formatDayHours( [
				{ opening: '10:00', closing: '14:00' },
				{ opening: '15:00', closing: '16:00' },
			] )
		).toBe( '10:00 am - 2:00 pm, 3:00 pm - 4:00 pm' );
	} );

	it( 'leaves out intervals with a malformed end, and is empty when none is left', () => {
		expect(
			formatInterval( { opening: '09:00', closing: '' } )
		).toBeNull();
		expect( formatDayHours( [ { opening: 'x', closing: '17:00' } ] ) ).toBe(
			''
		);
		expect( formatDayHours( [] ) ).toBe( '' );
	} );
} );
