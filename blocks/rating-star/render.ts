/**
 * What visitors get for a star rating: `maxRating` stars drawn as inline SVG, hidden from
 * assistive technology, and the rating as visually hidden text for screen readers.
 * The saved fallback (innerHTML) is replaced entirely. Pure: no editor imports, no I/O.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { BlockRenderer, RawAttributes } from '../../shared/render-context';
import {
	blockClassName,
	customClassNames,
} from '../../shared/render/class-names';
import { safeColor } from '../../shared/render/color';
import { markup, raw } from '../../shared/render/html';
import metadata from './block.json';
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

/**
 * The wrapper's classes: block class, style variation, the author's classes, alignment.
 * @param attributes
 */
export function wrapperClasses( attributes: RawAttributes ): string {
	const custom = customClassNames( attributes.className );
	const hasStyle = custom.some( ( name ) => name.startsWith( 'is-style-' ) );
	const align =
		typeof attributes.align === 'string' &&
		ALIGNMENTS.includes( attributes.align )
			? attributes.align
			: DEFAULT_ALIGN;
	return [
		blockClassName( metadata.name ),
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
	const color = safeColor( attributes.color );
	const label = sprintf(
		/* translators: 1: the rating, e.g. 3.5; 2: the highest possible rating, e.g. 5. */
		__( 'Rating: %1$s out of %2$s.', 'jetpack' ),
		formatRating( rating ),
		formatRating( maxRating )
	);
	const stars = starFills( rating, maxRating ).map( starSvg ).join( '' );

	return markup`<figure class="${ wrapperClasses( attributes ) }"><span class="wp-block-jetpack-rating-star__stars" aria-hidden="true"${ color ? markup` style="color:${ color }"` : '' }>${ raw( stars ) }</span><span class="wp-block-jetpack-rating-star__label screen-reader-text">${ label }</span></figure>`.toString();
};

export default renderRatingStar;
