/**
 * The part of the REST client (api-client/) the connection store uses, and how its errors are kept
 * in the state.
 */
import { ApiError, type ApiClient } from '../../api-client';
import type { StoredError } from './types';

export type ConnectionClient = Pick<
	ApiClient,
	| 'registerSite'
	| 'fetchAuthorizeUrl'
	| 'fetchConnectionStatus'
	| 'fetchConnectionData'
	| 'fetchConnectedPlugins'
	| 'testConnection'
	| 'disconnectSite'
	| 'unlinkUser'
	| 'reconnect'
	| 'fetchTrackingSettings'
	| 'updateTrackingSettings'
>;

/**
 * What is kept of an error: the client's message ("{server message} (Status {code})" for a
 * server refusal), the server's code and the HTTP status.
 * @param error what the client threw
 */
export function toStoredError( error: unknown ): StoredError {
	if ( error instanceof ApiError ) {
		return {
			message: error.message,
			code: error.code,
			status: error.status,
		};
	}
	if ( error instanceof Error ) {
		return { message: error.message, code: error.name };
	}
	return { message: String( error ) };
}
