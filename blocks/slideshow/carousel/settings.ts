/**
 * What a saved slideshow asks for, read from its data attributes, and whether autoplay really
 * runs: never when the visitor prefers reduced motion; the delay kept to 1–5 s.
 */
export const DELAY_MIN = 1;
export const DELAY_MAX = 5;
export const DELAY_DEFAULT = 3;

export function clampDelay( value: unknown ): number {
	const delay = Number( value );
	if ( ! Number.isFinite( delay ) ) {
		return DELAY_DEFAULT;
	}
	return Math.min( DELAY_MAX, Math.max( DELAY_MIN, delay ) );
}

export type CarouselSettings = {
	autoplay: boolean;
	/** Seconds between slides. */
	delay: number;
	effect: 'slide' | 'fade';
};

export function readSettings(
	block: HTMLElement,
	prefersReducedMotion: boolean
): CarouselSettings {
	// The older save kept the data attributes on a div inside the block wrapper.
	const holder =
		block.querySelector< HTMLElement >( ':scope > div[data-effect]' ) ??
		block;
	return {
		autoplay: holder.dataset.autoplay === 'true' && ! prefersReducedMotion,
		delay: clampDelay( holder.dataset.delay ?? DELAY_DEFAULT ),
		effect: holder.dataset.effect === 'fade' ? 'fade' : 'slide',
	};
}
