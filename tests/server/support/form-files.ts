/**
 * File-upload helpers for the forms suites: a form with a `jetpack/field-file` (in Jetpack's
 * current markup: inner `jetpack/label` and `jetpack/dropzone`), sample files whose bytes are
 * what they claim (or deliberately not), and multipart bodies written by hand so hostile file
 * names and Content-Types reach the server exactly as given.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formsDb } from '../../../server/forms/db';
import {
	field,
	formContent,
	FORM_ACTION,
	publishPost,
	startFormsSite,
	SUBMIT_BUTTON,
	visitForm,
	type RenderedForm,
} from './forms';
import type { SiteClient } from './site-client';
import type { TestSite } from './test-site';
import type { FileSite } from './test-site-for-file';

/**
 * A file field block as current Jetpack saves it.
 * @param attributes the field's attributes (maxfiles, maxFileSize, fileTypes, required…)
 * @param label      the inner label block's text
 */
export function fileField(
	attributes: Record< string, unknown > = {},
	label = 'Attachment'
): string {
	return `<!-- wp:jetpack/field-file ${ JSON.stringify( attributes ) } -->
<div><!-- wp:jetpack/label {"label":${ JSON.stringify( label ) }} /-->
<!-- wp:jetpack/dropzone --><div class="wp-block-jetpack-dropzone"><!-- wp:paragraph --><p>Drag and drop or click to select a file.</p><!-- /wp:paragraph --></div><!-- /wp:jetpack/dropzone --></div>
<!-- /wp:jetpack/field-file -->`;
}

/** Bytes of a PNG header padded to `size`. */
export function png( size = 64 ): Buffer {
	const data = Buffer.alloc( size, 0x20 );
	Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ).copy(
		data
	);
	return data;
}

export function pdf( text = 'hello' ): Buffer {
	return Buffer.from( `%PDF-1.4\n% ${ text }\n%%EOF\n` );
}

export const HTML_PAGE = Buffer.from(
	'<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'
);
export const SVG_WITH_SCRIPT = Buffer.from(
	'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
);

export type Part =
	| { name: string; value: string }
	| { name: string; filename: string; type?: string; data: Buffer };

const BOUNDARY = '----suite-boundary-7MA4YWxkTrZu0gW';

export function multipartBody( parts: Part[] ): Buffer {
	const chunks: Buffer[] = [];
	for ( const part of parts ) {
		const head =
			'filename' in part
				? `Content-Disposition: form-data; name="${ part.name }"; filename="${ part.filename }"\r\nContent-Type: ${ part.type ?? 'application/octet-stream' }`
				: `Content-Disposition: form-data; name="${ part.name }"`;
		chunks.push(
			Buffer.from( `--${ BOUNDARY }\r\n${ head }\r\n\r\n` ),
			'filename' in part ? part.data : Buffer.from( part.value ),
			Buffer.from( '\r\n' )
		);
	}
	chunks.push( Buffer.from( `--${ BOUNDARY }--\r\n` ) );
	return Buffer.concat( chunks );
}

/**
 * Posts the form as multipart/form-data, with its hidden inputs, as a browser (or, with
 * `json`, the view script) does.
 * @param client
 * @param form
 * @param parts  the visitor's fields and files
 * @param json   ask for the JSON answer
 */
export function postMultipart(
	client: SiteClient,
	form: RenderedForm,
	parts: Part[],
	json = false
): Promise< Response > {
	const hidden = Object.entries( form.hidden ).map( ( [ name, value ] ) => ( {
		name,
		value,
	} ) );
	return client.fetch( FORM_ACTION, {
		method: 'POST',
		headers: {
			'Content-Type': `multipart/form-data; boundary=${ BOUNDARY }`,
			...( json ? { Accept: 'application/json' } : {} ),
		},
		body: new Uint8Array( multipartBody( [ ...hidden, ...parts ] ) ),
	} );
}

/**
 * The stored files, oldest first.
 * @param test
 */
export function storedFiles( test: TestSite ) {
	return formsDb( test.site.db )
		.selectFrom( 'form_files' )
		.selectAll()
		.orderBy( 'id' )
		.execute();
}

/**
 * Whether a storage key exists in the site's disk storage.
 * @param test
 * @param key
 */
export function inStorage( test: TestSite, key: string ): boolean {
	return existsSync(
		path.join( test.dataDir, 'uploads', ...key.split( '/' ) )
	);
}

export function downloadPath( uid: string ): string {
	return `/wp-admin/edit.php?post_type=feedback&view=file&file=${ uid }`;
}

/**
 * Publishes a form with name, message and a file field (`fileAttributes`), and visits it.
 * @param site           the file's site, its administrator signed in
 * @param fileAttributes
 */
export async function formWithFileField(
	site: FileSite,
	fileAttributes: Record< string, unknown > = {}
) {
	const { id } = await publishPost(
		site.admin,
		formContent(
			[
				field( 'name', { required: true } ),
				field( 'textarea', { label: 'Message' } ),
				fileField( fileAttributes, 'Your CV' ),
				SUBMIT_BUTTON,
			].join( '\n' )
		)
	);
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, id );
	const text: Part[] = [
		{ name: `g${ id }-name`, value: 'Ada' },
		{ name: `g${ id }-message`, value: 'Please see my CV.' },
	];
	const fileName = `g${ id }-your-cv`;
	return { id, visitor, form, text, fileName };
}

/**
 * The JSON of a 200 answer (the form's script asked for JSON).
 * @param response
 */
export async function jsonAnswer( response: Response ) {
	expect( response.status ).toBe( 200 );
	return response.json();
}

/** A file as a visitor attaches it. */
export type FileUpload = { filename: string; data: Buffer; type?: string };

/**
 * Posts `files` to a new form whose file field has `attributes`, checks nothing was stored,
 * and answers the error message given for the field.
 * @param site       the file's site, its administrator signed in
 * @param attributes
 * @param files
 */
export async function fileErrorOf(
	site: FileSite,
	attributes: Record< string, unknown >,
	files: FileUpload[]
) {
	const { visitor, form, text, fileName } = await formWithFileField(
		site,
		attributes
	);
	const before = ( await storedFiles( site.testSite ) ).length;
	const body = await jsonAnswer(
		await postMultipart(
			visitor,
			form,
			[
				...text,
				...files.map( ( file ) => ( {
					name: `${ fileName }[]`,
					...file,
				} ) ),
			],
			true
		)
	);
	expect( body.success ).toBe( false );
	expect( body.status ).toBe( 400 );
	// Nothing half written: no file, no response.
	expect( ( await storedFiles( site.testSite ) ).length ).toBe( before );
	const error = body.errors.find(
		( item: { name: string } ) => item.name === fileName
	);
	return error?.message as string | undefined;
}

/**
 * A forms site with one published form: a name field and a file field taking up to 3
 * documents. Answers the site, its administrator and editor, and the form's post id.
 */
export async function startFileFormSite() {
	const test = await startFormsSite( { rateLimit: 1000 } );
	const admin = await test.admin();
	const editor = await test.editor();
	const { id: postId } = await publishPost(
		admin,
		formContent(
			[
				field( 'name' ),
				fileField( { maxfiles: 3 }, 'Documents' ),
				SUBMIT_BUTTON,
			].join( '\n' )
		)
	);
	return { test, admin, editor, postId };
}

/**
 * Sends the form `postId` (from startFileFormSite) as a visitor named `name` with these files;
 * answers the response id and its stored files.
 * @param test
 * @param postId
 * @param name
 * @param files
 */
export async function submitWithFiles(
	test: TestSite,
	postId: number,
	name: string,
	files: FileUpload[]
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
