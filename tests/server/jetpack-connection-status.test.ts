/**
 * The connection before registration: status and user data by role, refusals, and bad input to
 * connection/register (wrong nonce, missing field, foreign redirect_uri).
 */
import { testSiteForThisFile } from './support/test-site-for-file';
import { registrationNonceFor } from './support/jetpack-connection';

const site = testSiteForThisFile( [ 'admin', 'editor' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;

describe( 'before registration', () => {
	it( 'reports an unregistered site to editors and administrators', async () => {
		for ( const client of [ site.admin, site.editor ] ) {
			const status = await client.rest( v4( 'connection' ) );
			expect( status.status ).toBe( 200 );
			expect( status.body ).toEqual( {
				isActive: false,
				isStaging: false,
				isRegistered: false,
				isUserConnected: false,
				hasConnectedOwner: false,
				offlineMode: {
					isActive: false,
					constant: false,
					url: false,
					filter: false,
					wpLocalConstant: false,
				},
				isPublic: true,
			} );
		}
	} );

	it( 'gives the current user data with permissions by role', async () => {
		const data = await site.admin.rest( v4( 'connection/data' ) );
		expect( data.body ).toEqual( {
			currentUser: {
				isConnected: false,
				isMaster: false,
				username: 'admin',
				id: 1,
				blogId: null,
				wpcomUser: null,
				permissions: {
					connect: true,
					connect_user: true,
					unlink_user: false,
					disconnect: true,
					manage_options: true,
				},
			},
			connectionOwner: null,
		} );
		const forEditor = await site.editor.rest( v4( 'connection/data' ) );
		expect( forEditor.body.currentUser.username ).toBe( 'editor' );
		expect( forEditor.body.currentUser.permissions.connect ).toBe( false );
	} );

	it( 'refuses visitors (401) and users without edit_posts (403)', async () => {
		expect(
			( await site.testSite.client().rest( v4( 'connection' ) ) ).status
		).toBe( 401 );
		const { client: subscriber } =
			await site.testSite.addUser( 'subscriber' );
		expect( ( await subscriber.rest( v4( 'connection' ) ) ).status ).toBe(
			403
		);
	} );

	it( 'has no authorization URL and nothing to test', async () => {
		const url = await site.admin.rest( v4( 'connection/authorize_url' ) );
		expect( url.status ).toBe( 400 );
		expect( url.body.code ).toBe( 'site_not_registered' );
		const test = await site.admin.rest( v4( 'connection/test' ) );
		expect( test.status ).toBe( 400 );
		expect( test.body.code ).toBe( 'disconnected' );
		const connect = await site.admin.rest( v4( 'connection/url' ) );
		expect( connect.body ).toBe(
			`${ site.testSite.url }/wp-admin/admin.php?page=jetpack`
		);
	} );

	it( 'refuses a wrong registration nonce and editors', async () => {
		const wrong = await site.admin.rest( v4( 'connection/register' ), {
			method: 'POST',
			body: { registration_nonce: '0123456789', no_iframe: true },
		} );
		expect( wrong.status ).toBe( 403 );
		expect( wrong.body ).toMatchObject( {
			code: 'invalid_nonce',
			message: 'Unable to verify your request.',
		} );
		const byEditor = await site.editor.rest( v4( 'connection/register' ), {
			method: 'POST',
			body: {
				registration_nonce: await registrationNonceFor(
					site.testSite,
					site.editor
				),
			},
		} );
		expect( byEditor.status ).toBe( 403 );
		const missing = await site.admin.rest( v4( 'connection/register' ), {
			method: 'POST',
			body: { no_iframe: true },
		} );
		expect( missing.status ).toBe( 400 );
		expect( missing.body.message ).toBe(
			'Missing parameter(s): registration_nonce'
		);
		expect(
			( await site.admin.rest( v4( 'connection' ) ) ).body.isRegistered
		).toBe( false );
	} );

	it( 'refuses a redirect_uri on another site, naming it', async () => {
		const response = await site.admin.rest( v4( 'connection/register' ), {
			method: 'POST',
			body: {
				registration_nonce: await registrationNonceFor(
					site.testSite,
					site.admin
				),
				no_iframe: true,
				redirect_uri: 'https://elsewhere.example/',
			},
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.redirect_uri ).toBe(
			'redirect_uri must be an address on this site.'
		);
	} );
} );
