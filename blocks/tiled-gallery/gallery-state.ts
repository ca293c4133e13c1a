/**
 * The editor's rules for the images, as pure functions (spec 002 §4, §5): picking media,
 * moving an image (it swaps with its neighbour and stays selected), removing one (columns are
 * lowered to the new count when they were set), and which controls a layout offers.
 */
import type { LayoutStyle } from './constants';
import type { GalleryImage, TiledGalleryAttributes } from './types';

/** What the media library, MediaPlaceholder and uploads hand back for an image. */
export type PickedMedia = {
	id?: number | string;
	url?: string;
	alt?: string;
	link?: string;
	width?: number;
	height?: number;
	sizes?: { full?: { url?: string; width?: number; height?: number } };
	media_details?: { width?: number; height?: number };
};

export function imageFromMedia( media: PickedMedia ): GalleryImage {
	const full = media.sizes?.full;
	const width = full?.width ?? media.width ?? media.media_details?.width;
	const height = full?.height ?? media.height ?? media.media_details?.height;
	return {
		alt: media.alt ?? '',
		id: media.id !== undefined ? String( media.id ) : undefined,
		url: full?.url ?? media.url,
		...( media.link ? { link: media.link } : {} ),
		...( width ? { width } : {} ),
		...( height ? { height } : {} ),
	};
}

export function imagesFromMedia( media: PickedMedia[] ): GalleryImage[] {
	return media.filter( ( item ) => item.url ).map( imageFromMedia );
}

/**
 * Swaps the image at `from` with its neighbour; undefined when it cannot move that way.
 * @param images
 * @param from
 * @param step   -1 backward, 1 forward
 */
export function moveImage(
	images: GalleryImage[],
	from: number,
	step: -1 | 1
): GalleryImage[] | undefined {
	const to = from + step;
	if ( to < 0 || to >= images.length ) {
		return undefined;
	}
	const next = [ ...images ];
	[ next[ from ], next[ to ] ] = [ next[ to ], next[ from ] ];
	return next;
}

export function removeImage(
	attributes: Pick< TiledGalleryAttributes, 'images' | 'columns' >,
	index: number
): { images: GalleryImage[]; columns?: number } {
	const images = attributes.images.filter( ( _, i ) => i !== index );
	const { columns } = attributes;
	return columns !== undefined && columns > images.length
		? { images, columns: images.length }
		: { images };
}

/**
 * The columns slider: columns, circle and square layouts, more than one image.
 * @param style
 * @param count
 */
export const showsColumns = ( style: LayoutStyle, count: number ) =>
	count > 1 && style !== 'rectangular';

export const showsRoundedCorners = ( style: LayoutStyle ) => style !== 'circle';
