/**
 * Request and response shapes of the connection calls (spec §7, Connection table).
 */

export type RegisterSiteRequest = {
	/** The `jetpack-registration-nonce` the admin page was given. */
	registrationNonce: string;
	/** True for the full-page redirect flow, false for the in-place (iframe) flow. */
	noIframe: boolean;
	/** The plugin asking for the connection, e.g. `jetpack`. */
	pluginSlug?: string;
	/** Where to land after authorizing: a path under /wp-admin/ (`admin.php?page=jetpack`) or a same-site URL. */
	redirectUri?: string;
};

export type AuthorizeUrlRequest = {
	noIframe: boolean;
	redirectUri?: string;
};

export type AuthorizeUrlResponse = { authorizeUrl: string };

export type RegisterSiteResponse = { authorizeUrl: string };

export type OfflineMode = {
	isActive: boolean;
	constant: boolean;
	url: boolean;
	filter: boolean;
	wpLocalConstant: boolean;
};

/** GET connection. */
export type ConnectionStatus = {
	/** Registered and the owner is connected. */
	isActive: boolean;
	isStaging: boolean;
	/** The site has a blog id and secret from the cloud. */
	isRegistered: boolean;
	/** The signed-in user has a cloud token. */
	isUserConnected: boolean;
	/** A connected user owns the connection. */
	hasConnectedOwner: boolean;
	offlineMode: OfflineMode;
	isPublic: boolean;
};

/** The cloud account linked to a site user. */
export type WpcomUser = {
	ID: number;
	login: string;
	email: string;
	display_name: string;
};

export type ConnectionPermissions = {
	connect: boolean;
	connect_user: boolean;
	unlink_user: boolean;
	disconnect: boolean;
	manage_options: boolean;
};

export type CurrentUserConnection = {
	isConnected: boolean;
	/** Whether this user owns the connection. */
	isMaster: boolean;
	username: string;
	id: number;
	/** The site's id in the cloud, null while unregistered. */
	blogId: number | null;
	/** Null while the user is not connected. */
	wpcomUser: WpcomUser | null;
	permissions: ConnectionPermissions;
};

/** GET connection/data. */
export type UserConnectionData = {
	currentUser: CurrentUserConnection;
	/** The owner's display name, or null without an owner. */
	connectionOwner: string | null;
};

/** GET connection/test. Failures are ApiErrors (400 `disconnected` or `connection_test_failed`). */
export type ConnectionTestResult = { code: 'success'; message: string };

export type ConnectedPlugin = { name: string; slug: string };

export type SuccessResponse = { code: 'success'; message?: string };

export type UnlinkUserRequest = {
	/** Lets the owner unlink while other users are still connected. */
	force?: boolean;
};

export type ReconnectResponse =
	{ status: 'completed' } | { status: 'in_progress'; authorizeUrl: string };

export type SeenModalResponse = { code: 'success'; seen: true };
