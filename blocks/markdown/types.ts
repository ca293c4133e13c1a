/** Attributes of jetpack/markdown: declared in block.json, plus those its supports add. */
export type MarkdownAttributes = {
	source?: string;
	/**
	 * The rendered HTML as saved in the post (sourced from the inner div): the edit UI sets it
	 * whenever `source` changes; save writes it back as it is, so parsing needs no Markdown
	 * converter and a converter upgrade cannot invalidate saved blocks. Visitors never get it:
	 * render.ts renders `source` again.
	 */
	html?: string;
	align?: string;
	className?: string;
	style?: Record< string, unknown >;
};
