/**
 * wp/v2/media: uploads as raw bodies and as multipart forms, type checks by magic bytes, the
 * size limit, serving the stored file, listing, editing and deleting.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { makeGif, makeJpeg, makePng, makeWebp } from './support/images';
import { rawUploader } from './support/media-upload';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ], { maxUploadBytes: 64 * 1024 } );

const month = () => new Date().toISOString().slice( 0, 7 ).replace( '-', '/' );

const uploadRaw = rawUploader( () => site.editor );

const uploadForm = (
	data: Buffer,
	filename: string,
	type: string,
	fields: Record< string, string > = {}
) => {
	const form = new FormData();
	form.append(
		'file',
		new Blob( [ new Uint8Array( data ) ], { type } ),
		filename
	);
	for ( const [ name, value ] of Object.entries( fields ) ) {
		form.append( name, value );
	}
	return site.editor.rest( '/wp/v2/media', { method: 'POST', body: form } );
};

describe( 'upload', () => {
	it( 'stores a PNG sent as the raw body and serves it back at /wp-content/uploads/YYYY/MM/name', async () => {
		const png = makePng( 3, 2 );
		const response = await uploadRaw( png, 'Red Dot.png', 'image/png' );
		expect( response.status ).toBe( 201 );
		expect( response.body ).toMatchObject( {
			media_type: 'image',
			mime_type: 'image/png',
			media_details: {
				width: 3,
				height: 2,
				file: `${ month() }/Red-Dot.png`,
				filesize: png.length,
			},
			source_url: `${ site.testSite.url }/wp-content/uploads/${ month() }/Red-Dot.png`,
			alt_text: '',
			title: { raw: 'Red Dot', rendered: 'Red Dot' },
		} );
		expect(
			existsSync(
				path.join(
					site.testSite.dataDir,
					'uploads',
					month(),
					'Red-Dot.png'
				)
			)
		).toBe( true );
		const file = await fetch( response.body.source_url );
		expect( file.status ).toBe( 200 );
		expect( file.headers.get( 'content-type' ) ).toBe( 'image/png' );
		expect( Buffer.from( await file.arrayBuffer() ).equals( png ) ).toBe(
			true
		);
	} );

	it( 'accepts multipart/form-data with the file in `file`, plus alt_text and title fields', async () => {
		const response = await uploadForm(
			makeJpeg( 640, 480 ),
			'photo.jpg',
			'image/jpeg',
			{ alt_text: 'A photo', title: 'Holiday' }
		);
		expect( response.status ).toBe( 201 );
		expect( response.body ).toMatchObject( {
			mime_type: 'image/jpeg',
			media_details: { width: 640, height: 480 },
			alt_text: 'A photo',
			title: { raw: 'Holiday' },
		} );
	} );

	it.each( [
		[ 'GIF', makeGif( 17, 9 ), 'anim.gif', 'image/gif', 17, 9 ],
		[ 'WebP', makeWebp( 1024, 768 ), 'pic.webp', 'image/webp', 1024, 768 ],
	] )(
		'reads the size of a %s from its header',
		async ( _name, data, filename, type, width, height ) => {
			const response = await uploadRaw( data, filename, type );
			expect( response.status ).toBe( 201 );
			expect( response.body.mime_type ).toBe( type );
			expect( response.body.media_details ).toMatchObject( {
				width,
				height,
			} );
		}
	);

	it( 'never overwrites: the same name twice gets a -1 suffix', async () => {
		const first = await uploadRaw(
			makePng( 1, 1 ),
			'same.png',
			'image/png'
		);
		const second = await uploadRaw(
			makePng( 2, 2 ),
			'same.png',
			'image/png'
		);
		expect( first.body.media_details.file ).toBe( `${ month() }/same.png` );
		expect( second.body.media_details.file ).toBe(
			`${ month() }/same-1.png`
		);
	} );

	it( 'rejects a file that is not an image even when it is named and typed as a PNG', async () => {
		const before = (
			await site.testSite.site.db
				.selectFrom( 'attachments' )
				.select( 'id' )
				.execute()
		).length;
		const response = await uploadRaw(
			Buffer.from( '<?php echo "hi"; ?>' ),
			'evil.png',
			'image/png'
		);
		expect( response.status ).toBe( 400 );
		expect( response.body ).toEqual( {
			code: 'rest_upload_sideload_error',
			message: 'Sorry, you are not allowed to upload this file type.',
			data: { status: 400 },
		} );
		expect(
			(
				await site.testSite.site.db
					.selectFrom( 'attachments' )
					.select( 'id' )
					.execute()
			).length
		).toBe( before );
	} );

	it( 'rejects image bytes under a name that is not an image (e.g. .html)', async () => {
		const response = await uploadRaw(
			makePng( 1, 1 ),
			'page.html',
			'text/html'
		);
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( 'rest_upload_sideload_error' );
	} );

	it( 'trusts the bytes over the name: a JPEG named .png is stored as .jpg', async () => {
		const response = await uploadRaw(
			makeJpeg( 10, 10 ),
			'looks.png',
			'image/png'
		);
		expect( response.status ).toBe( 201 );
		expect( response.body.mime_type ).toBe( 'image/jpeg' );
		expect( response.body.source_url ).toMatch( /\/looks\.jpg$/ );
	} );

	it( 'answers 413 with a clear message for a file over the limit', async () => {
		const big = Buffer.concat( [
			makePng( 1, 1 ),
			Buffer.alloc( 200 * 1024 ),
		] );
		const raw = await uploadRaw( big, 'big.png', 'image/png' );
		expect( raw.status ).toBe( 413 );
		expect( raw.body ).toEqual( {
			code: 'rest_upload_file_too_big',
			message:
				'This file is too big. Files must be less than 64 KB in size.',
			data: { status: 413 },
		} );
		const justOver = await uploadForm(
			Buffer.concat( [ makePng( 1, 1 ), Buffer.alloc( 64 * 1024 ) ] ),
			'over.png',
			'image/png'
		);
		expect( justOver.status ).toBe( 413 );
		expect( justOver.body.code ).toBe( 'rest_upload_file_too_big' );
	} );

	it.each( [
		[
			'no body',
			Buffer.alloc( 0 ),
			{
				'Content-Type': 'image/png',
				'Content-Disposition': 'attachment; filename="a.png"',
			},
			'rest_upload_no_data',
		],
		[
			'no Content-Disposition',
			makePng( 1, 1 ),
			{ 'Content-Type': 'image/png' },
			'rest_upload_no_content_disposition',
		],
		[
			'no file name',
			makePng( 1, 1 ),
			{
				'Content-Type': 'image/png',
				'Content-Disposition': 'attachment',
			},
			'rest_upload_invalid_disposition',
		],
	] )( 'answers 400 for %s', async ( _case, body, headers, code ) => {
		const response = await site.editor.rest( '/wp/v2/media', {
			method: 'POST',
			body,
			headers,
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( code );
	} );

	it( 'answers 400 for a multipart form without a `file` field', async () => {
		const form = new FormData();
		form.append( 'title', 'nothing' );
		const response = await site.editor.rest( '/wp/v2/media', {
			method: 'POST',
			body: form,
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body ).toMatchObject( {
			code: 'rest_upload_no_data',
			message: 'No data supplied.',
		} );
	} );
} );
