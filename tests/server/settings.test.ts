/**
 * wp/v2/settings (validated, all-or-nothing, persisted across restarts) and the
 * wpcom/v2/business-hours/localized-week route that reads them.
 */
import { startTestSite } from './support/test-site';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin' ] );

const save = ( body: Record< string, unknown > ) =>
	site.admin.rest( '/wp/v2/settings', { method: 'POST', body } );

describe( 'settings', () => {
	it( 'starts with WordPress-like defaults and the site URL', async () => {
		const response = await site.admin.rest( '/wp/v2/settings' );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toMatchObject( {
			url: site.testSite.url,
			timezone_string: 'UTC',
			date_format: 'F j, Y',
			time_format: 'g:i a',
			start_of_week: 1,
			language: 'en_US',
			email: 'admin@example.com',
		} );
	} );

	it( 'saves valid values, including the timezone/locale aliases', async () => {
		const response = await save( {
			title: 'My Shop',
			description: 'Open daily',
			start_of_week: 0,
			timezone: 'Europe/Paris',
			locale: 'fr_FR',
		} );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toMatchObject( {
			title: 'My Shop',
			description: 'Open daily',
			start_of_week: 0,
			timezone_string: 'Europe/Paris',
			timezone: 'Europe/Paris',
			language: 'fr_FR',
			locale: 'fr_FR',
		} );
		expect(
			( await site.admin.rest( '/wp/v2/settings' ) ).body.title
		).toBe( 'My Shop' );
	} );

	it.each( [
		[
			{ start_of_week: 7 },
			'start_of_week',
			'start_of_week must be between 0 (inclusive) and 6 (inclusive)',
		],
		[
			{ start_of_week: 'monday' },
			'start_of_week',
			'start_of_week is not of type integer.',
		],
		[
			{ timezone_string: 'Mars/Olympus' },
			'timezone_string',
			'timezone_string is not a valid time zone.',
		],
		[ { email: 'nobody' }, 'email', 'Invalid email address.' ],
		[ { url: 'not a url' }, 'url', 'Invalid URL.' ],
		[
			{ language: 'French' },
			'language',
			'language does not match pattern ^[a-z]{2,3}(_[A-Z]{2})?(_[a-z]+)?$.',
		],
		[
			{ date_format: '' },
			'date_format',
			'date_format must be at least 1 character long.',
		],
	] )( 'rejects %j naming %s', async ( body, field, message ) => {
		const response = await save( body );
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( 'rest_invalid_param' );
		expect( response.body.data.params[ field ] ).toBe( message );
	} );

	it( 'changes nothing when one of several values is invalid', async () => {
		const before = ( await site.admin.rest( '/wp/v2/settings' ) ).body;
		const response = await save( {
			title: 'Half done?',
			start_of_week: 9,
		} );
		expect( response.status ).toBe( 400 );
		expect( ( await site.admin.rest( '/wp/v2/settings' ) ).body ).toEqual(
			before
		);
	} );

	it( 'keeps saved settings across a restart on the same data folder', async () => {
		const first = await startTestSite();
		const client = await first.admin();
		await client.rest( '/wp/v2/settings', {
			method: 'POST',
			body: { title: 'Persisted', start_of_week: 3 },
		} );
		const dataDir = first.dataDir;
		await first.site.close();
		const second = await startTestSite( { dataDir } );
		try {
			expect( second.site.seeded ).toBeNull();
			const settings = await (
				await second.admin()
			).rest( '/wp/v2/settings' );
			expect( settings.body ).toMatchObject( {
				title: 'Persisted',
				start_of_week: 3,
			} );
		} finally {
			await second.close();
			await first.close().catch( () => undefined );
		}
	} );
} );

describe( 'business-hours/localized-week', () => {
	it( 'names the days in English with the default week start (Monday)', async () => {
		const fresh = await startTestSite();
		try {
			const response = await (
				await fresh.editor()
			).rest( '/wpcom/v2/business-hours/localized-week' );
			expect( response.status ).toBe( 200 );
			expect( response.body ).toEqual( {
				days: {
					Sun: 'Sunday',
					Mon: 'Monday',
					Tue: 'Tuesday',
					Wed: 'Wednesday',
					Thu: 'Thursday',
					Fri: 'Friday',
					Sat: 'Saturday',
				},
				startOfWeek: 1,
			} );
		} finally {
			await fresh.close();
		}
	} );

	it( 'follows the site language and start_of_week (fr_FR, Sunday)', async () => {
		await save( { language: 'fr_FR', start_of_week: 0 } );
		const response = await (
			await site.testSite.editor()
		).rest( '/wpcom/v2/business-hours/localized-week' );
		expect( response.body ).toEqual( {
			days: {
				Sun: 'dimanche',
				Mon: 'lundi',
				Tue: 'mardi',
				Wed: 'mercredi',
				Thu: 'jeudi',
				Fri: 'vendredi',
				Sat: 'samedi',
			},
			startOfWeek: 0,
		} );
		await save( { language: 'de_DE', start_of_week: 6 } );
		const german = await (
			await site.testSite.editor()
		).rest( '/wpcom/v2/business-hours/localized-week' );
		expect( german.body.days.Mon ).toBe( 'Montag' );
		expect( german.body.startOfWeek ).toBe( 6 );
	} );
} );
