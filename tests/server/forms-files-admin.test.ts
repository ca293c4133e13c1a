/**
 * Attached files after a submission: listed with their response on the Feedback screen,
 * downloaded only by users who can read responses (as attachments that cannot run on the
 * site's origin), linked in the notification email and the CSV. Deleting responses
 * permanently: forms-files-delete.test.ts.
 */
import { formsDb } from '../../server/forms/db';
import { dom, visitForm } from './support/forms';
import { bulk, listPage, nonceOf } from './support/feedback-fixture';
import {
	downloadPath,
	type FileUpload,
	startFileFormSite,
	submitWithFiles,
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
	( { test, admin, editor, postId } = await startFileFormSite() );
} );

afterAll( () => test.close() );

const submit = ( name: string, files: FileUpload[] ) =>
	submitWithFiles( test, postId, name, files );

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
