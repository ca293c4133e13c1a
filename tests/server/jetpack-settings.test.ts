/**
 * jetpack/v4/settings: the flat view of module activation, module options and admin settings;
 * updates validated key by key (unknown keys named), all-or-nothing, persisted across restarts.
 */
import { startTestSite } from './support/test-site';
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';

const site = testSiteForThisFile( [ 'admin', 'editor' ] );

const save = ( client: SiteClient, body: unknown ) =>
	client.rest( '/jetpack/v4/settings', { method: 'POST', body } );

describe( 'settings', () => {
	it( 'reads module activation, options and admin settings in one object', async () => {
		const response = await site.editor.rest( '/jetpack/v4/settings' );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toMatchObject( {
			stats: false,
			'contact-form': true,
			admin_bar: true,
			roles: [ 'administrator' ],
			carousel_background_color: 'black',
			sharing_label: 'Share this:',
			dismiss_dash_app_card: false,
			show_welcome_for_new_plan: true,
		} );
	} );

	it( 'updates several kinds of keys at once and persists them', async () => {
		const response = await save( site.admin, {
			carousel: true,
			carousel_background_color: 'white',
			sharing_label: 'Pass it on:',
			dismiss_dash_app_card: true,
		} );
		expect( response.status ).toBe( 200 );
		expect( response.body.code ).toBe( 'success' );
		expect( response.body.settings ).toMatchObject( {
			carousel: true,
			carousel_background_color: 'white',
			sharing_label: 'Pass it on:',
			dismiss_dash_app_card: true,
		} );
		const module = (
			await site.admin.rest( '/jetpack/v4/module/carousel' )
		).body;
		expect( module.activated ).toBe( true );
		expect( module.options.carousel_background_color.currentValue ).toBe(
			'white'
		);
	} );

	it( 'names an unknown key and every invalid value, and writes nothing', async () => {
		const before = ( await site.admin.rest( '/jetpack/v4/settings' ) ).body;
		const response = await save( site.admin, {
			sharing_label: 'Half done?',
			launch_rockets: true,
			carousel_display_exif: 'maybe',
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( 'rest_invalid_param' );
		expect( response.body.message ).toBe(
			'Invalid parameter(s): launch_rockets, carousel_display_exif'
		);
		expect( response.body.data.params ).toEqual( {
			launch_rockets: 'launch_rockets is not a valid setting.',
			carousel_display_exif:
				'carousel_display_exif is not of type boolean.',
		} );
		expect(
			( await site.admin.rest( '/jetpack/v4/settings' ) ).body
		).toEqual( before );
	} );

	it( 'refuses turning on a module that needs the connection', async () => {
		const response = await save( site.admin, { stats: true } );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.stats ).toBe(
			'stats needs the site to be connected to the cloud.'
		);
	} );

	it( 'refuses editors, visitors and an empty update', async () => {
		expect(
			( await save( site.editor, { carousel: false } ) ).status
		).toBe( 403 );
		expect(
			( await site.testSite.client().rest( '/jetpack/v4/settings' ) )
				.status
		).toBe( 401 );
		const empty = await save( site.admin, {} );
		expect( empty.status ).toBe( 400 );
		expect( empty.body.message ).toBe( 'No settings were sent.' );
	} );

	it( 'keeps settings across a restart', async () => {
		const first = await startTestSite();
		await save( await first.admin(), {
			markdown: true,
			jetpack_portfolio: true,
		} );
		const { dataDir } = first;
		await first.site.close();
		const second = await startTestSite( { dataDir } );
		try {
			const settings = (
				await ( await second.admin() ).rest( '/jetpack/v4/settings' )
			).body;
			expect( settings ).toMatchObject( {
				markdown: true,
				jetpack_portfolio: true,
			} );
		} finally {
			await second.close();
		}
	} );
} );
