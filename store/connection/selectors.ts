/**
 * Selectors of the connection store. Those with a resolver (resolvers.ts) fetch from the server
 * the first time they are selected.
 */
import type {
	ConnectedPlugin,
	ConnectionErrors,
	ConnectionState,
	ConnectionStatus,
	StoredError,
	TrackingSettings,
	UserConnectionData,
	WpcomUser,
} from './types';

/** Resolved by `GET connection`. */
export function getConnectionStatus(
	state: ConnectionState
): ConnectionStatus {
	return state.connectionStatus;
}

export function isConnectionStatusLoaded( state: ConnectionState ): boolean {
	return state.connectionStatusIsLoaded;
}

export function getSiteIsRegistering( state: ConnectionState ): boolean {
	return state.siteIsRegistering;
}

export function getUserIsConnecting( state: ConnectionState ): boolean {
	return state.userIsConnecting;
}

export function getIsDisconnecting( state: ConnectionState ): boolean {
	return state.isDisconnecting;
}

export function getRegistrationError(
	state: ConnectionState
): StoredError | null {
	return state.registrationError;
}

export function getConnectionActionError(
	state: ConnectionState
): StoredError | null {
	return state.connectionActionError;
}

/**
 * Resolved by `GET connection/authorize_url` when not already known from the registration.
 * @param state
 * @param _redirectUri where the cloud sends the user back (used by the resolver)
 */
export function getAuthorizationUrl(
	state: ConnectionState,
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	_redirectUri?: string
): string | null {
	return state.authorizationUrl;
}

/** Resolved by `GET connection/plugins`. */
export function getConnectedPlugins(
	state: ConnectionState
): ConnectedPlugin[] {
	return state.connectedPlugins;
}

export function getConnectionErrors(
	state: ConnectionState
): ConnectionErrors {
	return state.connectionErrors;
}

/** Resolved by `GET connection/data`. */
export function getUserConnectionData(
	state: ConnectionState
): UserConnectionData {
	return state.userConnectionData;
}

/** The current user's platform account (login and ID), when connected and known. */
export function getWpcomUser( state: ConnectionState ): WpcomUser | null {
	return state.userConnectionData.currentUser.wpcomUser ?? null;
}

export function getBlogId( state: ConnectionState ): number | null {
	return state.userConnectionData.currentUser.blogId ?? null;
}

/** Resolved by `GET tracking/settings`. */
export function getTrackingSettings(
	state: ConnectionState
): TrackingSettings | null {
	return state.trackingSettings;
}
