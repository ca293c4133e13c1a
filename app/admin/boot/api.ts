/**
 * The admin screen's REST client: the typed client of api-client/ (every endpoint group,
 * connection and admin calls alike). The page's apiFetch is pointed at the host first — root
 * URL, nonce and fresh-nonce endpoint, the middlewares WordPress registers on its own admin
 * pages — and the client sends its paths through it.
 */
import {
	configureApiFetch,
	createApiClient,
	type ApiClient,
} from '../../../api-client';
import type { AdminBootSettings } from '../../../shared/admin-settings';

export type AdminApi = ApiClient;

export function createAdminApi( settings: AdminBootSettings ): AdminApi {
	configureApiFetch( {
		root: new URL( settings.restRoot, window.location.href ).href,
		nonce: settings.nonce,
		nonceEndpoint: new URL(
			'admin-ajax.php?action=rest-nonce',
			new URL( settings.adminUrl, window.location.href )
		).href,
	} );
	return createApiClient();
}
