/**
 * What visitors get for a slideshow: the saved markup (the plain list the carousel starts
 * from), each slide image of this site's uploads given `srcset` from the site's image service
 * (widths from min(600, w) to min(2000, w) in steps of 300, spec 002 §9) and `sizes` (the
 * whole width up to the image's own, as WordPress sizes an image). The original's size comes
 * from the slide's `data-aspect-ratio` (`width/height`); slides without it — Jetpack saved
 * none — keep their single `src`. Everything else is left as saved. Pure: no I/O.
 */
import { MAX_IMAGE_SIZE, imageSrcset } from '../../shared/media/image-srcset';
import type { BlockRenderer } from '../../shared/render-context';
import {
	isSiteUpload,
	tagAttributes,
	withSrcset,
} from '../../shared/render/responsive-image';
import { sizeFromAspectRatio } from './images';

const IMG = /<img\b[^>]*>/g;
const SLIDE_IMAGE = 'wp-block-jetpack-slideshow_image';

const renderSlideshow: BlockRenderer = ( _attributes, innerHTML, context ) =>
	innerHTML.replace( IMG, ( tag ) => {
		const attributes = tagAttributes( tag );
		const src = attributes.get( 'src' );
		const size = sizeFromAspectRatio(
			attributes.get( 'data-aspect-ratio' )
		);
		if (
			attributes.has( 'srcset' ) ||
			! ( attributes.get( 'class' ) ?? '' )
				.split( /\s+/ )
				.includes( SLIDE_IMAGE ) ||
			! isSiteUpload( src, context ) ||
			! size
		) {
			return tag;
		}
		const srcset = imageSrcset( src, size.width, size.height, false );
		const shown = Math.min( size.width, MAX_IMAGE_SIZE );
		return srcset
			? withSrcset(
					tag,
					srcset,
					`(max-width: ${ shown }px) 100vw, ${ shown }px`
				)
			: tag;
	} );

export default renderSlideshow;
