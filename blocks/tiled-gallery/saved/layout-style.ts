/** Which layout a gallery uses, read from its `is-style-…` class (Jetpack's rule). */
import { DEFAULT_LAYOUT, LAYOUT_STYLES, type LayoutStyle } from '../constants';

export function layoutStyleOf( className: string | undefined ): LayoutStyle {
	const tokens = ( className ?? '' ).split( /\s+/ );
	for ( const token of tokens ) {
		const name = token.startsWith( 'is-style-' ) ? token.slice( 9 ) : '';
		if ( ( LAYOUT_STYLES as readonly string[] ).includes( name ) ) {
			return name as LayoutStyle;
		}
	}
	return DEFAULT_LAYOUT;
}

/**
 * The `has-rounded-corners-N` value: 0 … 20, always 0 for circles.
 * @param roundedCorners
 * @param layoutStyle
 */
export function roundedCornersValue(
	roundedCorners: unknown,
	layoutStyle: LayoutStyle
): number {
	if ( layoutStyle === 'circle' ) {
		return 0;
	}
	const value = Math.round( Number( roundedCorners ) );
	return Number.isFinite( value ) ? Math.min( 20, Math.max( 0, value ) ) : 0;
}

/**
 * Where an image links to for the chosen `linkTo`, or '' for no link.
 * @param image
 * @param image.url
 * @param image.link
 * @param image.customLink
 * @param linkTo
 */
export function imageHref(
	image: { url?: string; link?: string; customLink?: string },
	linkTo: string | undefined
): string {
	switch ( linkTo ) {
		case 'media':
			return image.url ?? '';
		case 'attachment':
			return image.link ?? '';
		case 'custom':
			return image.customLink ?? '';
		default:
			return '';
	}
}

export const isBlobUrl = ( url: unknown ) =>
	typeof url === 'string' && url.startsWith( 'blob:' );
