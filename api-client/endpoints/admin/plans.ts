/**
 * The plans, with the site's current one marked.
 */
import type { ApiRequester } from '../../requester';
import type { Plan } from '../../types/admin';

export function createPlansEndpoints( api: ApiRequester ) {
	return {
		fetchPlans: () => api.get< Plan[] >( 'plans' ),
	};
}
