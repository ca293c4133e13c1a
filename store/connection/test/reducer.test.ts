import {
	setConnectionStatus,
	setRegistrationError,
	setSiteIsRegistering,
	setUserConnectionData,
	setUserIsConnecting,
} from '../actions';
import reducer, { initialState, type ConnectionAction } from '../reducer';
import type { ConnectionState } from '../types';

const run = ( ...actions: ConnectionAction[] ): ConnectionState =>
	actions.reduce( reducer, initialState );

const connected = [
	setConnectionStatus( {
		isRegistered: true,
		isUserConnected: true,
		hasConnectedOwner: true,
	} ),
	setUserConnectionData( {
		currentUser: {
			isConnected: true,
			isMaster: true,
			blogId: 7,
			wpcomUser: {
				ID: 42,
				login: 'ada',
				email: 'ada@example.com',
				display_name: 'Ada',
			},
		},
		connectionOwner: 'Ada',
	} ),
];

describe( 'connection reducer', () => {
	it( 'starts unregistered, with the status not loaded yet', () => {
		expect( initialState.connectionStatus ).toEqual( {
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		} );
		expect( initialState.connectionStatusIsLoaded ).toBe( false );
		expect(
			run( setConnectionStatus( {} ) ).connectionStatusIsLoaded
		).toBe( true );
	} );

	it( 'clears the previous registration error when registering starts, and only then', () => {
		const failed = run(
			setSiteIsRegistering( true ),
			setRegistrationError( { message: 'Refused (Status 403)' } ),
			setSiteIsRegistering( false )
		);
		expect( failed.registrationError?.message ).toBe(
			'Refused (Status 403)'
		);
		const retrying = reducer( failed, setSiteIsRegistering( true ) );
		expect( retrying.siteIsRegistering ).toBe( true );
		expect( retrying.registrationError ).toBeNull();
	} );

	it( 'unlinking leaves the site registered and forgets the cloud account', () => {
		const state = run( ...connected, setUserIsConnecting( true ), {
			type: 'USER_UNLINKED',
		} );
		expect( state.connectionStatus ).toMatchObject( {
			isRegistered: true,
			isUserConnected: false,
		} );
		expect( state.userIsConnecting ).toBe( false );
		expect( state.userConnectionData.currentUser.wpcomUser ).toBeNull();
		expect( state.userConnectionData.currentUser.blogId ).toBe( 7 );
	} );

	it( 'disconnecting unregisters the site and forgets the authorization URL and owner', () => {
		const state = run( ...connected, { type: 'SITE_DISCONNECTED' } );
		expect( state.connectionStatus ).toMatchObject( {
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		} );
		expect( state.authorizationUrl ).toBeNull();
		expect( state.userConnectionData.connectionOwner ).toBeNull();
		expect( state.userConnectionData.currentUser ).toMatchObject( {
			isMaster: false,
			blogId: null,
			wpcomUser: null,
		} );
	} );
} );
