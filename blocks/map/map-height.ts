/**
 * Map height rules: at least 400 px in steps of 10; without a chosen height, 3/4 of the width,
 * at most 80% of the window.
 */
export const MIN_HEIGHT = 400;
export const HEIGHT_STEP = 10;

/**
 * The height to store from what the author typed; undefined (automatic) for a non-number.
 * @param value the field's value
 */
export function normaliseHeight( value: unknown ): number | undefined {
	if ( value === '' || value === null || value === undefined ) {
		return undefined;
	}
	const height = Number( value );
	if ( ! Number.isFinite( height ) ) {
		return undefined;
	}
	return Math.max(
		MIN_HEIGHT,
		Math.round( height / HEIGHT_STEP ) * HEIGHT_STEP
	);
}

export function displayedHeight(
	mapHeight: number | undefined,
	width: number,
	windowHeight: number
): number {
	if ( mapHeight ) {
		return mapHeight;
	}
	return Math.round( Math.min( ( width * 3 ) / 4, windowHeight * 0.8 ) );
}
