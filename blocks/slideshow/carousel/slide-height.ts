/**
 * How tall the slideshow is: as tall as its first image at the slideshow's width, but never
 * taller than a 16:9 frame (so portrait photos do not push the page down) nor than 80% of the
 * window; 600 px stands in for the window where there is none.
 */
export const WIDEST_FRAME = 16 / 9;
export const WINDOW_SHARE = 0.8;
export const FALLBACK_WINDOW_LIMIT = 600;

/**
 * width / height of a saved ratio: a number (`1.5`) or a fraction (`4/3`); undefined when unusable.
 * @param value `data-aspect-ratio` as saved
 */
export function parseAspectRatio( value: string | undefined | null ) {
	if ( ! value ) {
		return undefined;
	}
	const [ a, b ] = value
		.split( '/' )
		.map( ( part ) => Number( part.trim() ) );
	const ratio = b === undefined ? a : a / b;
	return Number.isFinite( ratio ) && ratio > 0 ? ratio : undefined;
}

export function slideshowHeight( {
	width,
	imageRatio,
	windowHeight,
}: {
	/** The slideshow's width in px. */
	width: number;
	/** width / height of the first image, if known. */
	imageRatio?: number;
	/** The window's inner height, if there is a window. */
	windowHeight?: number;
} ): number {
	const ratio = Math.max( imageRatio ?? WIDEST_FRAME, WIDEST_FRAME );
	const limit =
		windowHeight && windowHeight > 0
			? windowHeight * WINDOW_SHARE
			: FALLBACK_WINDOW_LIMIT;
	return Math.round( Math.min( width / ratio, limit ) );
}
