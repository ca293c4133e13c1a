import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setLocaleData, resetLocaleData } from '@wordpress/i18n';
import type { RenderContext, SiteLocale } from '../../../shared/render-context';
import { renderContext } from '../../../tests/support/render-context';
import render from '../render';

function context( site: Partial< SiteLocale > = {} ): RenderContext {
	return renderContext( { site, post: null } );
}

function serverRendered( name: string ): string {
	return readFileSync(
		path.join(
			__dirname,
			'server-rendered',
			`${ name }.server-rendered.html`
		),
		'utf8'
	).trim();
}

/**
 * The `<dt>` and `<dd>` texts in order, read back from the markup by the DOM parser.
 * @param html
 */
function rows( html: string ): string[][] {
	const container = document.createElement( 'div' );
	container.innerHTML = html;
	return Array.from(
		container.querySelectorAll( '.jetpack-business-hours__item' )
	).map( ( item ) => [
		item.querySelector( 'dt' )?.textContent ?? '',
		item.querySelector( 'dd' )?.textContent ?? '',
	] );
}

const customHours = {
	days: [
		{
			name: 'Sun',
			hours: [
				{ opening: '10:00', closing: '14:00' },
				{ opening: '15:00', closing: '16:00' },
			],
		},
		{ name: 'Mon', hours: [] },
		{ name: 'Tue', hours: [] },
		{ name: 'Wed', hours: [] },
		{ name: 'Thu', hours: [] },
		{ name: 'Fri', hours: [] },
		{
			name: 'Sat',
			hours: [
				{ opening: '10:00', closing: '14:00' },
				{ opening: '15:00', closing: '16:00' },
			],
		},
	],
};

