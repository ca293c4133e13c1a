/**
 * GET intro-offers: first-term prices of the products that have one.
 */
export type IntroOffer = {
	product_id: number;
	product_slug: string;
	currency_code: string;
	/** Full price per term. */
	original_price: number;
	/** First-term price. */
	raw_price: number;
	discount_percentage: number;
	interval_unit: 'month' | 'year';
	interval_count: number;
	ineligible_reason: string[] | null;
};
