/**
 * The image service on media URLs: resizing with sharp, square crops, letterboxing, the disk
 * cache (second request is a hit), never enlarging, and refusals (400 naming the parameter)
 * for bad and absurd parameters, non-images and paths leaving the uploads folder.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DiskStorage } from '../../server/storage/disk-storage';
import { rawUploader } from './support/media-upload';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ], {
	maxUploadBytes: 4 * 1024 * 1024,
} );
const upload = rawUploader( () => site.editor );
/** The site's upload storage (the disk under its data folder), for files uploads would refuse. */
const storage = () =>
	new DiskStorage( path.join( site.testSite.dataDir, 'uploads' ) );

/** A real photo-like JPEG: a gradient with a red square in one corner. */
async function photo( width: number, height: number ): Promise< Buffer > {
	const pixels = Buffer.alloc( width * height * 3 );
	for ( let y = 0; y < height; y++ ) {
		for ( let x = 0; x < width; x++ ) {
			const i = ( y * width + x ) * 3;
			const corner = x < width / 4 && y < height / 4;
			pixels[ i ] = corner ? 255 : Math.round( ( x / width ) * 255 );
			pixels[ i + 1 ] = corner ? 0 : Math.round( ( y / height ) * 255 );
			pixels[ i + 2 ] = corner ? 0 : 128;
		}
	}
	return sharp( pixels, { raw: { width, height, channels: 3 } } )
		.jpeg( { quality: 90 } )
		.withExif( { IFD0: { Copyright: 'Test' } } )
		.toBuffer();
}

let jpegUrl = '';
let pngUrl = '';
let jpegUpload: { status: number; body: Record< string, any > };

beforeAll( async () => {
	const jpeg = await upload(
		await photo( 1200, 800 ),
		'landscape.jpg',
		'image/jpeg'
	);
	jpegUpload = jpeg;
	jpegUrl = jpeg.body.source_url;
	const png = await upload(
		await sharp( {
			create: {
				width: 300,
				height: 200,
				channels: 4,
				background: '#0a0',
			},
		} )
			.png()
			.toBuffer(),
		'small.png',
		'image/png'
	);
	pngUrl = png.body.source_url;
} );

it( 'uploads record width, height and type', () => {
	expect( jpegUpload.status ).toBe( 201 );
	expect( jpegUpload.body ).toMatchObject( {
		mime_type: 'image/jpeg',
		media_details: { width: 1200, height: 800 },
	} );
	expect( pngUrl ).toMatch( /small\.png$/ );
} );

async function get( url: string ) {
	const response = await fetch( url );
	const body = Buffer.from( await response.arrayBuffer() );
	return { response, body };
}

async function size( body: Buffer ) {
	const meta = await sharp( body ).metadata();
	return {
		width: meta.width,
		height: meta.height,
		format: meta.format,
		exif: !! meta.exif,
	};
}

describe( 'resizing', () => {
	it( 'w scales to that width, keeping the proportions and the format', async () => {
		const { response, body } = await get( `${ jpegUrl }?w=600` );
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toBe( 'image/jpeg' );
		expect( await size( body ) ).toMatchObject( {
			width: 600,
			height: 400,
			format: 'jpeg',
		} );
	} );

	it( 'h scales to that height', async () => {
		const { body } = await get( `${ jpegUrl }?h=200` );
		expect( await size( body ) ).toMatchObject( {
			width: 300,
			height: 200,
		} );
	} );

	it( 'resize=W,H crops to exactly that box (square crops of the gallery)', async () => {
		const { body } = await get( `${ jpegUrl }?resize=600%2C600` );
		expect( await size( body ) ).toMatchObject( {
			width: 600,
			height: 600,
		} );
	} );

	it( 'lb=W,H fits the image in the box and pads it', async () => {
		const { body } = await get( `${ jpegUrl }?lb=500,500` );
		expect( await size( body ) ).toMatchObject( {
			width: 500,
			height: 500,
		} );
	} );

	it( 'strip=info drops the metadata; without it the metadata is kept', async () => {
		expect(
			( await size( ( await get( `${ jpegUrl }?w=300` ) ).body ) ).exif
		).toBe( true );
		expect(
			(
				await size(
					( await get( `${ jpegUrl }?w=300&strip=info` ) ).body
				)
			).exif
		).toBe( false );
	} );

	it( 'never enlarges past the original', async () => {
		expect(
			await size( ( await get( `${ pngUrl }?w=2000` ) ).body )
		).toMatchObject( {
			width: 300,
			height: 200,
			format: 'png',
		} );
		// A square crop larger than the original is scaled down to fit it.
		expect(
			await size( ( await get( `${ pngUrl }?resize=1000,1000` ) ).body )
		).toMatchObject( { width: 200, height: 200 } );
	} );

	it( 'ignores other query parameters and serves the original without image parameters', async () => {
		const { response, body } = await get( `${ pngUrl }?ver=3&ssl=1` );
		expect( response.headers.get( 'x-image-cache' ) ).toBeNull();
		expect( await size( body ) ).toMatchObject( {
			width: 300,
			height: 200,
		} );
	} );
} );

