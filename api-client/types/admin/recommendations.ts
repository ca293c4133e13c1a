/**
 * The recommendations assistant: saved answers, the current step, and what it suggests.
 */

/** Saved answers, e.g. `{ 'site-type-store': true }`. */
export type RecommendationsData = Record<
	string,
	string | number | boolean | string[]
>;

export type RecommendationsStep = { step: string };

export type ProductSuggestion = {
	id: number;
	slug: string;
	title: string;
	description: string;
	cost: number;
	currency_code: string;
	billing_timeframe: 'month' | 'year';
};

export type RecommendationsUpsell = {
	product_id: number;
	product_slug: string;
	title: string;
	description: string;
	features: string[];
	cost: number;
	currency_code: string;
	billing_timeframe: 'month' | 'year';
	/** True when the site already has a paid plan or product. */
	hide_upsell: boolean;
};

/** Slugs of the conditional steps that apply to the site now (e.g. `anti-spam`, `backup-plan`). */
export type ConditionalRecommendations = string[];
