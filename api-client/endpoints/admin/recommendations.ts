/**
 * The recommendations assistant.
 */
import type { ApiRequester } from '../../requester';
import type {
	ConditionalRecommendations,
	ProductSuggestion,
	RecommendationsData,
	RecommendationsStep,
	RecommendationsUpsell,
} from '../../types/admin';

export function createRecommendationsEndpoints( api: ApiRequester ) {
	return {
		fetchRecommendationsData: () =>
			api.get< RecommendationsData >( 'recommendations/data' ),
		fetchRecommendationsProductSuggestions: () =>
			api.get< ProductSuggestion[] >(
				'recommendations/product-suggestions'
			),
		fetchRecommendationsUpsell: () =>
			api.get< RecommendationsUpsell >( 'recommendations/upsell' ),
		fetchRecommendationsConditional: () =>
			api.get< ConditionalRecommendations >(
				'recommendations/conditional'
			),
		/** Replaces every saved answer. */
		saveRecommendationsData: ( data: RecommendationsData ) =>
			api.post< RecommendationsData >( 'recommendations/data', { data } ),
		fetchRecommendationsStep: () =>
			api.get< RecommendationsStep >( 'recommendations/step' ),
		updateRecommendationsStep: ( step: string ) =>
			api.post< RecommendationsStep >( 'recommendations/step', { step } ),
	};
}
