/**
 * Introductory offers.
 */
import type { ApiRequester } from '../../requester';
import type { IntroOffer } from '../../types/admin';

export function createIntroOffersEndpoints( api: ApiRequester ) {
	return {
		fetchIntroOffers: () => api.get< IntroOffer[] >( 'intro-offers' ),
	};
}
