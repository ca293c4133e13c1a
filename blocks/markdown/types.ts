/** Attributes of jetpack/markdown: declared in block.json, plus those its supports add. */
export type MarkdownAttributes = {
	source?: string;
	align?: string;
	className?: string;
	style?: Record< string, unknown >;
};
