/**
 * The provider's product catalogue (GET products, site/products) and the plans (GET plans).
 */
export type BillingTerm = 'month' | 'year';

export type Product = {
	product_id: number;
	product_slug: string;
	product_name: string;
	product_term: BillingTerm;
	/** Price per term, in `currency_code` units (e.g. 119.4). */
	cost: number;
	currency_code: string;
	description: string;
	/** Feature slugs the product grants (e.g. `backups`, `scan`, `instant-search`). */
	features: string[];
};

/** GET products: every product, keyed by product slug. */
export type ProductCatalogue = Record< string, Product >;

export type Plan = {
	product_id: number;
	product_slug: string;
	product_name: string;
	product_name_short: string;
	bill_period: 'yearly' | 'monthly' | 'none';
	cost: number;
	currency_code: string;
	features: string[];
	/** True for the site's current plan (`jetpack_free` until a plan licence is attached). */
	current: boolean;
};
