/**
 * Search: plan, settings, index statistics and pricing (sent to the search origin).
 */
export type SearchPlan = {
	supports_search: boolean;
	supports_instant_search: boolean;
	supports_only_classic_search: boolean;
	/** Slug of the product that grants instant search, or null. */
	product_slug: string | null;
	plan_usage: {
		/** Published posts and pages: what the index would hold. */
		num_records: number;
		records_limit: number;
		should_upgrade: boolean;
	};
};

export type SearchSettings = {
	module_active: boolean;
	instant_search_enabled: boolean;
};

export type SearchSettingsUpdate = Partial< SearchSettings >;

export type SearchStats = {
	post_count: number;
	post_type_breakdown: Record< string, number >;
	/** Date of the newest published post or page, or null. */
	last_indexed_date: string | null;
};

export type SearchPricing = {
	currency_code: string;
	/** Monthly price of the tier that fits `record_count`. */
	monthly_price: number;
	yearly_price: number;
	record_count: number;
	tier_maximum_records: number;
};
