/**
 * Plugin updates waiting.
 */
import type { ApiRequester } from '../../requester';
import type { PluginUpdates } from '../../types/admin';

export function createUpdatesEndpoints( api: ApiRequester ) {
	return {
		getPluginUpdates: () => api.get< PluginUpdates >( 'updates/plugins' ),
	};
}
