/**
 * Deleting form responses permanently from the Trash (single and bulk, confirmed, with a
 * nonce) removes their attached files; moving them to the Trash does not.
 */
import { formsDb } from '../../server/forms/db';
import { dom } from './support/forms';
import { bulk, listPage, nonceOf } from './support/feedback-fixture';
import {
	downloadPath,
	type FileUpload,
	startFileFormSite,
	submitWithFiles,
	inStorage,
	pdf,
	png,
	storedFiles,
} from './support/form-files';
import type { SiteClient } from './support/site-client';
import type { TestSite } from './support/test-site';

let test: TestSite;
let editor: SiteClient;
let postId: number;

beforeAll( async () => {
	( { test, editor, postId } = await startFileFormSite() );
} );

afterAll( () => test.close() );

const submit = ( name: string, files: FileUpload[] ) =>
	submitWithFiles( test, postId, name, files );

describe( 'deleting responses permanently', () => {
	async function trash( ids: number[] ) {
		const nonce = nonceOf( ( await listPage( editor ) ).document );
		const response = await bulk( editor, [
			[ '_wpnonce', nonce ],
			[ 'bulk_action', 'trash' ],
			...ids.map( ( id ): [ string, string ] => [
				'ids[]',
				String( id ),
			] ),
		] );
		expect( response.status ).toBe( 303 );
	}

	async function exists( id: number ) {
		return !! ( await formsDb( test.site.db )
			.selectFrom( 'feedback' )
			.select( 'id' )
			.where( 'id', '=', id )
			.executeTakeFirst() );
	}

	it( 'keeps the files of a trashed response; deletes one from the Trash with its files after a confirmation', async () => {
		const { id, files } = await submit( 'Ivy', [
			{ filename: 'keep.png', data: png() },
		] );
		await trash( [ id ] );
		expect( inStorage( test, files[ 0 ].storage_key ) ).toBe( true );
		expect(
			( await editor.fetch( downloadPath( files[ 0 ].uid ) ) ).status
		).toBe( 200 );

		const trashPage = ( await listPage( editor, '&status=trash' ) )
			.document;
		const rowButton = trashPage.querySelector< HTMLButtonElement >(
			`#feedback-${ id } button[value="delete:${ id }"]`
		);
		expect( rowButton?.textContent ).toBe( 'Delete permanently' );
		const nonce = nonceOf( trashPage );
		const confirm = await bulk(
			editor,
			[
				[ '_wpnonce', nonce ],
				[ 'row_action', `delete:${ id }` ],
			],
			'&status=trash'
		);
		expect( confirm.status ).toBe( 200 );
		const confirmPage = dom( await confirm.text() );
		expect( confirmPage.querySelector( '[role=alert]' )?.textContent ).toBe(
			'1 response and 1 attached file will be deleted permanently. This cannot be undone.'
		);
		// Nothing is deleted before the confirmation.
		expect( await exists( id ) ).toBe( true );
		const form = confirmPage.querySelector( 'form[method=post]' )!;
		const fields = [
			...form.querySelectorAll< HTMLInputElement >(
				'input[type=hidden]'
			),
		].map( ( input ): [ string, string ] => [ input.name, input.value ] );
		const done = await bulk( editor, fields, '&status=trash' );
		expect( done.status ).toBe( 303 );
		expect( done.headers.get( 'location' ) ).toContain( 'did=delete' );
		const notice = (
			await listPage( editor, '&status=trash&done=1&did=delete' )
		).document.querySelector( '[role=status]' )?.textContent;
		expect( notice ).toBe( '1 response deleted permanently.' );
		expect( await exists( id ) ).toBe( false );
		expect( inStorage( test, files[ 0 ].storage_key ) ).toBe( false );
		expect(
			( await storedFiles( test ) ).some(
				( file ) => file.feedback_id === id
			)
		).toBe( false );
		expect(
			( await editor.fetch( downloadPath( files[ 0 ].uid ) ) ).status
		).toBe( 404 );
	} );

	it( 'deletes several from the Trash in bulk, with all their files, and never a response outside the Trash', async () => {
		const first = await submit( 'Jay', [
			{ filename: 'j1.png', data: png() },
			{ filename: 'j2.pdf', data: pdf() },
		] );
		const second = await submit( 'Kim', [
			{ filename: 'k.png', data: png() },
		] );
		const inbox = await submit( 'Lou', [
			{ filename: 'l.png', data: png() },
		] );
		await trash( [ first.id, second.id ] );
		const nonce = nonceOf(
			( await listPage( editor, '&status=trash' ) ).document
		);
		const done = await bulk(
			editor,
			[
				[ '_wpnonce', nonce ],
				[ 'bulk_action', 'delete' ],
				[ 'confirm', '1' ],
				[ 'ids[]', String( first.id ) ],
				[ 'ids[]', String( second.id ) ],
				[ 'ids[]', String( inbox.id ) ],
			],
			'&status=trash'
		);
		expect( done.status ).toBe( 303 );
		expect( done.headers.get( 'location' ) ).toContain( 'done=2' );
		for ( const gone of [ first, second ] ) {
			expect( await exists( gone.id ) ).toBe( false );
			for ( const file of gone.files ) {
				expect( inStorage( test, file.storage_key ) ).toBe( false );
			}
		}
		expect( await exists( inbox.id ) ).toBe( true );
		expect( inStorage( test, inbox.files[ 0 ].storage_key ) ).toBe( true );
	} );

	it( 'refuses without a valid nonce, and to users who cannot read responses', async () => {
		const { id, files } = await submit( 'Max', [
			{ filename: 'm.png', data: png() },
		] );
		await trash( [ id ] );
		const forged = await bulk(
			editor,
			[
				[ '_wpnonce', '0123456789' ],
				[ 'bulk_action', 'delete' ],
				[ 'confirm', '1' ],
				[ 'ids[]', String( id ) ],
			],
			'&status=trash'
		);
		expect( forged.status ).toBe( 403 );
		const { client: author } = await test.addUser( 'author' );
		const refused = await bulk( author, [
			[ 'bulk_action', 'delete' ],
			[ 'confirm', '1' ],
			[ 'ids[]', String( id ) ],
		] );
		expect( refused.status ).toBe( 403 );
		expect( await exists( id ) ).toBe( true );
		expect( inStorage( test, files[ 0 ].storage_key ) ).toBe( true );
	} );
} );
