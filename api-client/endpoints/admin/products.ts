/**
 * The product catalogue.
 */
import type { ApiRequester } from '../../requester';
import type { ProductCatalogue } from '../../types/admin';

export function createProductsEndpoints( api: ApiRequester ) {
	return {
		fetchProducts: () => api.get< ProductCatalogue >( 'products' ),
	};
}
