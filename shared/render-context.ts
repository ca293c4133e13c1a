/**
 * What the site host hands to a block's server renderer (`blocks/<slug>/render.ts`).
 *
 * A renderer is a pure function of the block's attributes, its saved inner HTML and this
 * context: it performs no I/O, so it can run in the server, in tests and in benchmarks alike.
 */
export type SiteLocale = {
	/** WordPress locale code, e.g. `en_US`, `fr_FR`. */
	locale: string;
	/** 0 = Sunday … 6 = Saturday, as WordPress's `start_of_week` option. */
	startOfWeek: number;
	/** PHP-style time format, as WordPress's `time_format` option (default `g:i a`). */
	timeFormat: string;
	/** PHP-style date format, as WordPress's `date_format` option (default `F j, Y`). */
	dateFormat: string;
};

export type RenderContext = {
	site: SiteLocale & {
		title: string;
		/** Absolute URL of the site root, without a trailing slash. */
		url: string;
	};
	post: { id: number; slug: string; title: string } | null;
};

/** Attributes as parsed from the block comment, before defaults are applied. */
export type RawAttributes = Record< string, unknown >;

export type BlockRenderer = (
	attributes: RawAttributes,
	innerHTML: string,
	context: RenderContext
) => string;
