/**
 * The rules of a star rating, shared by the editor, the saved fallback and the server
 * renderer. Pure functions only: no editor or DOM imports.
 */
import metadata from './block.json';

/** Highest rating the sidebar allows (spec §5 and §9: 2 to 10, default 5). */
export const MIN_MAX_RATING = 2;
export const MAX_MAX_RATING = 10;
export const DEFAULT_MAX_RATING = metadata.attributes.maxRating.default;
export const DEFAULT_RATING = metadata.attributes.rating.default;
export const DEFAULT_ALIGN = metadata.attributes.align.default;

/** Ratings move in half-star steps. */
export const RATING_STEP = 0.5;

export type StarFill = 'full' | 'half' | 'empty';

function toFiniteNumber( value: unknown ): number | undefined {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof number === 'number' && Number.isFinite( number )
		? number
		: undefined;
}

/**
 * A usable highest rating: a whole number from 2 to 10; anything unreadable gives the default.
 * @param value
 */
export function clampMaxRating( value: unknown ): number {
	const number = toFiniteNumber( value );
	if ( number === undefined ) {
		return DEFAULT_MAX_RATING;
	}
	return Math.min(
		MAX_MAX_RATING,
		Math.max( MIN_MAX_RATING, Math.round( number ) )
	);
}

/**
 * A displayable rating: rounded to the nearest half star and kept between 0 and the highest
 * rating; anything unreadable gives the default rating.
 * @param value
 * @param maxRating
 */
export function clampRating( value: unknown, maxRating: number ): number {
	const number = toFiniteNumber( value ) ?? DEFAULT_RATING;
	const halves = Math.round( number / RATING_STEP ) * RATING_STEP;
	return Math.min( maxRating, Math.max( 0, halves ) );
}

/**
 * The rating after a click on the star button worth `clicked`.
 * Clicking another value selects it; clicking the current rating steps down by half, so at
 * the lowest value (half a star) clicks toggle between half and zero.
 * @param current
 * @param clicked
 */
export function nextRating( current: number, clicked: number ): number {
	if ( clicked !== current ) {
		return clicked;
	}
	return Math.max( 0, current - RATING_STEP );
}

/**
 * How each of the `maxRating` stars is drawn for `rating`.
 * @param rating
 * @param maxRating
 */
export function starFills( rating: number, maxRating: number ): StarFill[] {
	return Array.from( { length: maxRating }, ( _, index ): StarFill => {
		const position = index + 1;
		if ( rating >= position ) {
			return 'full';
		}
		return rating >= position - RATING_STEP ? 'half' : 'empty';
	} );
}

/**
 * The star positions the saved fallback prints: every whole position p with
 * 1 <= p < rating + 1 (so 2.5 prints three stars), as Jetpack's saved markup does.
 * Capped at the largest allowed highest rating so odd content cannot blow up the markup.
 * @param rating
 */
export function savedStarPositions( rating: unknown ): number[] {
	const number = toFiniteNumber( rating ) ?? 0;
	const count = Math.min(
		MAX_MAX_RATING,
		Math.max( 0, Math.ceil( number ) )
	);
	return Array.from( { length: count }, ( _, index ) => index + 1 );
}

/**
 * A rating as people read it: "3", "3.5".
 * @param value
 */
export function formatRating( value: number ): string {
	return String( value );
}
