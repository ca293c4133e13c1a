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

/** Attributes as parsed from the block comment, before defaults are applied. */
export type RawAttributes = Record< string, unknown >;

/** A block of the parsed content tree (as @wordpress/block-serialization-default-parser gives it). */
export type BlockNode = {
	blockName: string | null;
	attrs: RawAttributes | null;
	innerBlocks: BlockNode[];
};

/** Where the block being rendered sits in the content; given by the site's render pipeline. */
export type BlockPlace = {
	/** The block itself, with its raw inner blocks. */
	node: BlockNode;
	/** Index path from the content's top level through `innerBlocks`, e.g. `[ 2, 0 ]`. */
	path: number[];
	/** The enclosing blocks, outermost first (`ancestors[ i ]` is at `path.slice( 0, i + 1 )`). */
	ancestors: BlockNode[];
};

/** Per-request state of the contact forms on a page (see server/forms/README.md). */
export type FormsRenderState = {
	/** Where forms post (the no-JavaScript and the JSON submission endpoint). */
	action: string;
	/** A fresh one-time submission token for the form whose key is `formKey`. */
	issueToken: ( formKey: string ) => string;
	/** A submission being answered without JavaScript: the kept input and errors, or the thank-you. */
	submission?: {
		formKey: string;
		values: Record< string, string | string[] >;
		/** Field name → message. */
		errors: Record< string, string >;
		/** A message about the whole submission (rate limit, expired form). */
		formError?: string;
		/** Set when the submission succeeded: replaces the form. */
		thankYouHtml?: string;
	};
};

/** A post the host found related to the one rendered (server/related-posts/). */
export type RelatedPostItem = {
	id: number;
	url: string;
	title: string;
	/** The publication date, formatted with the site's date format. */
	date: string;
	/** Why it is related, e.g. 'In "Travel"'; empty when there is nothing to say. */
	context: string;
	/** The post's first image, when it has one. */
	img: { src: string; alt: string } | null;
};

export type RenderContext = {
	site: SiteLocale & {
		title: string;
		/** Absolute URL of the site root, without a trailing slash. */
		url: string;
	};
	post: { id: number; slug: string; title: string } | null;
	/** Set by the site's pipeline for every block it renders; absent when a renderer is called alone. */
	block?: BlockPlace;
	/** Set on site pages (and REST renders) so forms get tokens and submission state. */
	forms?: FormsRenderState;
	/** Third-party embeds: whether they load at once or wait for the visitor (shared/embed/consent.ts). */
	embeds?: { loadDirectly: boolean };
	/**
	 * The visitor's cookies that blocks may read (only those server/render/render-context.ts
	 * lists, never sign-in cookies); set on site pages. A page whose blocks read them varies by
	 * visitor, so the host keeps it out of shared caches.
	 */
	cookies?: Readonly< Record< string, string > >;
	/** Posts related to the one rendered, most related first; set when its content has a Related Posts block. */
	relatedPosts?: RelatedPostItem[];
};

export type BlockRenderer = (
	attributes: RawAttributes,
	innerHTML: string,
	context: RenderContext
) => string;
