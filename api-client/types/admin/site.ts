/**
 * GET site and its sub-resources. The server sends most of these as JSON text inside a `data`
 * field; the request core decodes it, and these types describe the decoded value.
 */
import type { Product } from './products';

export type SitePlan = {
	product_id: number;
	product_slug: string;
	product_name: string;
	product_name_short: string;
	is_free: boolean;
	features: SiteFeatures;
};

export type SiteFeatures = {
	/** Features the site has now. */
	active: string[];
	/** Every feature, with the plan and product slugs that grant it. */
	available: Record< string, string[] >;
};

/** GET site. */
export type SiteData = {
	/** The site's ID at the provider's cloud once registered, else null. */
	ID: number | null;
	name: string;
	description: string;
	URL: string;
	jetpack: true;
	is_multisite: false;
	plan: SitePlan;
	/** Products (not plans) the site has through attached licences. */
	products: Array<
		Pick< Product, 'product_id' | 'product_slug' | 'product_name' >
	>;
	options: { admin_url: string; timezone: string; language: string };
};

/** GET site/products: the catalogue, each product marked when the site has it. */
export type SiteProducts = Record< string, Product & { purchased: boolean } >;

export type SitePurchase = {
	ID: number;
	product_id: number;
	product_slug: string;
	product_name: string;
	/** ISO 8601 (UTC). */
	subscribed_date: string;
	expiry_date: string;
	expiry_status: 'active' | 'expired';
	active: boolean;
	/** Licence that brought the purchase. */
	license_key: string;
};

/** What the provider did for the site, shown before disconnecting. All counts are real. */
export type SiteBenefits = {
	/** Failed sign-ins stopped in the current rate-limit windows. */
	protect_blocked_attempts: number;
	/** Post views recorded by the stats module. */
	stats_views: number;
	published_posts: number;
	akismet_spam: number;
};

/** GET site/discount (the `data` field is an object, not JSON text). */
export type SiteDiscount = {
	code: string | null;
	/** Percentage off, 0 when there is no discount. */
	discount: number;
	is_used: boolean;
	expiry_date: string | null;
};