describe( 'Business Hours server rendering', () => {
	afterEach( () => resetLocaleData( undefined, 'jetpack' ) );

	it( "gives Jetpack's markup for the default attributes (week starting Monday, en_US)", () => {
		expect( render( {}, '', context() ) ).toBe(
			serverRendered( 'jetpack__business-hours' )
		);
	} );

	it( "gives Jetpack's markup for the custom-hours fixture, the wrapper class aside", () => {
		const expected = serverRendered(
			'jetpack__business-hours__custom-hours'
		).replace(
			'class="jetpack-business-hours "',
			'class="jetpack-business-hours wp-block-jetpack-business-hours"'
		);
		expect( render( customHours, '', context() ) ).toBe( expected );
	} );

	it( 'names the days in the site language', () => {
		expect(
			rows( render( {}, '', context( { locale: 'fr_FR' } ) ) )
		).toEqual( [
			[ 'Lundi', '9:00 am - 5:00 pm' ],
			[ 'Mardi', '9:00 am - 5:00 pm' ],
			[ 'Mercredi', '9:00 am - 5:00 pm' ],
			[ 'Jeudi', '9:00 am - 5:00 pm' ],
			[ 'Vendredi', '9:00 am - 5:00 pm' ],
			[ 'Samedi', 'Closed' ],
			[ 'Dimanche', 'Closed' ],
		] );
	} );

	it( 'translates "Closed"', () => {
		setLocaleData( { Closed: [ 'Fermé' ] }, 'jetpack' );
		expect(
			rows( render( {}, '', context( { locale: 'fr_FR' } ) ) )[ 5 ]
		).toEqual( [ 'Samedi', 'Fermé' ] );
	} );

	it( 'starts the week on Sunday when the site does', () => {
		const days = rows(
			render( {}, '', context( { startOfWeek: 0 } ) )
		).map( ( [ day ] ) => day );
		expect( days ).toEqual( [
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		] );
	} );

	it( 'starts the week on Saturday when the site does', () => {
		const days = rows(
			render( {}, '', context( { startOfWeek: 6 } ) )
		).map( ( [ day ] ) => day );
		expect( days[ 0 ] ).toBe( 'Saturday' );
		expect( days[ 6 ] ).toBe( 'Friday' );
	} );

	it( 'uses the site time format', () => {
		expect(
			rows(
				render( customHours, '', context( { timeFormat: 'H:i' } ) )
			)[ 5 ]
		).toEqual( [ 'Saturday', '10:00 - 14:00, 15:00 - 16:00' ] );
		expect(
			rows(
				render( {}, '', context( { timeFormat: 'g:i A' } ) )
			)[ 0 ][ 1 ]
		).toBe( '9:00 AM - 5:00 PM' );
	} );

	it( 'adds the alignment and custom class names', () => {
		const html = render(
			{ align: 'wide', className: 'my-hours  is-compact' },
			'',
			context()
		);
		expect( html ).toMatch(
			/^<dl class="jetpack-business-hours wp-block-jetpack-business-hours alignwide my-hours is-compact">/
		);
		expect( render( { align: 'sideways' }, '', context() ) ).toMatch(
			/^<dl class="jetpack-business-hours wp-block-jetpack-business-hours">/
		);
	} );

	it( 'escapes every value it prints', () => {
		const html = render(
			{
				className: '"><script>alert(1)</script>',
				days: [
					{ name: '<img src=x onerror=alert(1)>', hours: [] },
					{
						name: 'Mon',
						hours: [ { opening: '<b>9</b>', closing: '17:00' } ],
					},
					{
						name: 'Tue',
						hours: [ { opening: '09:00', closing: '17:00' } ],
					},
				],
			},
			'',
			context( { timeFormat: 'G \\<\\b\\> i', locale: '"><x' } )
		);
		expect( html ).not.toMatch( /<script|<img|<b>|<x/ );
		expect( html ).toContain(
			'&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'
		);
		expect( rows( html ) ).toEqual( [
			[ 'Monday', 'Closed' ],
			[ 'Tuesday', '9 <b> 00 - 17 <b> 00' ],
			[ 'Wednesday', 'Closed' ],
			[ 'Thursday', 'Closed' ],
			[ 'Friday', 'Closed' ],
			[ 'Saturday', 'Closed' ],
			[ 'Sunday', 'Closed' ],
		] );
	} );

	it( 'skips malformed intervals and keeps the valid ones', () => {
		const html = render(
			{
				days: [
					{
						name: 'Mon',
						hours: [
							{ opening: '25:00', closing: '26:00' },
							{ opening: '08:30', closing: '12:15' },
							{ opening: '', closing: '' },
							'9-5',
							{ opening: 9, closing: 17 },
						],
					},
				],
			},
			'',
			context()
		);
		expect( rows( html )[ 0 ] ).toEqual( [
			'Monday',
			'8:30 am - 12:15 pm',
		] );
	} );

	it.each( [
		[ 'no attributes object', null ],
		[ 'a string', 'days' ],
		[ 'days as a string', { days: 'Mon 9-5' } ],
		[ 'days as an object', { days: { Mon: [] } } ],
		[ 'days of garbage', { days: [ null, 3, [], { name: 'Funday' } ] } ],
		[ 'hours as a string', { days: [ { name: 'Mon', hours: '9-5' } ] } ],
	] )( 'does not throw on %s', ( _label, attributes ) => {
		const html = render( attributes as never, '', context() );
		expect( rows( html ) ).toHaveLength( 7 );
	} );

	it( 'falls back to the default hours when days is not a list of days', () => {
		expect( rows( render( { days: 'x' }, '', context() ) )[ 0 ] ).toEqual( [
			'Monday',
			'9:00 am - 5:00 pm',
		] );
	} );

	it( 'renders with a broken context: English, week from Sunday, default format', () => {
		const html = render( {}, '', { site: null, post: null } as never );
		expect( rows( html )[ 0 ] ).toEqual( [ 'Sunday', 'Closed' ] );
		expect( rows( html )[ 1 ] ).toEqual( [
			'Monday',
			'9:00 am - 5:00 pm',
		] );
	} );
} );
