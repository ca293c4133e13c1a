/** From what the media upload or library gives to the images the block saves. */
import type { SlideshowImage } from './types';

export type PickedMedia = {
	id?: number;
	url?: string;
	alt?: string;
	caption?: string;
	width?: number;
	height?: number;
	sizes?: Record< string, { url?: string } >;
};

export function imagesFromMedia(
	media: PickedMedia[],
	sizeSlug?: string
): SlideshowImage[] {
	return media
		.filter( ( item ) => !! item.url )
		.map( ( item ) => ( {
			alt: item.alt ?? '',
			caption: item.caption ?? '',
			id: item.id,
			url: ( sizeSlug && item.sizes?.[ sizeSlug ]?.url ) || item.url!,
			aspectRatio:
				item.width && item.height
					? `${ item.width }/${ item.height }`
					: undefined,
		} ) );
}

/** `ids` follows the images: the numeric ids of the saved (not uploading) images. */
export function idsOf( images: SlideshowImage[] ): number[] {
	return images
		.map( ( image ) => Number( image.id ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}
