/**
 * Giving saved `<img>` tags the site image service's `srcset` and `sizes` on the way to
 * visitors (the tiled gallery and the slideshow): reading a tag's attributes, telling this
 * site's uploads from other images, and adding the two attributes while leaving everything
 * else in the tag — alt text included — byte for byte as saved. Pure.
 */
import type { RenderContext } from '../render-context';
import { isSafeUrl } from '../url/policy';
import { decodeEntities } from './entities';
import { escapeAttribute } from './escape';

const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?/g;

/**
 * A tag's attributes by lower-case name, their values decoded.
 * @param tag e.g. `<img alt="A &amp; B" src="/a.jpg">`
 */
export function tagAttributes( tag: string ): Map< string, string > {
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
 * True for an image of this site's uploads (absolute on the site, or root-relative) that the
 * URL policy lets through: the only images the site's image service resizes.
 * @param url     the image's address
 * @param context the render context (the site's address)
 */
export function isSiteUpload(
	url: string | undefined,
	context: RenderContext
): url is string {
	if ( ! url ) {
		return false;
	}
	const site = context.site.url.replace( /\/+$/, '' );
	return (
		isSafeUrl( url, 'image' ) &&
		! /[\s"'<>]/.test( url ) &&
		( url.startsWith( `${ site }/wp-content/uploads/` ) ||
			url.startsWith( '/wp-content/uploads/' ) )
	);
}

/**
 * The tag with `srcset` and `sizes` added before its end (`>` or `/>`).
 * @param tag    an `<img …>` tag as saved
 * @param srcset the candidates
 * @param sizes  the sizes attribute
 */
export function withSrcset( tag: string, srcset: string, sizes: string ) {
	const end = tag.endsWith( '/>' ) ? tag.length - 2 : tag.length - 1;
	return `${ tag.slice( 0, end ).trimEnd() } srcset="${ escapeAttribute(
		srcset
	) }" sizes="${ escapeAttribute( sizes ) }"${ tag.slice( end ) }`;
}
