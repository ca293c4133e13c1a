/**
 * Plain actions of the connection store (the thunks that call the server are in thunks.ts).
 */
import type { ConnectionAction } from './reducer';
import type {
	ConnectedPlugin,
	ConnectionErrors,
	ConnectionStatus,
	StoredError,
	TrackingSettings,
	UserConnectionData,
} from './types';

export function setConnectionStatus(
	status: Partial< ConnectionStatus >
): ConnectionAction {
	return { type: 'SET_CONNECTION_STATUS', status };
}

/** `true` also clears the previous registration error. */
export function setSiteIsRegistering(
	isRegistering: boolean
): ConnectionAction {
	return { type: 'SET_SITE_IS_REGISTERING', isRegistering };
}

export function setUserIsConnecting( isConnecting: boolean ): ConnectionAction {
	return { type: 'SET_USER_IS_CONNECTING', isConnecting };
}

export function setIsDisconnecting(
	isDisconnecting: boolean
): ConnectionAction {
	return { type: 'SET_IS_DISCONNECTING', isDisconnecting };
}

export function setRegistrationError(
	error: StoredError | null
): ConnectionAction {
	return { type: 'SET_REGISTRATION_ERROR', error };
}

export function clearRegistrationError(): ConnectionAction {
	return setRegistrationError( null );
}

export function setConnectionActionError(
	error: StoredError | null
): ConnectionAction {
	return { type: 'SET_CONNECTION_ACTION_ERROR', error };
}

export function setAuthorizationUrl( url: string | null ): ConnectionAction {
	return { type: 'SET_AUTHORIZATION_URL', url };
}

export function setConnectedPlugins(
	plugins: ConnectedPlugin[]
): ConnectionAction {
	return { type: 'SET_CONNECTED_PLUGINS', plugins };
}

export function setConnectionErrors(
	errors: ConnectionErrors
): ConnectionAction {
	return { type: 'SET_CONNECTION_ERRORS', errors };
}

export function setUserConnectionData(
	data: UserConnectionData
): ConnectionAction {
	return { type: 'SET_USER_CONNECTION_DATA', data };
}

export function setTrackingSettings(
	settings: TrackingSettings
): ConnectionAction {
	return { type: 'SET_TRACKING_SETTINGS', settings };
}

export const plainActions = {
	setConnectionStatus,
	setSiteIsRegistering,
	setUserIsConnecting,
	setIsDisconnecting,
	setRegistrationError,
	clearRegistrationError,
	setConnectionActionError,
	setAuthorizationUrl,
	setConnectedPlugins,
	setConnectionErrors,
	setUserConnectionData,
	setTrackingSettings,
};
