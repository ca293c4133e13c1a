/**
 * Producing one resized image with sharp (libvips). Never enlarges past the original: every
 * target box is scaled down, keeping its proportions, until it fits the original's size.
 */
import sharp from 'sharp';
import type { ImageMime } from '../image-info';
import type { ResizeRequest } from './params';

/** Decompression-bomb guard: larger originals are refused, not decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

type Size = { width: number; height: number };

/**
 * `box` scaled down (never up) so that it fits inside `original`, proportions kept.
 * @param box
 * @param original
 */
export function fitBox( box: Size, original: Size ): Size {
	const scale = Math.min(
		1,
		original.width / box.width,
		original.height / box.height
	);
	return {
		width: Math.max( 1, Math.round( box.width * scale ) ),
		height: Math.max( 1, Math.round( box.height * scale ) ),
	};
}

export async function transformImage(
	data: Buffer,
	mime: ImageMime,
	original: Size,
	request: ResizeRequest
): Promise< Buffer > {
	let image = sharp( data, {
		limitInputPixels: MAX_INPUT_PIXELS,
		animated: mime === 'image/gif' || mime === 'image/webp',
	} ).rotate();
	if ( request.unletterbox ) {
		image = image.trim();
	}
	if ( request.crop ) {
		const { width, height } = fitBox( request.crop, original );
		image = image.resize( width, height, {
			fit: 'cover',
			position: 'attention',
		} );
	} else if ( request.letterbox ) {
		const { width, height } = fitBox( request.letterbox, original );
		image = image.resize( width, height, {
			fit: 'contain',
			background: { r: 0, g: 0, b: 0, alpha: 1 },
		} );
	} else if ( request.width || request.height ) {
		image = image.resize( request.width, request.height, {
			fit: 'inside',
			withoutEnlargement: true,
		} );
	}
	if ( ! request.stripInfo ) {
		image = image.keepMetadata();
	}
	switch ( mime ) {
		case 'image/png':
			return image.png().toBuffer();
		case 'image/gif':
			return image.gif().toBuffer();
		case 'image/webp':
			return image.webp().toBuffer();
		default:
			return image.jpeg( { quality: 85, mozjpeg: true } ).toBuffer();
	}
}
