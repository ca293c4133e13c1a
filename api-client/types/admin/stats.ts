/**
 * GET module/stats/data?range=day|week|month: general totals plus one series for the range.
 * Views come from recorded views (0 when none were recorded); posts count published posts.
 */
export type StatsRange = 'day' | 'week' | 'month';

export type StatsGeneral = {
	/** Today (UTC), YYYY-MM-DD. */
	date: string;
	stats: {
		views: number;
		views_today: number;
		/** Day with the most views, or null when none were recorded. */
		views_best_day: string | null;
		views_best_day_total: number;
		posts: number;
	};
};

/** A row is [ period, views, posts ]; periods are YYYY-MM-DD (day, week start Monday) or YYYY-MM. */
export type StatsSeriesRow = [ string, number, number ];

export type StatsSeries = {
	date: string;
	unit: StatsRange;
	fields: [ 'period', 'views', 'posts' ];
	/** Oldest first: 30 days, 14 weeks or 12 months ending with the current one. */
	data: StatsSeriesRow[];
};

export type StatsData = {
	general: StatsGeneral;
} & Partial< Record< StatsRange, StatsSeries > >;
