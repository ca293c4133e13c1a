/**
 * jetpack/v4 modules: the catalogue, activation (connection required where the module needs it),
 * option updates validated per option, persistence, resets and capability refusals.
 */
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';
import { connectUser } from './support/jetpack-connection';

const site = testSiteForThisFile( [ 'admin', 'editor' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;
const post = ( client: SiteClient, path: string, body: unknown ) =>
	client.rest( v4( path ), { method: 'POST', body } );

describe( 'reading modules', () => {
	it( 'lists the catalogue keyed by slug with options and their defaults', async () => {
		const response = await site.editor.rest( v4( 'module/all' ) );
		expect( response.status ).toBe( 200 );
		expect( Object.keys( response.body ) ).toEqual(
			expect.arrayContaining( [
				'stats',
				'protect',
				'contact-form',
				'markdown',
				'search',
				'waf',
				'wordads',
				'sharedaddy',
				'related-posts',
				'subscriptions',
				'videopress',
			] )
		);
		expect( response.body.stats ).toMatchObject( {
			module: 'stats',
			name: 'Jetpack Stats',
			activated: false,
			available: false,
			requires_connection: true,
			options: {
				admin_bar: {
					type: 'boolean',
					default: true,
					currentValue: true,
				},
				roles: {
					type: 'array',
					default: [ 'administrator' ],
					currentValue: [ 'administrator' ],
				},
			},
		} );
		expect( response.body[ 'contact-form' ] ).toMatchObject( {
			activated: true,
			available: true,
			requires_connection: false,
		} );
	} );

	it( 'reads one module and answers 404 for an unknown one', async () => {
		const one = await site.admin.rest( v4( 'module/carousel' ) );
		expect( one.body.options.carousel_background_color ).toMatchObject( {
			type: 'string',
			enum: [ 'black', 'white' ],
			currentValue: 'black',
		} );
		const missing = await site.admin.rest( v4( 'module/teleport' ) );
		expect( missing.status ).toBe( 404 );
		expect( missing.body.code ).toBe( 'not_found' );
	} );

	it( 'refuses subscribers and visitors', async () => {
		const { client } = await site.testSite.addUser( 'subscriber' );
		expect( ( await client.rest( v4( 'module/all' ) ) ).status ).toBe(
			403
		);
		expect(
			( await site.testSite.client().rest( v4( 'module/all' ) ) ).status
		).toBe( 401 );
	} );
} );

describe( 'activation', () => {
	it( 'activates and deactivates a module that needs no connection, persistently', async () => {
		const on = await post( site.admin, 'module/carousel/active', {
			active: true,
		} );
		expect( on.body ).toEqual( {
			code: 'success',
			message: 'The carousel module was activated.',
		} );
		expect(
			( await site.editor.rest( v4( 'module/carousel' ) ) ).body.activated
		).toBe( true );
		const off = await post( site.admin, 'module/contact-form/active', {
			active: false,
		} );
		expect( off.body.message ).toBe(
			'The contact-form module was deactivated.'
		);
		expect(
			( await site.admin.rest( v4( 'module/all' ) ) ).body[
				'contact-form'
			].activated
		).toBe( false );
	} );

	it( 'refuses to activate a module that needs the connection before registration', async () => {
		const response = await post( site.admin, 'module/stats/active', {
			active: true,
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body ).toMatchObject( {
			code: 'module_requires_connection',
			message:
				'The stats module needs the site to be connected to the cloud.',
		} );
	} );

	it( 'activates it once the site is connected', async () => {
		await connectUser( site.testSite, site.admin );
		const response = await post( site.admin, 'module/stats/active', {
			active: true,
		} );
		expect( response.status ).toBe( 200 );
		const stats = ( await site.admin.rest( v4( 'module/stats' ) ) ).body;
		expect( stats ).toMatchObject( { activated: true, available: true } );
	} );

	it( 'refuses editors (403) and a missing or non-boolean active (400)', async () => {
		expect(
			(
				await post( site.editor, 'module/carousel/active', {
					active: false,
				} )
			).status
		).toBe( 403 );
		const missing = await post( site.admin, 'module/carousel/active', {} );
		expect( missing.status ).toBe( 400 );
		expect( missing.body.message ).toBe( 'Missing parameter(s): active' );
		const wrong = await post( site.admin, 'module/carousel/active', {
			active: 'yes',
		} );
		expect( wrong.body.data.params.active ).toBe(
			'active is not of type boolean.'
		);
		expect(
			( await site.editor.rest( v4( 'module/carousel' ) ) ).body.activated
		).toBe( true );
	} );
} );

describe( 'options', () => {
	it( 'updates options and returns the module', async () => {
		const response = await post( site.admin, 'module/stats', {
			admin_bar: false,
			roles: [ 'administrator', 'editor' ],
		} );
		expect( response.status ).toBe( 200 );
		expect( response.body.code ).toBe( 'success' );
		expect( response.body.module.options.admin_bar.currentValue ).toBe(
			false
		);
		const again = ( await site.editor.rest( v4( 'module/stats' ) ) ).body;
		expect( again.options.roles.currentValue ).toEqual( [
			'administrator',
			'editor',
		] );
		expect( again.options.do_not_track.currentValue ).toBe( true );
	} );

	it( 'names every bad or unknown option and changes nothing', async () => {
		const response = await post( site.admin, 'module/stats', {
			admin_bar: 'sometimes',
			roles: [ 'pilot' ],
			colour: 'red',
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( 'rest_invalid_param' );
		expect( response.body.message ).toBe(
			'Invalid parameter(s): admin_bar, roles, colour'
		);
		expect( response.body.data.params ).toEqual( {
			admin_bar: 'admin_bar is not of type boolean.',
			roles: 'roles[0] is not one of administrator, editor, author, contributor, subscriber.',
			colour: 'colour is not an option of the stats module.',
		} );
		const stats = ( await site.admin.rest( v4( 'module/stats' ) ) ).body;
		expect( stats.options.admin_bar.currentValue ).toBe( false );
	} );

	it( 'checks enums and patterns per option', async () => {
		const colour = await post( site.admin, 'module/carousel', {
			carousel_background_color: 'pink',
		} );
		expect( colour.body.data.params.carousel_background_color ).toBe(
			'carousel_background_color is not one of black, white.'
		);
		const address = await post( site.admin, 'module/protect', {
			jetpack_protect_global_whitelist: [ 'not an address' ],
		} );
		expect( address.status ).toBe( 400 );
		expect( Object.keys( address.body.data.params ) ).toEqual( [
			'jetpack_protect_global_whitelist',
		] );
		const ok = await post( site.admin, 'module/protect', {
			jetpack_protect_global_whitelist: [ '192.168.1.0/24', '10.0.0.1' ],
		} );
		expect( ok.status ).toBe( 200 );
	} );

	it( 'refuses an empty update and editors', async () => {
		const empty = await post( site.admin, 'module/stats', {} );
		expect( empty.status ).toBe( 400 );
		expect( empty.body.code ).toBe( 'rest_empty_request' );
		expect(
			( await post( site.editor, 'module/stats', { admin_bar: true } ) )
				.status
		).toBe( 403 );
	} );

	it( 'resets one module, all options, or activation', async () => {
		const one = await post( site.admin, 'options/stats', { reset: true } );
		expect( one.body ).toEqual( {
			code: 'success',
			message: 'The stats settings were reset to their defaults.',
		} );
		const stats = ( await site.admin.rest( v4( 'module/stats' ) ) ).body;
		expect( stats.options.admin_bar.currentValue ).toBe( true );
		expect( stats.activated ).toBe( true );
		await post( site.admin, 'module/carousel', {
			carousel_display_exif: true,
		} );
		await post( site.admin, 'options/options', { reset: true } );
		expect(
			( await site.admin.rest( v4( 'module/carousel' ) ) ).body.options
				.carousel_display_exif.currentValue
		).toBe( false );
		await post( site.admin, 'options/modules', { reset: true } );
		const all = ( await site.admin.rest( v4( 'module/all' ) ) ).body;
		expect( all.stats.activated ).toBe( false );
		expect( all.carousel.activated ).toBe( false );
		expect( all[ 'contact-form' ].activated ).toBe( true );
	} );

	it( 'refuses an unknown reset group, reset false and editors', async () => {
		const group = await post( site.admin, 'options/everything', {
			reset: true,
		} );
		expect( group.status ).toBe( 400 );
		expect( group.body.data.params.name ).toMatch(
			/^name is not one of options, modules, stats/
		);
		const notReset = await post( site.admin, 'options/stats', {
			reset: false,
		} );
		expect( notReset.body.data.params.reset ).toBe( 'reset is not true.' );
		expect(
			( await post( site.editor, 'options/stats', { reset: true } ) )
				.status
		).toBe( 403 );
	} );
} );
