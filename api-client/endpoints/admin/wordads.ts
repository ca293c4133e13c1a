/**
 * WordAds settings.
 */
import type { ApiRequester } from '../../requester';
import type { WordAdsSettings, WordAdsSettingsUpdate } from '../../types/admin';

export function createWordAdsEndpoints( api: ApiRequester ) {
	return {
		fetchWordAdsSettings: () =>
			api.get< WordAdsSettings >( 'wordads/settings' ),
		updateWordAdsSettings: ( update: WordAdsSettingsUpdate ) =>
			api.post< WordAdsSettings >( 'wordads/settings', update ),
	};
}
