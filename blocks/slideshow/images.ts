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

/**
 * The original's width and height from `data-aspect-ratio` when it is saved as `width/height`
 * in pixels (as imagesFromMedia writes it); undefined for a bare ratio such as `1.5`.
 * @param value `data-aspect-ratio` as saved
 */
export function sizeFromAspectRatio(
	value: string | undefined
): { width: number; height: number } | undefined {
	const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec( value ?? '' );
	const width = Number( match?.[ 1 ] );
	const height = Number( match?.[ 2 ] );
	return width > 0 && height > 0 ? { width, height } : undefined;
}
