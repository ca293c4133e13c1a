/**
 * The visit counter Jetpack keeps for this block: a `jp-visit-counter` cookie holding how many
 * times this browser has loaded the page (the cookie's path is the page's path). Shared by the
 * view script, which counts, and the server renderer, which reads it. No imports: the view
 * script bundles this file alone.
 */
export const VISIT_COUNTER_COOKIE = 'jp-visit-counter';

/** How long a visitor's count is kept: about six months. */
export const VISIT_COUNTER_MAX_AGE = 60 * 60 * 24 * 182;

export const DEFAULT_THRESHOLD = 3;

/**
 * The count a cookie value stands for, read as PHP's `(int)` reads it: leading digits (with an
 * optional sign), anything else 0.
 * @param value
 */
export function parseVisitCount( value: string | undefined ): number {
	const match = /^\s*([+-]?\d+)/.exec( value ?? '' );
	if ( ! match ) {
		return 0;
	}
	const count = Number( match[ 1 ] );
	return Number.isSafeInteger( count ) ? count : 0;
}

/**
 * Whether the block's content is shown to a visitor who has loaded the page `count` times
 * before this view: from the threshold on ('after-visits'), or only below it ('before-visits').
 * @param criteria
 * @param threshold
 * @param count
 */
export function showsContent(
	criteria: unknown,
	threshold: number,
	count: number
): boolean {
	if ( criteria === 'before-visits' ) {
		return count < threshold;
	}
	if ( criteria === undefined || criteria === 'after-visits' ) {
		return count >= threshold;
	}
	return false;
}

/**
 * The threshold saved in the attributes as a whole number (PHP `(int)` of a number), else the default.
 * @param value
 */
export function thresholdOf( value: unknown ): number {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return Math.trunc( value );
	}
	if ( typeof value === 'string' ) {
		return parseVisitCount( value );
	}
	return DEFAULT_THRESHOLD;
}
