/**
 * File-upload helpers for the forms suites: a form with a `jetpack/field-file` (in Jetpack's
 * current markup: inner `jetpack/label` and `jetpack/dropzone`), sample files whose bytes are
 * what they claim (or deliberately not), and multipart bodies written by hand so hostile file
 * names and Content-Types reach the server exactly as given.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formsDb } from '../../../server/forms/db';
import { FORM_ACTION, type RenderedForm } from './forms';
import type { SiteClient } from './site-client';
import type { TestSite } from './test-site';

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
