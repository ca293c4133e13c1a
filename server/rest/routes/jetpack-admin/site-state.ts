/**
 * What the site has: its plan (the highest plan among attached licences, else Free), the
 * products it owns and the features all of them grant.
 */
import type { SiteDb } from '../../../db/schema';
import type { SiteFeatures } from '../../../../api-client/types/admin';
import { CATALOGUE, FREE_PLAN, type CatalogueEntry } from './catalogue';
import { attachedEntries } from './licenses-repo';

export type SiteOwnership = {
	plan: CatalogueEntry;
	products: CatalogueEntry[];
	features: string[];
};

export async function siteOwnership( db: SiteDb ): Promise< SiteOwnership > {
	const owned = await attachedEntries( db );
	const plan = owned
		.filter( ( entry ) => entry.kind === 'plan' )
		.reduce(
			( best, entry ) => ( entry.rank > best.rank ? entry : best ),
			FREE_PLAN
		);
	const products = owned.filter( ( entry ) => entry.kind === 'product' );
	const features = new Set( plan.features );
	for ( const product of products ) {
		product.features.forEach( ( feature ) => features.add( feature ) );
	}
	return { plan, products, features: [ ...features ].sort() };
}

export function hasFeature(
	ownership: SiteOwnership,
	feature: string
): boolean {
	return ownership.features.includes( feature );
}

export function siteFeatures( ownership: SiteOwnership ): SiteFeatures {
	const available: Record< string, string[] > = {};
	for ( const entry of CATALOGUE ) {
		for ( const feature of entry.features ) {
			( available[ feature ] ??= [] ).push( entry.product_slug );
		}
	}
	return { active: ownership.features, available };
}

/**
 * The plan or product that gives the site instant search, or null.
 * @param db
 */
export async function instantSearchProduct(
	db: SiteDb
): Promise< string | null > {
	const { plan, products } = await siteOwnership( db );
	const owner = [ plan, ...products ].find( ( entry ) =>
		entry.features.includes( 'instant-search' )
	);
	return owner?.product_slug ?? null;
}
