/**
 * The admin screen's REST client: the typed client of api-client/ with every admin endpoint
 * group, pointed at the host's REST root with the page's nonce.
 */
import { createApiClient, type ApiClient } from '../../../api-client';
import {
	createAdminEndpoints,
	type AdminEndpoints,
} from '../../../api-client/endpoints/admin';
import type { AdminBootSettings } from '../../../shared/admin-settings';

export type AdminApi = ApiClient & AdminEndpoints;

export function createAdminApi( settings: AdminBootSettings ): AdminApi {
	const apiRoot = new URL( settings.restRoot, window.location.href ).href;
	const client = createApiClient( { apiRoot, nonce: settings.nonce } );
	return { ...client, ...createAdminEndpoints( client.requester ) };
}
