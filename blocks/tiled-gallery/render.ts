/**
 * What visitors get for a tiled gallery: the saved markup, each image of this site's uploads
 * given `srcset` (the image service, square crops for circles and squares) and `sizes` (its
 * column's share of the row; the whole width on phones). Everything else is left as saved, so
 * alt text stays as the author wrote it. Pure: no I/O.
 */
import type { BlockRenderer, RenderContext } from '../../shared/render-context';
import { decodeEntities } from '../../shared/render/entities';
import { escapeAttribute } from '../../shared/render/escape';
import { isSafeUrl } from '../../shared/url/policy';
import { imageSrcset } from './srcset';

const TOKENS =
	/<div class="tiled-gallery__row(?: columns-(\d+))?">|<div class="tiled-gallery__col"(?: style="flex-basis:\s*([\d.]+)%;?")?>|<img\b[^>]*>/g;
const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?/g;

function attributesOf( tag: string ): Map< string, string > {
	const found = new Map< string, string >();
	for ( const match of tag.matchAll( ATTRIBUTE ) ) {
		found.set(
			match[ 1 ].toLowerCase(),
			decodeEntities( match[ 2 ] ?? '' )
		);
	}
	return found;
}

/**
 * True for a URL of this site's uploads (absolute on the site, or root-relative).
 * @param url
 * @param context
 */
function isSiteUpload( url: string, context: RenderContext ): boolean {
	const site = context.site.url.replace( /\/+$/, '' );
	return (
		isSafeUrl( url, 'image' ) &&
		! /[\s"'<>]/.test( url ) &&
		( url.startsWith( `${ site }/wp-content/uploads/` ) ||
			url.startsWith( '/wp-content/uploads/' ) )
	);
}

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
			const attributes = attributesOf( token );
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
			const sizes = `(max-width: 600px) 100vw, ${ vw }vw`;
			const end = token.endsWith( '/>' )
				? token.length - 2
				: token.length - 1;
			return `${ token.slice( 0, end ).trimEnd() } srcset="${ escapeAttribute(
				srcset
			) }" sizes="${ sizes }"${ token.slice( end ) }`;
		}
	);
};

export default renderTiledGallery;
