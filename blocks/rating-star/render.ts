/**
 * What visitors get for a star rating: `maxRating` stars drawn as inline SVG, hidden from
 * assistive technology, and the rating as visually hidden text for screen readers.
 * The saved fallback (innerHTML) is replaced entirely. Pure: no editor imports, no I/O.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { BlockRenderer, RawAttributes } from '../../shared/render-context';
import { sanitizeCssColor } from './css-color';
import {
	DEFAULT_ALIGN,
	clampMaxRating,
	clampRating,
	formatRating,
	starFills,
	type StarFill,
} from './rating';
import {
	HALF_STAR_PATH,
	STAR_BACK_CLASS,
	STAR_CLASS,
	STAR_FRONT_CLASS,
	STAR_PATH,
	STAR_VIEW_BOX,
} from './star-shape';

const ALIGNMENTS = [ 'left', 'center', 'right' ];

function escapeHtml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' );
}

/**
 * The wrapper's classes: block class, style variation, the author's classes, alignment.
 * @param attributes
 */
export function wrapperClasses( attributes: RawAttributes ): string {
	const custom =
		typeof attributes.className === 'string'
			? attributes.className.split( /\s+/ ).filter( Boolean )
			: [];
	const hasStyle = custom.some( ( name ) => name.startsWith( 'is-style-' ) );
	const align =
		typeof attributes.align === 'string' &&
		ALIGNMENTS.includes( attributes.align )
			? attributes.align
			: DEFAULT_ALIGN;
	return [
		'wp-block-jetpack-rating-star',
		...( hasStyle ? [] : [ 'is-style-filled' ] ),
		...custom,
		`has-text-align-${ align }`,
	].join( ' ' );
}

function starSvg( fill: StarFill ): string {
	const front =
		fill === 'empty'
			? ''
			: `<path class="${ STAR_FRONT_CLASS }" d="${
					fill === 'full' ? STAR_PATH : HALF_STAR_PATH
				}"></path>`;
	return (
		`<svg class="${ STAR_CLASS } is-${ fill }" viewBox="${ STAR_VIEW_BOX }" width="24" height="24" focusable="false">` +
		`<path class="${ STAR_BACK_CLASS }" d="${ STAR_PATH }"></path>${ front }</svg>`
	);
}

const renderRatingStar: BlockRenderer = ( attributes ) => {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const color = sanitizeCssColor( attributes.color );
	const colorStyle = color ? ` style="color:${ escapeHtml( color ) }"` : '';
	const label = sprintf(
		/* translators: 1: the rating, e.g. 3.5; 2: the highest possible rating, e.g. 5. */
		__( 'Rating: %1$s out of %2$s.', 'jetpack' ),
		formatRating( rating ),
		formatRating( maxRating )
	);
	const stars = starFills( rating, maxRating ).map( starSvg ).join( '' );

	return (
		`<figure class="${ escapeHtml( wrapperClasses( attributes ) ) }">` +
		`<span class="wp-block-jetpack-rating-star__stars" aria-hidden="true"${ colorStyle }>${ stars }</span>` +
		`<span class="wp-block-jetpack-rating-star__label screen-reader-text">${ escapeHtml(
			label
		) }</span>` +
		'</figure>'
	);
};

export default renderRatingStar;
