/**
 * Search, sent to the search origin.
 */
import type { ApiRequester } from '../../requester';
import type {
	SearchPlan,
	SearchPricing,
	SearchSettings,
	SearchSettingsUpdate,
	SearchStats,
} from '../../types/admin';

export function createSearchEndpoints( api: ApiRequester ) {
	return {
		fetchSearchPlanInfo: () => api.searchGet< SearchPlan >( 'search/plan' ),
		fetchSearchSettings: () =>
			api.searchGet< SearchSettings >( 'search/settings' ),
		updateSearchSettings: ( update: SearchSettingsUpdate ) =>
			api.searchPost< SearchSettings >( 'search/settings', update ),
		fetchSearchStats: () => api.searchGet< SearchStats >( 'search/stats' ),
		fetchSearchPricing: () =>
			api.searchGet< SearchPricing >( 'search/pricing' ),
	};
}
