/**
 * Resolvers: the first `select` of these selectors fetches from the server. A failed fetch leaves
 * the initial value and records the problem in `connectionErrors`.
 */
import {
	setAuthorizationUrl,
	setConnectedPlugins,
	setConnectionErrors,
	setConnectionStatus,
	setTrackingSettings,
	setUserConnectionData,
} from './actions';
import type { ConnectionThunkArgs } from './thunks';
import { toStoredError, type ConnectionClient } from './client';
import type { ConnectionAction } from './reducer';

type ResolverArgs = ConnectionThunkArgs & {
	resolveSelect: {
		getConnectionStatus: () => Promise< { isRegistered: boolean } >;
	};
};

export function createConnectionResolvers( client: ConnectionClient ) {
	function fetchInto< T >(
		code: string,
		load: () => Promise< T >,
		receive: ( value: T ) => ConnectionAction
	) {
		return async ( { dispatch }: ConnectionThunkArgs ) => {
			try {
				dispatch( receive( await load() ) );
			} catch ( error ) {
				dispatch(
					setConnectionErrors( { [ code ]: toStoredError( error ) } )
				);
			}
		};
	}

	return {
		getConnectionStatus: () =>
			fetchInto(
				'connection_status',
				client.fetchConnectionStatus,
				setConnectionStatus
			),

		getUserConnectionData: () =>
			fetchInto(
				'connection_data',
				client.fetchConnectionData,
				setUserConnectionData
			),

		getConnectedPlugins: () =>
			fetchInto(
				'connected_plugins',
				client.fetchConnectedPlugins,
				setConnectedPlugins
			),

		getTrackingSettings: () =>
			fetchInto(
				'tracking_settings',
				client.fetchTrackingSettings,
				setTrackingSettings
			),

		/** Fetched only for a registered site that has no authorization URL yet. */
		getAuthorizationUrl:
			( redirectUri?: string ) =>
			async ( { select, dispatch, resolveSelect }: ResolverArgs ) => {
				if ( select.getAuthorizationUrl() ) {
					return;
				}
				const status = await resolveSelect.getConnectionStatus();
				if ( ! status.isRegistered ) {
					return;
				}
				await fetchInto(
					'authorize_url',
					() =>
						client.fetchAuthorizeUrl( {
							noIframe: true,
							redirectUri,
						} ),
					( { authorizeUrl } ) => setAuthorizationUrl( authorizeUrl )
				)( { select, dispatch } );
			},
	};
}
