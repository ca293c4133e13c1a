/**
 * Tracking: per-user settings, and analytics events stored only while the user is connected
 * (with a known cloud login and ID) and has not opted out; the latest events for administrators.
 */
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';
import { connectUser } from './support/jetpack-connection';

const site = testSiteForThisFile( [ 'admin', 'editor' ] );

const record = ( client: SiteClient, body: unknown ) =>
	client.rest( '/jetpack/v4/tracks/record', { method: 'POST', body } );

describe( 'tracking settings', () => {
	it( 'defaults to tracking allowed and saves the opt-out per user', async () => {
		expect(
			( await site.editor.rest( '/jetpack/v4/tracking/settings' ) ).body
		).toEqual( {
			tracks_opt_out: false,
		} );
		const saved = await site.editor.rest( '/jetpack/v4/tracking/settings', {
			method: 'POST',
			body: { tracks_opt_out: true },
		} );
		expect( saved.body ).toEqual( { tracks_opt_out: true } );
		expect(
			( await site.editor.rest( '/jetpack/v4/tracking/settings' ) ).body
				.tracks_opt_out
		).toBe( true );
		expect(
			( await site.admin.rest( '/jetpack/v4/tracking/settings' ) ).body
				.tracks_opt_out
		).toBe( false );
	} );

	it( 'names a bad value and refuses visitors', async () => {
		const response = await site.admin.rest(
			'/jetpack/v4/tracking/settings',
			{
				method: 'POST',
				body: { tracks_opt_out: 'please' },
			}
		);
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.tracks_opt_out ).toBe(
			'tracks_opt_out is not of type boolean.'
		);
		expect(
			(
				await site.testSite
					.client()
					.rest( '/jetpack/v4/tracking/settings' )
			).status
		).toBe( 401 );
	} );
} );

describe( 'events', () => {
	it( 'stores nothing while the user is not connected', async () => {
		const response = await record( site.admin, {
			event_name: 'jetpack_connect_click',
		} );
		expect( response.body ).toEqual( {
			recorded: false,
			reason: 'user_not_connected',
		} );
	} );

	it( 'stores events of a connected user with their cloud login and ID', async () => {
		await connectUser( site.testSite, site.admin );
		const response = await record( site.admin, {
			event_name: 'jetpack_module_toggle',
			properties: { module: 'stats', enabled: true },
		} );
		expect( response.body ).toEqual( {
			recorded: true,
			id: expect.any( Number ),
		} );
		await record( site.admin, { event_name: 'akismet_key_check' } );
		const events = await site.admin.rest( '/jetpack/v4/tracks/events' );
		expect( events.body ).toHaveLength( 2 );
		expect( events.body[ 0 ] ).toMatchObject( {
			name: 'akismet_key_check',
			wpcomLogin: 'admin',
		} );
		expect( events.body[ 1 ] ).toMatchObject( {
			name: 'jetpack_module_toggle',
			properties: { module: 'stats', enabled: true },
			userId: 1,
			wpcomLogin: 'admin',
			wpcomUserId: expect.any( Number ),
		} );
	} );

	it( 'stores nothing once the user opts out', async () => {
		await site.admin.rest( '/jetpack/v4/tracking/settings', {
			method: 'POST',
			body: { tracks_opt_out: true },
		} );
		const response = await record( site.admin, {
			event_name: 'jetpack_after_opt_out',
		} );
		expect( response.body ).toEqual( {
			recorded: false,
			reason: 'tracking_opted_out',
		} );
		const events = (
			await site.admin.rest( '/jetpack/v4/tracks/events?per_page=10' )
		).body;
		expect( events.map( ( e: { name: string } ) => e.name ) ).not.toContain(
			'jetpack_after_opt_out'
		);
	} );

	it( 'names a bad event name or property', async () => {
		const name = await record( site.admin, { event_name: 'wp_click' } );
		expect( name.status ).toBe( 400 );
		expect( name.body.data.params.event_name ).toBe(
			'event_name does not match pattern ^(jetpack|akismet)_[a-z0-9_]+$.'
		);
		const property = await record( site.admin, {
			event_name: 'jetpack_x',
			properties: { nested: { a: 1 } },
		} );
		expect( property.body.data.params.properties ).toBe(
			'properties[nested] must be a string, number, boolean or null.'
		);
	} );

	it( 'shows the event list to administrators only', async () => {
		expect(
			( await site.editor.rest( '/jetpack/v4/tracks/events' ) ).status
		).toBe( 403 );
		const page = await site.admin.rest(
			'/jetpack/v4/tracks/events?per_page=500'
		);
		expect( page.body.data.params.per_page ).toBe(
			'per_page must be between 1 (inclusive) and 100 (inclusive)'
		);
	} );
} );
