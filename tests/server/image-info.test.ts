/**
 * Image type and size from the bytes alone (server/media/image-info.ts).
 */
/* eslint-disable no-bitwise -- The test builds a bit-packed WebP header. */
import { readImageInfo } from '../../server/media/image-info';
import { makeGif, makeJpeg, makePng, makeWebp } from './support/images';

describe( 'readImageInfo', () => {
	it.each( [
		[ 'PNG', makePng( 300, 200 ), 'image/png', 300, 200 ],
		[ 'JPEG', makeJpeg( 1920, 1080 ), 'image/jpeg', 1920, 1080 ],
		[ 'GIF', makeGif( 48, 64 ), 'image/gif', 48, 64 ],
		[ 'WebP (VP8X)', makeWebp( 5000, 3 ), 'image/webp', 5000, 3 ],
	] )( 'reads a %s', ( _name, data, mime, width, height ) => {
		expect( readImageInfo( data ) ).toMatchObject( {
			mime,
			width,
			height,
		} );
	} );

	it( 'skips JPEG segments (EXIF) before the frame header', () => {
		const jpeg = makeJpeg( 40, 30 );
		const exif = Buffer.concat( [
			Buffer.from( [ 0xff, 0xe1, 0x00, 0x08 ] ),
			Buffer.from( 'Exif\0\0' ),
		] );
		const withExif = Buffer.concat( [
			jpeg.subarray( 0, 2 ),
			exif,
			jpeg.subarray( 2 ),
		] );
		expect( readImageInfo( withExif ) ).toMatchObject( {
			mime: 'image/jpeg',
			width: 40,
			height: 30,
		} );
	} );

	it( 'reads lossy (VP8) and lossless (VP8L) WebP headers', () => {
		const lossy = Buffer.alloc( 30 );
		lossy.write( 'RIFF', 0, 'latin1' );
		lossy.write( 'WEBPVP8 ', 8, 'latin1' );
		lossy.set( [ 0x9d, 0x01, 0x2a ], 23 );
		lossy.writeUInt16LE( 640, 26 );
		lossy.writeUInt16LE( 360, 28 );
		expect( readImageInfo( lossy ) ).toMatchObject( {
			mime: 'image/webp',
			width: 640,
			height: 360,
		} );

		const lossless = Buffer.alloc( 30 );
		lossless.write( 'RIFF', 0, 'latin1' );
		lossless.write( 'WEBPVP8L', 8, 'latin1' );
		lossless[ 20 ] = 0x2f;
		lossless.writeUInt32LE( ( 99 - 1 ) | ( ( 77 - 1 ) << 14 ), 21 );
		expect( readImageInfo( lossless ) ).toMatchObject( {
			width: 99,
			height: 77,
		} );
	} );

	it( 'refuses anything else: text, SVG, truncated headers, zero sizes', () => {
		expect( readImageInfo( Buffer.from( 'hello' ) ) ).toBeNull();
		expect(
			readImageInfo(
				Buffer.from( '<svg xmlns="http://www.w3.org/2000/svg"></svg>' )
			)
		).toBeNull();
		expect(
			readImageInfo( makePng( 10, 10 ).subarray( 0, 20 ) )
		).toBeNull();
		expect( readImageInfo( makeGif( 0, 10 ) ) ).toBeNull();
		expect(
			readImageInfo( Buffer.from( [ 0xff, 0xd8, 0xff, 0xd9 ] ) )
		).toBeNull();
	} );
} );
