/**
 * wp/v2/media after upload: listing, reading, editing alt text, deleting (file included) and
 * who may delete what.
 */
import { makePng } from './support/images';
import { rawUploader } from './support/media-upload';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ], { maxUploadBytes: 64 * 1024 } );

const uploadRaw = rawUploader( () => site.editor );

describe( 'list, read, update, delete', () => {
	it( 'lists uploads with paging headers and reads one', async () => {
		await uploadRaw( makePng( 1, 1 ), 'first.png', 'image/png' );
		await uploadRaw( makePng( 2, 2 ), 'second.png', 'image/png' );
		const { body: uploaded } = await uploadRaw(
			makePng( 4, 4 ),
			'listed.png',
			'image/png'
		);
		const list = await site.testSite
			.client()
			.rest( '/wp/v2/media?per_page=2' );
		expect( list.status ).toBe( 200 );
		expect( list.body ).toHaveLength( 2 );
		expect( list.headers.get( 'x-wp-total' ) ).toBe( '3' );
		expect( list.headers.get( 'x-wp-totalpages' ) ).toBe( '2' );
		// Newest first.
		expect( list.body[ 0 ].id ).toBe( uploaded.id );
		const one = await site.testSite
			.client()
			.rest( `/wp/v2/media/${ uploaded.id }` );
		expect( one.body ).toMatchObject( {
			id: uploaded.id,
			media_details: { width: 4, height: 4 },
		} );
		expect( one.body.title.raw ).toBeUndefined();
	} );

	it( 'updates alt text and validates its length', async () => {
		const { body: uploaded } = await uploadRaw(
			makePng( 1, 1 ),
			'alt.png',
			'image/png'
		);
		const updated = await site.editor.rest(
			`/wp/v2/media/${ uploaded.id }`,
			{
				method: 'POST',
				body: { alt_text: 'A tiny square' },
			}
		);
		expect( updated.body.alt_text ).toBe( 'A tiny square' );
		const tooLong = await site.editor.rest(
			`/wp/v2/media/${ uploaded.id }`,
			{
				method: 'POST',
				body: { alt_text: 'x'.repeat( 1001 ) },
			}
		);
		expect( tooLong.status ).toBe( 400 );
		expect( tooLong.body.data.params.alt_text ).toBe(
			'alt_text must be at most 1000 characters long.'
		);
	} );

	it( 'needs force=true to delete (501 otherwise), then removes the row and the file', async () => {
		const { body: uploaded } = await uploadRaw(
			makePng( 1, 1 ),
			'gone.png',
			'image/png'
		);
		const soft = await site.editor.rest( `/wp/v2/media/${ uploaded.id }`, {
			method: 'DELETE',
		} );
		expect( soft.status ).toBe( 501 );
		expect( soft.body.code ).toBe( 'rest_trash_not_supported' );
		const hard = await site.editor.rest(
			`/wp/v2/media/${ uploaded.id }?force=true`,
			{ method: 'DELETE' }
		);
		expect( hard.body ).toMatchObject( {
			deleted: true,
			previous: { id: uploaded.id },
		} );
		expect( ( await fetch( uploaded.source_url ) ).status ).toBe( 404 );
		expect(
			(
				await site.testSite
					.client()
					.rest( `/wp/v2/media/${ uploaded.id }` )
			).status
		).toBe( 404 );
	} );

	it( 'lets authors delete their own uploads but not others’', async () => {
		const { body: uploaded } = await uploadRaw(
			makePng( 1, 1 ),
			'editors.png',
			'image/png'
		);
		const author = await site.testSite.addUser( 'author' );
		const response = await author.client.rest(
			`/wp/v2/media/${ uploaded.id }?force=true`,
			{ method: 'DELETE' }
		);
		expect( response.status ).toBe( 403 );
		const own = await uploadRaw(
			makePng( 1, 1 ),
			'mine.png',
			'image/png',
			author.client
		);
		expect(
			(
				await author.client.rest(
					`/wp/v2/media/${ own.body.id }?force=true`,
					{ method: 'DELETE' }
				)
			).status
		).toBe( 200 );
	} );

	it( 'does not serve paths outside the uploads folder', async () => {
		const response = await fetch(
			`${ site.testSite.url }/wp-content/uploads/..%2F..%2Fsite.sqlite`
		);
		expect( response.status ).toBe( 404 );
	} );
} );
