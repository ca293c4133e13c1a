/**
 * Attached files after a submission: listed with their response on the Feedback screen,
 * downloaded only by users who can read responses (as attachments that cannot run on the
 * site's origin), linked in the notification email and the CSV; and deleting responses
 * permanently from the Trash (single and bulk, confirmed, with a nonce) removes their files,
 * while moving them to the Trash does not.
 */
import { formsDb } from '../../server/forms/db';
import {
	dom,
	field,
	formContent,
	publishPost,
	startFormsSite,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';
import { bulk, listPage, nonceOf } from './support/feedback-fixture';
import {
	downloadPath,
	fileField,
	inStorage,
	pdf,
	png,
	postMultipart,
	storedFiles,
} from './support/form-files';
import type { SiteClient } from './support/site-client';
import type { TestSite } from './support/test-site';

let test: TestSite;
let admin: SiteClient;
let editor: SiteClient;
let postId: number;

beforeAll( async () => {
	test = await startFormsSite( { rateLimit: 1000 } );
	admin = await test.admin();
	editor = await test.editor();
	( { id: postId } = await publishPost(
		admin,
		formContent(
			[
				field( 'name' ),
				fileField( { maxfiles: 3 }, 'Documents' ),
				SUBMIT_BUTTON,
			].join( '\n' )
		)
	) );
} );

afterAll( () => test.close() );

/**
 * Sends the form as a visitor named `name` with these files; answers the response id and its files.
 * @param name
 * @param files
 */
async function submit(
	name: string,
	files: Array< { filename: string; data: Buffer } >
) {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	const answer = await postMultipart(
		visitor,
		form,
		[
			{ name: `g${ postId }-name`, value: name },
			...files.map( ( file ) => ( {
				name: `g${ postId }-documents[]`,
				...file,
			} ) ),
		],
		true
	);
	expect( ( await answer.json() ).success ).toBe( true );
	const row = await formsDb( test.site.db )
		.selectFrom( 'feedback' )
		.select( 'id' )
		.where( 'author_name', '=', name )
		.executeTakeFirstOrThrow();
	const stored = ( await storedFiles( test ) ).filter(
		( file ) => file.feedback_id === row.id
	);
	return { id: row.id, files: stored };
}

describe( 'downloading an attached file', () => {
	it( 'answers an attachment with a safe type, nosniff and a sandbox, with the exact name', async () => {
		const { files } = await submit( 'Dora', [
			{ filename: 'Résumé “final”.pdf', data: pdf( 'dora' ) },
			{ filename: 'photo.png', data: png() },
		] );
		const [ resume, photo ] = files;
		const response = await editor.fetch( downloadPath( resume.uid ) );
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toBe(
			'application/pdf'
		);
		expect( response.headers.get( 'content-disposition' ) ).toBe(
			`attachment; filename="Resume final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%9Cfinal%E2%80%9D.pdf`
		);
		expect( response.headers.get( 'x-content-type-options' ) ).toBe(
			'nosniff'
		);
		expect( response.headers.get( 'content-security-policy' ) ).toBe(
			"default-src 'none'; sandbox"
		);
		expect( response.headers.get( 'cache-control' ) ).toBe(
			'private, no-store'
		);
		expect( Buffer.from( await response.arrayBuffer() ) ).toEqual(
			pdf( 'dora' )
		);
		const image = await admin.fetch( downloadPath( photo.uid ) );
		expect( image.headers.get( 'content-type' ) ).toBe( 'image/png' );
		expect( image.headers.get( 'content-disposition' ) ).toMatch(
			/^attachment; /
		);
	} );

	it( 'answers a type that is not a plain image or PDF as application/octet-stream', async () => {
		// A .docx is a ZIP of XML: never sent as anything a browser could render.
		const docx = Buffer.concat( [
			Buffer.from( [ 0x50, 0x4b, 0x03, 0x04 ] ),
			Buffer.alloc( 40 ),
		] );
		const { files } = await submit( 'Eli', [
			{ filename: 'letter.docx', data: docx },
		] );
		expect( files[ 0 ].mime ).toBe(
			'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
		);
		const response = await editor.fetch( downloadPath( files[ 0 ].uid ) );
		expect( response.headers.get( 'content-type' ) ).toBe(
			'application/octet-stream'
		);
	} );

	it( 'is refused to visitors (sign-in), subscribers and authors (403), and unknown ids are 404', async () => {
		const { files } = await submit( 'Fay', [
			{ filename: 'private.pdf', data: pdf( 'secret' ) },
		] );
		const address = downloadPath( files[ 0 ].uid );
		const anonymous = await test.client().fetch( address );
		expect( anonymous.status ).toBe( 302 );
		expect( anonymous.headers.get( 'location' ) ).toContain(
			'/wp-login.php'
		);
		for ( const role of [ 'subscriber', 'author' ] as const ) {
			const { client } = await test.addUser( role );
			const refused = await client.fetch( address );
			expect( refused.status ).toBe( 403 );
			expect( await refused.text() ).not.toContain( 'secret' );
		}
		expect(
			( await editor.fetch( downloadPath( 'f'.repeat( 32 ) ) ) ).status
		).toBe( 404 );
		expect(
			( await editor.fetch( downloadPath( '../../etc/passwd' ) ) ).status
		).toBe( 404 );
	} );
} );

describe( 'files with the response', () => {
	it( 'lists the files on the response screen, linked to their download', async () => {
		const { id, files } = await submit( 'Gus', [
			{ filename: 'a.png', data: png( 2048 ) },
			{ filename: 'b.pdf', data: pdf() },
		] );
		const page = dom(
			await (
				await editor.fetch(
					`/wp-admin/edit.php?post_type=feedback&view=response&id=${ id }`
				)
			).text()
		);
		const row = [ ...page.querySelectorAll( '.response-fields tr' ) ].find(
			( candidate ) =>
				candidate.querySelector( 'th' )?.textContent === 'Documents'
		)!;
		expect(
			[ ...row.querySelectorAll( 'li' ) ].map(
				( item ) => item.textContent
			)
		).toEqual( [ 'a.png (2 KB)', `b.pdf (${ pdf().length } bytes)` ] );
		expect(
			[ ...row.querySelectorAll( 'a' ) ].map( ( link ) =>
				link.getAttribute( 'href' )
			)
		).toEqual( files.map( ( file ) => downloadPath( file.uid ) ) );
	} );

	it( 'links each file in the notification email and the CSV', async () => {
		const { id, files } = await submit( 'Hal', [
			{ filename: 'one.png', data: png() },
			{ filename: 'two.pdf', data: pdf() },
		] );
		const links = files.map(
			( file ) =>
				`${ file.name } (${ test.url }${ downloadPath( file.uid ) })`
		);
		const mail = await formsDb( test.site.db )
			.selectFrom( 'form_outbox' )
			.selectAll()
			.where( 'feedback_id', '=', id )
			.executeTakeFirstOrThrow();
		expect( mail.text_body ).toContain(
			`Documents: ${ links.join( ', ' ) }`
		);
		const html = dom( mail.html_body );
		expect(
			[ ...html.querySelectorAll( 'td a' ) ].map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual(
			files.map( ( file ) => [
				file.name,
				`${ test.url }${ downloadPath( file.uid ) }`,
			] )
		);
		const nonce = nonceOf( ( await listPage( editor ) ).document );
		const csv = await (
			await bulk( editor, [
				[ '_wpnonce', nonce ],
				[ 'row_action', `export:${ id }` ],
			] )
		).text();
		const [ header, line ] = csv.replace( /^\uFEFF/, '' ).split( '\r\n' );
		expect( header ).toBe(
			'Response ID,Submitted,Form,Status,Name,Documents,IP address'
		);
		expect( line ).toContain( `"${ links.join( '\n' ) }"` );
	} );
} );

it( 'links the files in the email sent when a spam response is marked as not spam', async () => {
	const visitor = test.client();
	const form = await visitForm( visitor, postId );
	await postMultipart(
		visitor,
		form,
		[
			{ name: `g${ postId }-name`, value: 'Nia' },
			// The honeypot filled: stored as spam, nothing sent.
			{ name: 'contact-form-url', value: 'http://spam.example' },
			{ name: `g${ postId }-documents`, filename: 'n.pdf', data: pdf() },
		],
		true
	);
	const row = await formsDb( test.site.db )
		.selectFrom( 'feedback' )
		.select( [ 'id', 'status' ] )
		.where( 'author_name', '=', 'Nia' )
		.executeTakeFirstOrThrow();
	expect( row.status ).toBe( 'spam' );
	const [ file ] = ( await storedFiles( test ) ).filter(
		( candidate ) => candidate.feedback_id === row.id
	);
	const nonce = nonceOf(
		( await listPage( editor, '&status=spam' ) ).document
	);
	await bulk(
		editor,
		[
			[ '_wpnonce', nonce ],
			[ 'row_action', `ham:${ row.id }` ],
		],
		'&status=spam'
	);
	const mail = await formsDb( test.site.db )
		.selectFrom( 'form_outbox' )
		.select( 'text_body' )
		.where( 'feedback_id', '=', row.id )
		.executeTakeFirstOrThrow();
	expect( mail.text_body ).toContain(
		`Documents: n.pdf (${ test.url }${ downloadPath( file.uid ) })`
	);
} );

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
