/**
 * Real images for browser tests that upload (made with sharp, so the site's image handling sees
 * true JPEG data), and a poll for states that settle after an upload.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { editorCanvas, getEditedBlocks } from './editor';

/** A file as playwright's setInputFiles takes it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A plain-coloured JPEG of the given size; `index` varies the colour so images differ.
 * @param name
 * @param index
 * @param width
 * @param height
 */
export async function jpegPhoto(
	name: string,
	index: number,
	width = 900,
	height = 600
): Promise< UploadFile > {
	const buffer = await sharp( {
		create: {
			width,
			height,
			channels: 3,
			background: {
				r: ( 45 * index ) % 256,
				g: 130,
				b: Math.abs( 240 - 35 * index ) % 256,
			},
		},
	} )
		.jpeg()
		.toBuffer();
	return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Waits until `read` answers `expected` (or the time is up), then returns its last answer.
 * @param read
 * @param expected
 * @param timeout
 */
export async function settle< T >(
	read: () => Promise< T >,
	expected: T,
	timeout = 10000
) {
	const end = Date.now() + timeout;
	let value = await read();
	while ( value !== expected && Date.now() < end ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		value = await read();
	}
	return value;
}

/**
 * Puts `files` into the file input of the post's first block (found in the canvas by
 * `blockSelector`, e.g. `.wp-block-jetpack-slideshow`) and waits until that block's `images`
 * are as many as the files and none is still a temporary `blob:` address — each with its media
 * id too, when `withIds`. Answers `uploaded`, or `uploading` when the time ran out.
 * @param page          the editor page
 * @param blockSelector the block's element in the canvas
 * @param files         the uploads
 * @param withIds       wait for every image's media `id` as well
 */
export async function uploadIntoFirstBlock(
	page: Page,
	blockSelector: string,
	files: UploadFile[],
	withIds = false
): Promise< 'uploaded' | 'uploading' > {
	await editorCanvas( page )
		.locator( `${ blockSelector } input[type="file"]` )
		.setInputFiles( files );
	return settle(
		async () => {
			const [ block ] = await getEditedBlocks( page );
			const images = ( block?.attributes.images ?? [] ) as Array< {
				url: string;
				id?: number;
			} >;
			return images.length === files.length &&
				images.every(
					( image ) =>
						! image.url.startsWith( 'blob:' ) &&
						( ! withIds || image.id )
				)
				? 'uploaded'
				: 'uploading';
		},
		'uploaded',
		30000
	);
}
