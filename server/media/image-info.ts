/**
 * Recognises JPEG, PNG, GIF and WebP by their magic bytes and reads their pixel size from the
 * file header — no image library, no trust in the client's Content-Type or file name.
 */
/* eslint-disable no-bitwise -- Image headers are bit fields: reading them needs bitwise operators. */
export type ImageInfo = {
	mime: ImageMime;
	extension: string;
	width: number;
	height: number;
};
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export const ALLOWED_IMAGE_TYPES: Record< ImageMime, string[] > = {
	'image/jpeg': [ 'jpg', 'jpeg', 'jpe' ],
	'image/png': [ 'png' ],
	'image/gif': [ 'gif' ],
	'image/webp': [ 'webp' ],
};

function png( data: Buffer ): ImageInfo | null {
	const signature = Buffer.from( [
		0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
	] );
	if (
		data.length < 24 ||
		! data.subarray( 0, 8 ).equals( signature ) ||
		data.toString( 'latin1', 12, 16 ) !== 'IHDR'
	) {
		return null;
	}
	return {
		mime: 'image/png',
		extension: 'png',
		width: data.readUInt32BE( 16 ),
		height: data.readUInt32BE( 20 ),
	};
}

function gif( data: Buffer ): ImageInfo | null {
	const header = data.toString( 'latin1', 0, 6 );
	if ( data.length < 10 || ( header !== 'GIF87a' && header !== 'GIF89a' ) ) {
		return null;
	}
	return {
		mime: 'image/gif',
		extension: 'gif',
		width: data.readUInt16LE( 6 ),
		height: data.readUInt16LE( 8 ),
	};
}

/**
 * Walks the JPEG markers up to the first start-of-frame, which holds the size.
 * @param data
 */
function jpeg( data: Buffer ): ImageInfo | null {
	if (
		data.length < 4 ||
		data[ 0 ] !== 0xff ||
		data[ 1 ] !== 0xd8 ||
		data[ 2 ] !== 0xff
	) {
		return null;
	}
	let offset = 2;
	while ( offset + 9 < data.length ) {
		if ( data[ offset ] !== 0xff ) {
			return null;
		}
		const marker = data[ offset + 1 ];
		if ( marker === 0xff ) {
			offset++;
			continue;
		}
		if (
			marker === 0xd8 ||
			marker === 0x01 ||
			( marker >= 0xd0 && marker <= 0xd7 )
		) {
			offset += 2;
			continue;
		}
		const length = data.readUInt16BE( offset + 2 );
		const isFrame =
			marker >= 0xc0 &&
			marker <= 0xcf &&
			marker !== 0xc4 &&
			marker !== 0xc8 &&
			marker !== 0xcc;
		if ( isFrame ) {
			return {
				mime: 'image/jpeg',
				extension: 'jpg',
				height: data.readUInt16BE( offset + 5 ),
				width: data.readUInt16BE( offset + 7 ),
			};
		}
		if ( length < 2 ) {
			return null;
		}
		offset += 2 + length;
	}
	return null;
}

function webp( data: Buffer ): ImageInfo | null {
	if (
		data.length < 30 ||
		data.toString( 'latin1', 0, 4 ) !== 'RIFF' ||
		data.toString( 'latin1', 8, 12 ) !== 'WEBP'
	) {
		return null;
	}
	const chunk = data.toString( 'latin1', 12, 16 );
	const info = ( width: number, height: number ): ImageInfo => ( {
		mime: 'image/webp',
		extension: 'webp',
		width,
		height,
	} );
	if ( chunk === 'VP8 ' ) {
		// Lossy: a key frame starts with the start code 9d 01 2a, then 14-bit width and height.
		if (
			data[ 23 ] !== 0x9d ||
			data[ 24 ] !== 0x01 ||
			data[ 25 ] !== 0x2a
		) {
			return null;
		}
		return info(
			data.readUInt16LE( 26 ) & 0x3fff,
			data.readUInt16LE( 28 ) & 0x3fff
		);
	}
	if ( chunk === 'VP8L' ) {
		if ( data[ 20 ] !== 0x2f ) {
			return null;
		}
		const bits = data.readUInt32LE( 21 );
		return info( ( bits & 0x3fff ) + 1, ( ( bits >> 14 ) & 0x3fff ) + 1 );
	}
	if ( chunk === 'VP8X' ) {
		return info(
			data.readUIntLE( 24, 3 ) + 1,
			data.readUIntLE( 27, 3 ) + 1
		);
	}
	return null;
}

/**
 * The image's type and size, or null when the bytes are not a supported image.
 * @param data
 */
export function readImageInfo( data: Buffer ): ImageInfo | null {
	for ( const reader of [ png, jpeg, gif, webp ] ) {
		const found = reader( data );
		if ( found ) {
			return found.width > 0 && found.height > 0 ? found : null;
		}
	}
	return null;
}
