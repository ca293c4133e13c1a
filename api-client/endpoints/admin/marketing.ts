/**
 * Marketing surveys.
 */
import type { ApiRequester } from '../../requester';
import type {
	MarketingSurveyRequest,
	MarketingSurveyResult,
} from '../../types/admin';

export function createMarketingEndpoints( api: ApiRequester ) {
	return {
		submitSurvey: ( survey: MarketingSurveyRequest ) =>
			api.post< MarketingSurveyResult >( 'marketing/survey', survey ),
	};
}
