/**
 * The web application firewall.
 */
import type { ApiRequester } from '../../requester';
import type { WafState, WafUpdate } from '../../types/admin';

export function createWafEndpoints( api: ApiRequester ) {
	return {
		fetchWafSettings: () => api.get< WafState >( 'waf' ),
		updateWafSettings: ( update: WafUpdate ) =>
			api.post< WafState >( 'waf', update ),
	};
}
