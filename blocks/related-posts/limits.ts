/** Related Posts limits (spec 001 §5, §9). */
export const MIN_POSTS = 1;
export const MAX_POSTS = 6;
export const DEFAULT_POSTS = 3;

/**
 * How many posts to show for a saved `postsToShow`: a whole number within 1–6, else the default.
 * @param value
 */
export function postsToShowOf( value: unknown ): number {
	const count =
		typeof value === 'number' && Number.isFinite( value )
			? Math.trunc( value )
			: DEFAULT_POSTS;
	return Math.min( MAX_POSTS, Math.max( MIN_POSTS, count ) );
}

/**
 * The rows the posts are laid out in: 2, 4 and 5 posts make a row of 2 then the rest; any
 * other count makes rows of 3.
 * @param count
 */
export function rowSizes( count: number ): number[] {
	if ( count <= 0 ) {
		return [];
	}
	if ( count === 2 || count === 4 || count === 5 ) {
		return [ 2, count - 2 ].filter( ( size ) => size > 0 );
	}
	const rows: number[] = [];
	for ( let left = count; left > 0; left -= 3 ) {
		rows.push( Math.min( 3, left ) );
	}
	return rows;
}
