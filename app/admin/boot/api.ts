/**
 * The admin screen's REST client: the typed client of api-client/ (every endpoint group,
 * connection and admin calls alike), pointed at the host's REST root with the page's nonce.
 */
import { createApiClient, type ApiClient } from '../../../api-client';
import type { AdminBootSettings } from '../../../shared/admin-settings';

export type AdminApi = ApiClient;

export function createAdminApi( settings: AdminBootSettings ): AdminApi {
	const apiRoot = new URL( settings.restRoot, window.location.href ).href;
	return createApiClient( { apiRoot, nonce: settings.nonce } );
}
