/**
 * The site and its plan, features, products, purchases, benefits and discount. Answers are
 * `{ code, message, data }`; the request core decodes `data` when it arrives as JSON text.
 */
import type { ApiRequester } from '../../requester';
import type {
	DataEnvelope,
	SiteBenefits,
	SiteData,
	SiteDiscount,
	SiteFeatures,
	SiteProducts,
	SitePurchase,
} from '../../types/admin';

export function createSiteEndpoints( api: ApiRequester ) {
	return {
		fetchSiteData: () => api.get< DataEnvelope< SiteData > >( 'site' ),
		fetchSiteFeatures: () =>
			api.get< DataEnvelope< SiteFeatures > >( 'site/features' ),
		fetchSiteProducts: () =>
			api.get< DataEnvelope< SiteProducts > >( 'site/products' ),
		fetchSitePurchases: () =>
			api.get< DataEnvelope< SitePurchase[] > >( 'site/purchases' ),
		fetchSiteBenefits: () =>
			api.get< DataEnvelope< SiteBenefits > >( 'site/benefits' ),
		fetchSiteDiscount: () =>
			api.get< DataEnvelope< SiteDiscount > >( 'site/discount' ),
	};
}
