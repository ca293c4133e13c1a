/**
 * Every typed client method of the connection and tracking groups, called through
 * createApiClient against a real site (signed-in cookie + REST nonce).
 */
import { ApiError, type ApiClient } from '../../api-client';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';
import {
	answerApproval,
	apiClientFor,
	pathOf,
	registrationNonceFor,
} from './support/jetpack-connection';

let t: TestSite;
let admin: SiteClient;
let api: ApiClient;
let editorApi: ApiClient;

beforeAll( async () => {
	t = await startTestSite();
	admin = await t.admin();
	api = apiClientFor( t, admin );
	editorApi = apiClientFor( t, await t.editor() );
} );

afterAll( () => t.close() );

describe( 'connection methods', () => {
	it( 'fetchConnectionStatus, fetchConnectionData, fetchConnectUrl before registration', async () => {
		expect( await api.fetchConnectionStatus() ).toMatchObject( {
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		} );
		const data = await api.fetchConnectionData();
		expect( data.currentUser ).toMatchObject( {
			username: 'admin',
			isConnected: false,
		} );
		expect( await api.fetchConnectUrl() ).toBe(
			`${ t.url }/wp-admin/admin.php?page=jetpack`
		);
	} );

	it( 'registerSite, then the approval, connects the user', async () => {
		const { authorizeUrl } = await api.registerSite( {
			registrationNonce: await registrationNonceFor( t, admin ),
			noIframe: true,
			pluginSlug: 'jetpack',
			redirectUri: 'admin.php?page=jetpack',
		} );
		expect( authorizeUrl ).toContain( '/cloud/authorize?client_id=' );
		const back = await answerApproval( admin, authorizeUrl, 'approve' );
		expect( ( await admin.fetch( pathOf( back ) ) ).status ).toBe( 302 );
		expect( ( await api.fetchConnectionStatus() ).isActive ).toBe( true );
		expect(
			( await api.fetchConnectionData() ).currentUser.wpcomUser?.login
		).toBe( 'admin' );
	} );

	it( 'fetchAuthorizeUrl, testConnection, fetchConnectedPlugins, reconnect, markSeenWcConnectionModal', async () => {
		const { authorizeUrl } = await api.fetchAuthorizeUrl( {
			noIframe: true,
			redirectUri: 'admin.php?page=jetpack',
		} );
		expect( new URL( authorizeUrl ).searchParams.get( 'state' ) ).toMatch(
			/^[0-9a-f]{10}$/
		);
		expect( await api.testConnection() ).toEqual( {
			code: 'success',
			message: 'The site and its owner are connected to the cloud.',
		} );
		expect( await api.fetchConnectedPlugins() ).toEqual( [
			{ name: 'Jetpack', slug: 'jetpack' },
		] );
		expect( await api.reconnect() ).toEqual( { status: 'completed' } );
		expect( await api.markSeenWcConnectionModal() ).toEqual( {
			code: 'success',
			seen: true,
		} );
	} );

	it( 'unlinkUser, then disconnectSite', async () => {
		expect( await api.unlinkUser() ).toMatchObject( { code: 'success' } );
		expect( ( await api.fetchConnectionStatus() ).isUserConnected ).toBe(
			false
		);
		expect( await api.disconnectSite() ).toMatchObject( {
			code: 'success',
		} );
		expect( ( await api.fetchConnectionStatus() ).isRegistered ).toBe(
			false
		);
	} );

	it( 'turns refusals into ApiError with the server message and status', async () => {
		const error = await editorApi
			.disconnectSite()
			.catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			name: 'ApiError',
			status: 403,
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that. (Status 403)',
		} );
		expect( ( error as ApiError ).response ).toEqual( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			data: { status: 403 },
		} );
	} );
} );

describe( 'tracking methods', () => {
	it( 'fetchTrackingSettings and updateTrackingSettings', async () => {
		expect( await api.fetchTrackingSettings() ).toEqual( {
			tracks_opt_out: false,
		} );
		expect(
			await api.updateTrackingSettings( { tracks_opt_out: true } )
		).toEqual( {
			tracks_opt_out: true,
		} );
		expect( await api.fetchTrackingSettings() ).toEqual( {
			tracks_opt_out: true,
		} );
		await api.updateTrackingSettings( { tracks_opt_out: false } );
	} );

	it( 'recordEvent and fetchRecordedEvents', async () => {
		expect(
			await api.recordEvent( { eventName: 'jetpack_unconnected' } )
		).toEqual( {
			recorded: false,
			reason: 'user_not_connected',
		} );
		const { authorizeUrl } = await api.registerSite( {
			registrationNonce: await registrationNonceFor( t, admin ),
			noIframe: true,
		} );
		await admin.fetch(
			pathOf( await answerApproval( admin, authorizeUrl, 'approve' ) )
		);
		const recorded = await api.recordEvent( {
			eventName: 'jetpack_client_test',
			properties: { step: 2 },
		} );
		expect( recorded.recorded ).toBe( true );
		const events = await api.fetchRecordedEvents( 5 );
		expect( events[ 0 ] ).toMatchObject( {
			name: 'jetpack_client_test',
			properties: { step: 2 },
			wpcomLogin: 'admin',
		} );
	} );
} );
