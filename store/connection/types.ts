/**
 * The connection state of spec §3, as the `jetpack-connection` store holds it.
 */

import type {
	ConnectedPlugin,
	ConnectionStatus as ServerConnectionStatus,
	CurrentUserConnection,
	UserConnectionData as ServerUserConnectionData,
	WpcomUser,
} from '../../api-client/types/connection';
import type { TrackingSettings } from '../../api-client/types/tracking';

export type {
	ConnectedPlugin,
	CurrentUserConnection,
	TrackingSettings,
	WpcomUser,
};

/**
 * `isRegistered`, `isUserConnected` and `hasConnectedOwner` are always known (false until loaded);
 * the rest of `GET connection` once it has been fetched.
 */
export type ConnectionStatus = Pick<
	ServerConnectionStatus,
	'isRegistered' | 'isUserConnected' | 'hasConnectedOwner'
> &
	Partial<
		Omit<
			ServerConnectionStatus,
			'isRegistered' | 'isUserConnected' | 'hasConnectedOwner'
		>
	>;

/** `GET connection/data`; empty until loaded. */
export type UserConnectionData = {
	currentUser: Partial< CurrentUserConnection >;
	connectionOwner?: ServerUserConnectionData[ 'connectionOwner' ];
};

/** Connection problems the server reports, by error code. */
export type ConnectionErrors = Record< string, unknown >;

/** An error kept in the state: what the user is shown and what the server said. */
export type StoredError = {
	message: string;
	code?: string;
	status?: number;
};

export type ConnectionState = {
	connectionStatus: ConnectionStatus;
	/** Whether `connectionStatus` came from the server (false while it is the initial guess). */
	connectionStatusIsLoaded: boolean;
	siteIsRegistering: boolean;
	userIsConnecting: boolean;
	/** Set while the site disconnects or the user unlinks. */
	isDisconnecting: boolean;
	registrationError: StoredError | null;
	/** The last error of disconnect, unlink or reconnect. */
	connectionActionError: StoredError | null;
	authorizationUrl: string | null;
	connectedPlugins: ConnectedPlugin[];
	connectionErrors: ConnectionErrors;
	userConnectionData: UserConnectionData;
	trackingSettings: TrackingSettings | null;
};

export type ConnectUserOptions = {
	/** Where the connection started (e.g. `jetpack-admin`), added to the authorization URL as `from`. */
	from?: string;
	/** Leaves the page; defaults to `window.location.assign`. Tests pass their own. */
	redirectFunc?: ( url: string ) => void;
	/** Where the cloud sends the user back after approval. */
	redirectUri?: string;
};

export type RegisterSiteOptions = {
	registrationNonce: string;
	redirectUri?: string;
	pluginSlug?: string;
};