describe( 'cache', () => {
	it( 'makes a copy once: the second request is served from the cache, with the same bytes', async () => {
		const first = await get( `${ jpegUrl }?w=450&strip=info` );
		expect( first.response.headers.get( 'x-image-cache' ) ).toBe( 'miss' );
		const second = await get( `${ jpegUrl }?strip=info&w=450` );
		expect( second.response.headers.get( 'x-image-cache' ) ).toBe( 'hit' );
		expect( second.body.equals( first.body ) ).toBe( true );
		const cacheDir = path.join(
			site.testSite.dataDir,
			'uploads',
			'private',
			'image-cache'
		);
		expect( readdirSync( cacheDir ).length ).toBeGreaterThan( 0 );
	} );

	it( 'does not serve the cache folder directly', async () => {
		const response = await fetch(
			`${ site.testSite.url }/wp-content/uploads/private/image-cache/`
		);
		expect( response.status ).toBe( 404 );
	} );
} );

describe( 'refusals', () => {
	it.each( [
		[ 'w=0', 'w' ],
		[ 'w=-5', 'w' ],
		[ 'w=abc', 'w' ],
		[ 'w=12.5', 'w' ],
		[ 'h=', 'h' ],
		[ 'resize=600', 'resize' ],
		[ 'resize=600,x', 'resize' ],
		[ 'lb=1,2,3', 'lb' ],
		[ 'ulb=maybe', 'ulb' ],
		[ 'strip=all', 'strip' ],
		[ 'w=100&w=200', 'w' ],
		[ 'resize=10,10&lb=10,10', 'lb' ],
	] )( '%s: 400 naming %s', async ( query, parameter ) => {
		const { response, body } = await get( `${ jpegUrl }?${ query }` );
		expect( response.status ).toBe( 400 );
		expect( body.toString() ).toContain(
			`Invalid parameter: ${ parameter }`
		);
	} );

	it.each( [
		'w=5001',
		'h=100000',
		'w=99999999999',
		'resize=5001,10',
		'lb=10,9000000',
	] )( 'refuses the absurd size %s', async ( query ) => {
		const { response, body } = await get( `${ jpegUrl }?${ query }` );
		expect( response.status ).toBe( 400 );
		expect( body.toString() ).toMatch( /from 1 to 5000/ );
	} );

	it( 'refuses to resize a file that is not an image', async () => {
		// Stored directly: uploads only accept images, but files may reach storage other ways.
		await storage().create( 'notes/readme.txt', Buffer.from( 'hello' ) );
		const url = `${ site.testSite.url }/wp-content/uploads/notes/readme.txt`;
		const { response, body } = await get( `${ url }?w=100` );
		expect( response.status ).toBe( 400 );
		expect( body.toString() ).toBe(
			'This file is not an image the image service can resize.'
		);
		const plain = await get( url );
		expect( plain.body.toString() ).toBe( 'hello' );
	} );

	it( 'refuses a corrupt image', async () => {
		const broken = Buffer.concat( [
			( await photo( 40, 40 ) ).subarray( 0, 200 ),
		] );
		await storage().create( 'notes/broken.jpg', broken );
		const { response } = await get(
			`${ site.testSite.url }/wp-content/uploads/notes/broken.jpg?w=10`
		);
		expect( response.status ).toBe( 400 );
	} );

	it.each( [
		'/wp-content/uploads/..%2F..%2Fsite.sqlite?w=10',
		'/wp-content/uploads/%2e%2e/site.sqlite?w=10',
		'/wp-content/uploads/notes/..%2F..%2F..%2Fetc%2Fpasswd?w=10',
		'/wp-content/uploads/%2Fetc%2Fpasswd?w=10',
		'/wp-content/uploads/private/image-cache?w=10',
	] )( 'does not leave the uploads folder: %s', async ( pathname ) => {
		const response = await fetch( `${ site.testSite.url }${ pathname }` );
		expect( response.status ).toBe( 404 );
	} );
} );
