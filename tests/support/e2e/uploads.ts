/**
 * Real images for browser tests that upload (made with sharp, so the site's image handling sees
 * true JPEG data), and a poll for states that settle after an upload.
 */
import sharp from 'sharp';

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
