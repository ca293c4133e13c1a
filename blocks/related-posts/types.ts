/** Attributes of jetpack/related-posts (declared in block.json). */
export type RelatedPostsAttributes = {
	postLayout: 'grid' | 'list';
	displayDate: boolean;
	displayThumbnails: boolean;
	displayContext: boolean;
	postsToShow: number;
	align?: string;
	className?: string;
};
