/**
 * The connection store's reducer: every transition of spec §4 is one action here.
 */
import type {
	ConnectedPlugin,
	ConnectionErrors,
	ConnectionState,
	ConnectionStatus,
	StoredError,
	TrackingSettings,
	UserConnectionData,
} from './types';

export type ConnectionAction =
	| { type: 'SET_CONNECTION_STATUS'; status: Partial< ConnectionStatus > }
	| { type: 'SET_SITE_IS_REGISTERING'; isRegistering: boolean }
	| { type: 'SET_USER_IS_CONNECTING'; isConnecting: boolean }
	| { type: 'SET_IS_DISCONNECTING'; isDisconnecting: boolean }
	| { type: 'SET_REGISTRATION_ERROR'; error: StoredError | null }
	| { type: 'SET_CONNECTION_ACTION_ERROR'; error: StoredError | null }
	| { type: 'SET_AUTHORIZATION_URL'; url: string | null }
	| { type: 'SET_CONNECTED_PLUGINS'; plugins: ConnectedPlugin[] }
	| { type: 'SET_CONNECTION_ERRORS'; errors: ConnectionErrors }
	| { type: 'SET_USER_CONNECTION_DATA'; data: UserConnectionData }
	| { type: 'SET_TRACKING_SETTINGS'; settings: TrackingSettings }
	| { type: 'USER_UNLINKED' }
	| { type: 'SITE_DISCONNECTED' };

export const initialState: ConnectionState = {
	connectionStatus: {
		isRegistered: false,
		isUserConnected: false,
		hasConnectedOwner: false,
	},
	connectionStatusIsLoaded: false,
	siteIsRegistering: false,
	userIsConnecting: false,
	isDisconnecting: false,
	registrationError: null,
	connectionActionError: null,
	authorizationUrl: null,
	connectedPlugins: [],
	connectionErrors: {},
	userConnectionData: { currentUser: {} },
	trackingSettings: null,
};

function withoutWpcomUser( data: UserConnectionData ): UserConnectionData {
	return {
		...data,
		currentUser: {
			...data.currentUser,
			isConnected: false,
			wpcomUser: null,
		},
	};
}

export default function reducer(
	state: ConnectionState = initialState,
	action: ConnectionAction
): ConnectionState {
	switch ( action.type ) {
		case 'SET_CONNECTION_STATUS':
			return {
				...state,
				connectionStatus: {
					...state.connectionStatus,
					...action.status,
				},
				connectionStatusIsLoaded: true,
			};
		case 'SET_SITE_IS_REGISTERING':
			// Starting a registration clears the error of the previous attempt (spec §4).
			return {
				...state,
				siteIsRegistering: action.isRegistering,
				registrationError: action.isRegistering
					? null
					: state.registrationError,
			};
		case 'SET_USER_IS_CONNECTING':
			return { ...state, userIsConnecting: action.isConnecting };
		case 'SET_IS_DISCONNECTING':
			return {
				...state,
				isDisconnecting: action.isDisconnecting,
				connectionActionError: action.isDisconnecting
					? null
					: state.connectionActionError,
			};
		case 'SET_REGISTRATION_ERROR':
			return { ...state, registrationError: action.error };
		case 'SET_CONNECTION_ACTION_ERROR':
			return { ...state, connectionActionError: action.error };
		case 'SET_AUTHORIZATION_URL':
			return { ...state, authorizationUrl: action.url };
		case 'SET_CONNECTED_PLUGINS':
			return { ...state, connectedPlugins: action.plugins };
		case 'SET_CONNECTION_ERRORS':
			return { ...state, connectionErrors: action.errors };
		case 'SET_USER_CONNECTION_DATA':
			return { ...state, userConnectionData: action.data };
		case 'SET_TRACKING_SETTINGS':
			return { ...state, trackingSettings: action.settings };
		case 'USER_UNLINKED':
			return {
				...state,
				connectionStatus: {
					...state.connectionStatus,
					isUserConnected: false,
				},
				userIsConnecting: false,
				userConnectionData: withoutWpcomUser(
					state.userConnectionData
				),
			};
		case 'SITE_DISCONNECTED':
			return {
				...state,
				connectionStatus: {
					...state.connectionStatus,
					isRegistered: false,
					isUserConnected: false,
					hasConnectedOwner: false,
				},
				connectionStatusIsLoaded: true,
				userIsConnecting: false,
				authorizationUrl: null,
				connectedPlugins: [],
				userConnectionData: withoutWpcomUser( {
					...state.userConnectionData,
					connectionOwner: null,
					currentUser: {
						...state.userConnectionData.currentUser,
						isMaster: false,
						blogId: null,
					},
				} ),
			};
		default:
			return state;
	}
}
