/**
 * Stats: totals and a day, week or month series.
 */
import type { ApiRequester } from '../../requester';
import type { StatsData, StatsRange } from '../../types/admin';

export function createStatsEndpoints( api: ApiRequester ) {
	return {
		fetchStatsData: ( range: StatsRange ) =>
			api.get< StatsData >( 'module/stats/data', { range } ),
	};
}
