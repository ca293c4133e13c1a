/**
 * Connection calls (spec §7): registration, authorization URL, status and data, test, connect
 * URL, connected plugins, disconnect, unlink, reconnect and the connection-modal flag.
 */
import type { ApiRequester } from '../requester';
import type {
	AuthorizeUrlRequest,
	AuthorizeUrlResponse,
	ConnectedPlugin,
	ConnectionStatus,
	ConnectionTestResult,
	RegisterSiteRequest,
	RegisterSiteResponse,
	ReconnectResponse,
	SeenModalResponse,
	SuccessResponse,
	UnlinkUserRequest,
	UserConnectionData,
} from '../types/connection';

export function createConnectionEndpoints( api: ApiRequester ) {
	return {
		registerSite: ( request: RegisterSiteRequest ) =>
			api.post< RegisterSiteResponse >( 'connection/register', {
				registration_nonce: request.registrationNonce,
				no_iframe: request.noIframe,
				...( request.pluginSlug !== undefined && {
					plugin_slug: request.pluginSlug,
				} ),
				...( request.redirectUri !== undefined && {
					redirect_uri: request.redirectUri,
				} ),
			} ),

		fetchAuthorizeUrl: ( request: AuthorizeUrlRequest ) =>
			api.get< AuthorizeUrlResponse >( 'connection/authorize_url', {
				no_iframe: request.noIframe,
				redirect_uri: request.redirectUri,
			} ),

		fetchConnectionData: () =>
			api.get< UserConnectionData >( 'connection/data' ),

		fetchConnectionStatus: () =>
			api.get< ConnectionStatus >( 'connection' ),

		testConnection: () =>
			api.get< ConnectionTestResult >( 'connection/test' ),

		/** The URL that starts (or continues) connecting: the authorization URL once registered. */
		fetchConnectUrl: () => api.get< string >( 'connection/url' ),

		fetchConnectedPlugins: () =>
			api.get< ConnectedPlugin[] >( 'connection/plugins' ),

		disconnectSite: () =>
			api.post< SuccessResponse >( 'connection', { isActive: false } ),

		unlinkUser: ( request: UnlinkUserRequest = {} ) =>
			api.post< SuccessResponse >( 'connection/user', {
				linked: false,
				...( request.force !== undefined && { force: request.force } ),
			} ),

		reconnect: () =>
			api.post< ReconnectResponse >( 'connection/reconnect' ),

		markSeenWcConnectionModal: () =>
			api.post< SeenModalResponse >( 'seen-wc-connection-modal' ),
	};
}

export type ConnectionEndpoints = ReturnType<
	typeof createConnectionEndpoints
>;
