/** Attributes of jetpack/rating-star as declared in block.json (defaults applied by the editor). */
export type RatingStarAttributes = {
	rating: number;
	maxRating: number;
	color?: string;
	align: string;
	className?: string;
};
