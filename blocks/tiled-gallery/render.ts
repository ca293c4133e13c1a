/**
 * What visitors get for a tiled gallery: the saved markup, each image of this site's uploads
 * given `srcset` (the image service, square crops for circles and squares) and `sizes` (its
 * column's share of the row; the whole width on phones). Everything else is left as saved, so
 * alt text stays as the author wrote it. Pure: no I/O.
 */
import { imageSrcset } from '../../shared/media/image-srcset';
import type { BlockRenderer } from '../../shared/render-context';
import {
	isSiteUpload,
	tagAttributes,
	withSrcset,
} from '../../shared/render/responsive-image';

const TOKENS =
	/<div class="tiled-gallery__row(?: columns-(\d+))?">|<div class="tiled-gallery__col"(?: style="flex-basis:\s*([\d.]+)%;?")?>|<img\b[^>]*>/g;

const renderTiledGallery: BlockRenderer = (
	_attributes,
	innerHTML,
	context
) => {
	const square = /\bis-style-(?:square|circle)\b/.test(
		/class="([^"]*)"/.exec( innerHTML )?.[ 1 ] ?? ''
	);
	let share = 100;
	return innerHTML.replace(
		TOKENS,
		( token, columns?: string, basis?: string ) => {
			if ( token.startsWith( '<div class="tiled-gallery__row' ) ) {
				share = columns ? 100 / Number( columns ) : 100;
				return token;
			}
			if ( token.startsWith( '<div' ) ) {
				if ( basis ) {
					share = Number( basis );
				}
				return token;
			}
			const attributes = tagAttributes( token );
			const url = attributes.get( 'data-url' ) ?? '';
			if (
				attributes.has( 'srcset' ) ||
				! isSiteUpload( url, context )
			) {
				return token;
			}
			const srcset = imageSrcset(
				url,
				Number( attributes.get( 'data-width' ) ),
				Number( attributes.get( 'data-height' ) ),
				square
			);
			if ( ! srcset ) {
				return token;
			}
			const vw = Math.max( 1, Math.min( 100, Math.round( share ) ) );
			return withSrcset(
				token,
				srcset,
				`(max-width: 600px) 100vw, ${ vw }vw`
			);
		}
	);
};

export default renderTiledGallery;
