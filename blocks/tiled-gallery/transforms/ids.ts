/**
 * `ids` is never set by hand: it is always the images' ids, as numbers. Any attribute update
 * goes through `withDerivedIds`; `setAttributes( { ids } )` throws (spec 002 §5).
 */
import type { GalleryImage, TiledGalleryAttributes } from '../types';

export const IDS_ERROR =
	'The "ids" attribute should not be changed directly. It is managed automatically when "images" attribute changes';

export function idsOf( images: GalleryImage[] ): number[] {
	return images
		.map( ( image ) => parseInt( String( image.id ), 10 ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

export function withDerivedIds< T extends Partial< TiledGalleryAttributes > >(
	attributes: T
): T & { ids?: number[] } {
	return Array.isArray( attributes.images )
		? { ...attributes, ids: idsOf( attributes.images ) }
		: attributes;
}

/**
 * The attribute update for `changes`, refusing a direct change of `ids`.
 * @param changes
 */
export function galleryUpdate(
	changes: Partial< TiledGalleryAttributes >
): Partial< TiledGalleryAttributes > {
	if ( 'ids' in changes ) {
		throw new Error( IDS_ERROR );
	}
	return withDerivedIds( changes );
}
