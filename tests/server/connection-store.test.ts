/**
 * The connection store (store/connection/) against a real site: every transition of spec §4,
 * through the real REST client and the host's cloud.
 */
import { createRegistry } from '@wordpress/data';
import type { ApiClient } from '../../api-client';
import type { AdminBootSettings } from '../../shared/admin-settings';
import {
	registerConnectionStore,
	type ConnectionStore,
} from '../../store/connection';
import {
	answerOnCloud,
	apiClientFor,
	readAdminBootSettings,
} from './support/admin-connection';
import type { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

let site: TestSite;
let browser: SiteClient;
let boot: AdminBootSettings;
let client: ApiClient;

/** A fresh store, as the admin screen has after a page load. */
function openScreen() {
	const registry = createRegistry();
	const store: ConnectionStore = registerConnectionStore( client, registry );
	return {
		select: () => registry.select( store ),
		dispatch: () => registry.dispatch( store ),
		resolve: () => registry.resolveSelect( store ),
	};
}

const register = ( screen: ReturnType< typeof openScreen > ) =>
	screen.dispatch().registerSite( {
		registrationNonce: boot.connection.registrationNonce,
		redirectUri: boot.connection.redirectUri,
		pluginSlug: 'jetpack',
	} );

/** Registers, connects the admin and approves on the cloud; resolves to the authorization URL used. */
async function connectAdmin(): Promise< string > {
	const screen = openScreen();
	await register( screen );
	const redirected: string[] = [];
	await screen.dispatch().connectUser( {
		redirectFunc: ( url ) => redirected.push( url ),
	} );
	const landing = await answerOnCloud( browser, redirected[ 0 ] );
	expect( landing ).toBe( boot.connection.redirectUri );
	return redirected[ 0 ];
}

beforeEach( async () => {
	site = await startTestSite();
	browser = await site.admin();
	boot = await readAdminBootSettings( browser );
	client = apiClientFor( browser, boot.nonce );
} );

afterEach( () => site.close() );

it( 'starts unregistered, as GET connection reports it when first selected', async () => {
	const screen = openScreen();
	expect( screen.select().isConnectionStatusLoaded() ).toBe( false );
	const status = await screen.resolve().getConnectionStatus();
	expect( status ).toMatchObject( {
		isRegistered: false,
		isUserConnected: false,
		hasConnectedOwner: false,
	} );
	expect( screen.select().isConnectionStatusLoaded() ).toBe( true );
	expect( await screen.resolve().getAuthorizationUrl() ).toBeNull();
} );

it( 'stores a registration error, clears it when registering again, and then holds the authorization URL', async () => {
	const screen = openScreen();
	const failed = await screen
		.dispatch()
		.registerSite( { registrationNonce: 'not-the-nonce' } );
	expect( failed ).toBeNull();
	const error = screen.select().getRegistrationError();
	expect( error?.message ).toMatch( /\(Status 4\d\d\)$/ );
	expect( error?.status ).toBeGreaterThanOrEqual( 400 );
	expect( screen.select().getSiteIsRegistering() ).toBe( false );

	const retry = register( screen );
	expect( screen.select().getSiteIsRegistering() ).toBe( true );
	expect( screen.select().getRegistrationError() ).toBeNull();
	const authorizeUrl = await retry;
	expect( screen.select().getSiteIsRegistering() ).toBe( false );
	expect( screen.select().getRegistrationError() ).toBeNull();
	expect( authorizeUrl ).toMatch( /\/cloud\/authorize\?/ );
	expect( screen.select().getAuthorizationUrl() ).toBe( authorizeUrl );
	expect( screen.select().getConnectionStatus().isRegistered ).toBe( true );
	expect( ( await client.fetchConnectionStatus() ).isRegistered ).toBe(
		true
	);
} );

it( 'connecting the user redirects to the authorization URL, with `from` when given', async () => {
	const screen = openScreen();
	const authorizeUrl = ( await register( screen ) )!;
	const redirected: string[] = [];
	const redirectFunc = ( url: string ) => redirected.push( url );

	await screen
		.dispatch()
		.connectUser( { from: 'jetpack-admin', redirectFunc } );
	expect( screen.select().getUserIsConnecting() ).toBe( true );
	const withFrom = new URL( redirected[ 0 ] );
	expect( withFrom.searchParams.get( 'from' ) ).toBe( 'jetpack-admin' );
	withFrom.searchParams.delete( 'from' );
	expect( withFrom.toString() ).toBe( new URL( authorizeUrl ).toString() );

	await screen.dispatch().connectUser( { redirectFunc } );
	expect( redirected[ 1 ] ).toBe( authorizeUrl );
} );

it( 'fetches the authorization URL when the page did not register the site itself', async () => {
	await register( openScreen() );
	const later = openScreen();
	expect( later.select().getAuthorizationUrl() ).toBeNull();
	const redirected: string[] = [];
	await later.dispatch().connectUser( {
		redirectFunc: ( url ) => redirected.push( url ),
	} );
	const url = new URL( redirected[ 0 ] );
	expect( url.pathname ).toBe( '/cloud/authorize' );
	expect( url.searchParams.get( 'state' ) ).toBeTruthy();
	expect( later.select().getAuthorizationUrl() ).toBe( redirected[ 0 ] );
} );

it( 'after approval on the cloud, the user is connected as their cloud login, with the blog id', async () => {
	await connectAdmin();
	const screen = openScreen();
	expect( await screen.resolve().getConnectionStatus() ).toMatchObject( {
		isRegistered: true,
		isUserConnected: true,
		hasConnectedOwner: true,
	} );
	const data = await screen.resolve().getUserConnectionData();
	expect( data.currentUser.wpcomUser?.login ).toBe( 'admin' );
	expect( data.currentUser.wpcomUser?.ID ).toBeGreaterThan( 0 );
	expect( screen.select().getWpcomUser() ).toEqual(
		data.currentUser.wpcomUser
	);
	expect( screen.select().getBlogId() ).toBeGreaterThan( 0 );
	const plugins = await screen.resolve().getConnectedPlugins();
	expect( plugins.map( ( plugin ) => plugin.slug ) ).toContain( 'jetpack' );
	expect( await screen.dispatch().testConnection() ).toBe( true );
	expect( screen.select().getConnectionErrors() ).toEqual( {} );
} );

it( 'unlinking the user sets isUserConnected to false, here and on the server', async () => {
	await connectAdmin();
	const screen = openScreen();
	await screen.resolve().getUserConnectionData();
	const unlinking = screen.dispatch().unlinkUser();
	expect( screen.select().getIsDisconnecting() ).toBe( true );
	expect( await unlinking ).toBe( true );
	expect( screen.select().getIsDisconnecting() ).toBe( false );
	expect( screen.select().getConnectionStatus().isUserConnected ).toBe(
		false
	);
	expect( screen.select().getWpcomUser() ).toBeNull();
	expect( ( await client.fetchConnectionStatus() ).isUserConnected ).toBe(
		false
	);
	expect( ( await client.fetchConnectionStatus() ).isRegistered ).toBe(
		true
	);
} );

it( 'disconnecting the site leaves it unregistered with nobody connected', async () => {
	await connectAdmin();
	const screen = openScreen();
	await screen.resolve().getConnectionStatus();
	expect( await screen.dispatch().disconnectSite() ).toBe( true );
	expect( screen.select().getConnectionStatus() ).toMatchObject( {
		isRegistered: false,
		isUserConnected: false,
		hasConnectedOwner: false,
	} );
	expect( screen.select().getAuthorizationUrl() ).toBeNull();
	expect( screen.select().getWpcomUser() ).toBeNull();
	expect( ( await client.fetchConnectionStatus() ).isRegistered ).toBe(
		false
	);
} );

it( 'keeps the server refusal when a disconnect fails', async () => {
	const screen = openScreen();
	expect( await screen.dispatch().disconnectSite() ).toBe( false );
	const error = screen.select().getConnectionActionError();
	expect( error?.code ).toBe( 'disconnect_failed' );
	expect( error?.message ).toBe(
		'The site cannot be disconnected: it is not connected. (Status 400)'
	);
	expect( screen.select().getIsDisconnecting() ).toBe( false );
} );

it( 'reconnecting asks the user to authorize again when they are not connected, and completes when they are', async () => {
	await register( openScreen() );
	const screen = openScreen();
	const redirected: string[] = [];
	const redirectFunc = ( url: string ) => redirected.push( url );
	expect(
		await screen.dispatch().reconnect( { from: 'reconnect', redirectFunc } )
	).toBe( 'in_progress' );
	expect( new URL( redirected[ 0 ] ).searchParams.get( 'from' ) ).toBe(
		'reconnect'
	);
	expect( screen.select().getUserIsConnecting() ).toBe( true );

	await answerOnCloud( browser, redirected[ 0 ] );
	const after = openScreen();
	expect( await after.dispatch().reconnect( { redirectFunc } ) ).toBe(
		'completed'
	);
	expect( redirected ).toHaveLength( 1 );
	expect( after.select().getConnectionStatus().isUserConnected ).toBe( true );
} );

it( 'reads and saves the tracking settings', async () => {
	const screen = openScreen();
	expect( await screen.resolve().getTrackingSettings() ).toMatchObject( {
		tracks_opt_out: false,
	} );
	await screen.dispatch().updateTrackingSettings( { tracks_opt_out: true } );
	expect( screen.select().getTrackingSettings()?.tracks_opt_out ).toBe(
		true
	);
	expect( ( await client.fetchTrackingSettings() ).tracks_opt_out ).toBe(
		true
	);
} );
