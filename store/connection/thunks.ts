/**
 * The thunks of spec §4: they call the REST client the store was created with
 * (`createConnectionThunks( client )`) and keep what happened in the state.
 */
import {
	setAuthorizationUrl,
	setConnectedPlugins,
	setConnectionActionError,
	setConnectionErrors,
	setConnectionStatus,
	setIsDisconnecting,
	setRegistrationError,
	setSiteIsRegistering,
	setTrackingSettings,
	setUserConnectionData,
	setUserIsConnecting,
} from './actions';
import { toStoredError, type ConnectionClient } from './client';
import type { ConnectionAction } from './reducer';
import type {
	ConnectionState,
	ConnectUserOptions,
	RegisterSiteOptions,
	TrackingSettings,
} from './types';

/** What the store hands a thunk (only the parts used here). */
export type ConnectionThunkArgs = {
	dispatch: ( ( action: ConnectionAction ) => void ) & {
		< R >( thunk: ( args: ConnectionThunkArgs ) => R ): R;
	};
	select: {
		getAuthorizationUrl: () => ConnectionState[ 'authorizationUrl' ];
		getUserIsConnecting: () => boolean;
	};
};

function defaultRedirect( url: string ) {
	window.location.assign( url );
}

export function createConnectionThunks( client: ConnectionClient ) {
	/** Re-reads status, user data and connected plugins after the connection changed. */
	const refreshConnection =
		() =>
		async ( { dispatch }: ConnectionThunkArgs ): Promise< void > => {
			const [ status, data, plugins ] = await Promise.all( [
				client.fetchConnectionStatus(),
				client.fetchConnectionData(),
				client.fetchConnectedPlugins(),
			] );
			dispatch( setConnectionStatus( status ) );
			dispatch( setUserConnectionData( data ) );
			dispatch( setConnectedPlugins( plugins ) );
		};

	/**
	 * Registering (clears the previous error) → registered with an authorization URL, or the
	 * error kept as `registrationError`. Resolves to the authorization URL, or null on failure.
	 */
	const registerSite =
		( options: RegisterSiteOptions ) =>
		async ( {
			dispatch,
		}: ConnectionThunkArgs ): Promise< string | null > => {
			dispatch( setSiteIsRegistering( true ) );
			try {
				const { authorizeUrl } = await client.registerSite( {
					registrationNonce: options.registrationNonce,
					noIframe: true,
					redirectUri: options.redirectUri,
					pluginSlug: options.pluginSlug,
				} );
				dispatch( setAuthorizationUrl( authorizeUrl ) );
				dispatch( setConnectionStatus( { isRegistered: true } ) );
				return authorizeUrl;
			} catch ( error ) {
				dispatch( setRegistrationError( toStoredError( error ) ) );
				return null;
			} finally {
				dispatch( setSiteIsRegistering( false ) );
			}
		};

	/**
	 * Connecting the user: leaves for the authorization URL (fetched when not known yet), with
	 * `from` added when given. Resolves to the URL it left for, or null on failure.
	 */
	const connectUser =
		( options: ConnectUserOptions = {} ) =>
		async ( {
			dispatch,
			select,
		}: ConnectionThunkArgs ): Promise< string | null > => {
			dispatch( setUserIsConnecting( true ) );
			dispatch( setConnectionActionError( null ) );
			let authorizeUrl = select.getAuthorizationUrl();
			try {
				if ( ! authorizeUrl ) {
					( { authorizeUrl } = await client.fetchAuthorizeUrl( {
						noIframe: true,
						redirectUri: options.redirectUri,
					} ) );
					dispatch( setAuthorizationUrl( authorizeUrl ) );
				}
			} catch ( error ) {
				dispatch( setUserIsConnecting( false ) );
				dispatch( setConnectionActionError( toStoredError( error ) ) );
				return null;
			}
			const target = new URL( authorizeUrl! );
			if ( options.from ) {
				target.searchParams.set( 'from', options.from );
			}
			( options.redirectFunc ?? defaultRedirect )( target.toString() );
			return target.toString();
		};

	/** Runs a change of the connection with `isDisconnecting` set; resolves to whether it worked. */
	const whileDisconnecting =
		( change: ( args: ConnectionThunkArgs ) => Promise< void > ) =>
		async ( args: ConnectionThunkArgs ): Promise< boolean > => {
			args.dispatch( setIsDisconnecting( true ) );
			try {
				await change( args );
				return true;
			} catch ( error ) {
				args.dispatch(
					setConnectionActionError( toStoredError( error ) )
				);
				return false;
			} finally {
				args.dispatch( setIsDisconnecting( false ) );
			}
		};

	/** Unlinks the current user from the cloud: `isUserConnected` becomes false. */
	const unlinkUser = ( { force }: { force?: boolean } = {} ) =>
		whileDisconnecting( async ( { dispatch } ) => {
			await client.unlinkUser( force === undefined ? {} : { force } );
			dispatch( { type: 'USER_UNLINKED' } );
			dispatch(
				setConnectionStatus( await client.fetchConnectionStatus() )
			);
		} );

	/** Disconnects the site: unregistered, nobody connected. */
	const disconnectSite = () =>
		whileDisconnecting( async ( { dispatch } ) => {
			await client.disconnectSite();
			dispatch( { type: 'SITE_DISCONNECTED' } );
			dispatch( setConnectionErrors( {} ) );
			await dispatch( refreshConnection() );
		} );

	/**
	 * Repairs the connection: when the user must authorize again, continues as `connectUser`.
	 * Resolves to the server's status (`completed` or `in_progress`), or null on failure.
	 */
	const reconnect =
		( options: ConnectUserOptions = {} ) =>
		async (
			args: ConnectionThunkArgs
		): Promise< 'completed' | 'in_progress' | null > => {
			const { dispatch } = args;
			dispatch( setConnectionActionError( null ) );
			try {
				const result = await client.reconnect();
				if ( result.status === 'in_progress' ) {
					dispatch( setAuthorizationUrl( result.authorizeUrl ) );
					dispatch(
						setConnectionStatus( {
							isRegistered: true,
							isUserConnected: false,
						} )
					);
					await dispatch( connectUser( options ) );
				} else {
					await dispatch( refreshConnection() );
					dispatch( setConnectionErrors( {} ) );
				}
				return result.status;
			} catch ( error ) {
				dispatch( setConnectionActionError( toStoredError( error ) ) );
				return null;
			}
		};

	/** Runs `connection/test`; problems are kept in `connectionErrors` by code. */
	const testConnection =
		() =>
		async ( { dispatch }: ConnectionThunkArgs ): Promise< boolean > => {
			try {
				await client.testConnection();
				dispatch( setConnectionErrors( {} ) );
				return true;
			} catch ( error ) {
				const stored = toStoredError( error );
				dispatch(
					setConnectionErrors( {
						[ stored.code ?? 'connection_test_failed' ]: stored,
					} )
				);
				return false;
			}
		};

	const updateTrackingSettings =
		( settings: TrackingSettings ) =>
		async ( {
			dispatch,
		}: ConnectionThunkArgs ): Promise< TrackingSettings > => {
			const saved = await client.updateTrackingSettings( settings );
			dispatch( setTrackingSettings( saved ) );
			return saved;
		};

	return {
		refreshConnection,
		registerSite,
		connectUser,
		unlinkUser,
		disconnectSite,
		reconnect,
		testConnection,
		updateTrackingSettings,
	};
}
