/**
 * Small, valid image files built in memory for upload tests.
 */
/* eslint-disable no-bitwise -- Writing image headers and CRCs needs bitwise operators. */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from( { length: 256 }, ( _, n ) => {
	let c = n;
	for ( let k = 0; k < 8; k++ ) {
		c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
	}
	return c >>> 0;
} );

function crc32( data: Buffer ): number {
	let crc = 0xffffffff;
	for ( const byte of data ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

function pngChunk( type: string, data: Buffer ): Buffer {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'latin1' ), data ] );
	const crc = Buffer.alloc( 4 );
	crc.writeUInt32BE( crc32( body ) );
	return Buffer.concat( [ length, body, crc ] );
}

/**
 * A decodable RGB PNG filled with one colour.
 * @param width
 * @param height
 */
export function makePng( width: number, height: number ): Buffer {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	const row = Buffer.concat( [
		Buffer.from( [ 0 ] ),
		Buffer.alloc( width * 3, 0x80 ),
	] );
	const pixels = deflateSync(
		Buffer.concat( Array.from( { length: height }, () => row ) )
	);
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		pngChunk( 'IHDR', header ),
		pngChunk( 'IDAT', pixels ),
		pngChunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/**
 * JPEG headers up to a baseline start-of-frame (enough for type and size detection).
 * @param width
 * @param height
 */
export function makeJpeg( width: number, height: number ): Buffer {
	const app0 = Buffer.from( [
		0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00,
		0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
	] );
	const sof = Buffer.from( [
		0xff,
		0xc0,
		0x00,
		0x11,
		0x08,
		height >> 8,
		height & 0xff,
		width >> 8,
		width & 0xff,
		0x03,
		1,
		0x22,
		0,
		2,
		0x11,
		1,
		3,
		0x11,
		1,
	] );
	return Buffer.concat( [
		Buffer.from( [ 0xff, 0xd8 ] ),
		app0,
		sof,
		Buffer.from( [ 0xff, 0xd9 ] ),
	] );
}

export function makeGif( width: number, height: number ): Buffer {
	const screen = Buffer.alloc( 7 );
	screen.writeUInt16LE( width, 0 );
	screen.writeUInt16LE( height, 2 );
	return Buffer.concat( [
		Buffer.from( 'GIF89a', 'latin1' ),
		screen,
		Buffer.from( [ 0x3b ] ),
	] );
}

/**
 * An extended (VP8X) WebP header.
 * @param width
 * @param height
 */
export function makeWebp( width: number, height: number ): Buffer {
	const chunk = Buffer.alloc( 10 );
	chunk.writeUIntLE( width - 1, 4, 3 );
	chunk.writeUIntLE( height - 1, 7, 3 );
	const vp8x = Buffer.concat( [
		Buffer.from( 'VP8X', 'latin1' ),
		Buffer.from( [ 10, 0, 0, 0 ] ),
		chunk,
	] );
	const riffSize = Buffer.alloc( 4 );
	riffSize.writeUInt32LE( 4 + vp8x.length );
	return Buffer.concat( [
		Buffer.from( 'RIFF', 'latin1' ),
		riffSize,
		Buffer.from( 'WEBP', 'latin1' ),
		vp8x,
	] );
}
