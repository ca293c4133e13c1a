/**
 * File upload fields (`jetpack/field-file`) on the server: a form posted as multipart with its
 * files, every limit and its message (count, size per file from the block and the site
 * maximum, type), and what is stored (bytes in the site's storage, outside the
 * public uploads address). Hostile files: forms-files-hostile.test.ts.
 */
import { configFromEnv, setFormsConfig } from '../../server/forms/config';
import { formsDb } from '../../server/forms/db';
import { dom, formsSiteForThisFile } from './support/forms';
import {
	HTML_PAGE,
	inStorage,
	pdf,
	png,
	postMultipart,
	storedFiles,
	fileErrorOf,
	formWithFileField,
	jsonAnswer,
} from './support/form-files';

const site = formsSiteForThisFile( [ 'admin' ] );

describe( 'a valid submission', () => {
	it( 'stores the response with its files in the site storage, outside the public uploads', async () => {
		const { id, visitor, form, text, fileName } = await formWithFileField(
			site,
			{
				maxfiles: 2,
			}
		);
		const response = await postMultipart( visitor, form, [
			...text,
			// The client's Content-Type is ignored: the bytes say PNG.
			{
				name: `${ fileName }[]`,
				filename: 'photo.png',
				type: 'text/html',
				data: png(),
			},
			{
				name: `${ fileName }[]`,
				filename: 'cv.pdf',
				type: 'application/pdf',
				data: pdf(),
			},
		] );
		expect( response.status ).toBe( 303 );
		const feedback = await formsDb( site.testSite.site.db )
			.selectFrom( 'feedback' )
			.selectAll()
			.where( 'post_id', '=', id )
			.executeTakeFirstOrThrow();
		const files = ( await storedFiles( site.testSite ) ).filter(
			( file ) => file.feedback_id === feedback.id
		);
		expect(
			files.map( ( file ) => [ file.name, file.mime, file.size ] )
		).toEqual( [
			[ 'photo.png', 'image/png', 64 ],
			[ 'cv.pdf', 'application/pdf', pdf().length ],
		] );
		for ( const file of files ) {
			expect( file.storage_key ).toMatch(
				/^private\/forms\/\d{4}\/\d{2}\/[0-9a-f]{32}\/[a-z0-9_-]+\.(png|pdf)$/
			);
			expect( inStorage( site.testSite, file.storage_key ) ).toBe( true );
			const direct = await site.testSite
				.client()
				.fetch( `/wp-content/uploads/${ file.storage_key }` );
			expect( direct.status ).toBe( 404 );
		}
		const value = await formsDb( site.testSite.site.db )
			.selectFrom( 'feedback_fields' )
			.select( [ 'label', 'type', 'value' ] )
			.where( 'feedback_id', '=', feedback.id )
			.where( 'name', '=', fileName )
			.executeTakeFirstOrThrow();
		expect( value ).toEqual( {
			label: 'Your CV',
			type: 'file',
			value: JSON.stringify( [ 'photo.png', 'cv.pdf' ] ),
		} );
	} );

	it( 'accepts the field name without brackets, and no file when the field is optional', async () => {
		const { visitor, form, text, fileName } =
			await formWithFileField( site );
		const one = await jsonAnswer(
			await postMultipart(
				visitor,
				form,
				[ ...text, { name: fileName, filename: 'a.png', data: png() } ],
				true
			)
		);
		expect( one.success ).toBe( true );
		const again = await formWithFileField( site );
		// A file input with nothing chosen still sends an empty part.
		const none = await jsonAnswer(
			await postMultipart(
				again.visitor,
				again.form,
				[
					...again.text,
					{
						name: again.fileName,
						filename: '',
						data: Buffer.alloc( 0 ),
					},
				],
				true
			)
		);
		expect( none.success ).toBe( true );
	} );
} );

describe( 'limits and their messages', () => {
	it( 'has site maxima by default (20 MB a file, 10 files a field, 50 MB a body), set by environment variables', () => {
		const MB = 1024 * 1024;
		expect( configFromEnv( {} ) ).toMatchObject( {
			uploadMaxFileBytes: 20 * MB,
			uploadMaxFiles: 10,
			uploadMaxBodyBytes: 50 * MB,
		} );
		expect(
			configFromEnv( {
				FORMS_UPLOAD_MAX_FILE_MB: '5',
				FORMS_UPLOAD_MAX_FILES: '3',
				FORMS_UPLOAD_MAX_BODY_MB: '12',
			} )
		).toMatchObject( {
			uploadMaxFileBytes: 5 * MB,
			uploadMaxFiles: 3,
			uploadMaxBodyBytes: 12 * MB,
		} );
	} );

	it( 'names every allowed kind when the block does not narrow them', async () => {
		expect(
			await fileErrorOf( site, {}, [
				{ filename: 'notes.txt', data: Buffer.from( 'hi' ) },
			] )
		).toBe(
			'“notes.txt” is not an allowed type of file. Allowed: JPEG, PNG, GIF, WebP, HEIC, HEIF, PDF, Word, PowerPoint, Excel, OpenDocument, Keynote, PGP key.'
		);
	} );

	it( 'requires a file when the field is required', async () => {
		const { visitor, form, text, fileName } = await formWithFileField(
			site,
			{
				required: true,
			}
		);
		const body = await jsonAnswer(
			await postMultipart( visitor, form, text, true )
		);
		expect( body.errors ).toEqual( [
			{
				name: fileName,
				id: expect.stringMatching( /-your-cv$/ ),
				label: 'Your CV',
				message: 'This field is required.',
			},
		] );
		expect( body.summaryHtml ).toContain(
			'Your CV: This field is required.'
		);
	} );

	it( 'counts files: one by default (Jetpack’s maxfiles), the block’s maxfiles, never above the site maximum', async () => {
		expect(
			await fileErrorOf( site, {}, [
				{ filename: 'a.png', data: png() },
				{ filename: 'b.png', data: png() },
			] )
		).toBe( 'You can attach at most 1 file (you chose 2).' );
		expect(
			await fileErrorOf( site, { maxfiles: 2 }, [
				{ filename: 'a.png', data: png() },
				{ filename: 'b.png', data: png() },
				{ filename: 'c.png', data: png() },
			] )
		).toBe( 'You can attach at most 2 files (you chose 3).' );
		await setFormsConfig( site.testSite.site.db, { uploadMaxFiles: 2 } );
		try {
			expect(
				await fileErrorOf( site, { maxfiles: 5 }, [
					{ filename: 'a.png', data: png() },
					{ filename: 'b.png', data: png() },
					{ filename: 'c.png', data: png() },
				] )
			).toBe( 'You can attach at most 2 files (you chose 3).' );
		} finally {
			await setFormsConfig( site.testSite.site.db, {
				uploadMaxFiles: 10,
			} );
		}
	} );

	it( 'limits the size of each file by the block’s maxFileSize and by the site maximum, naming the file', async () => {
		expect(
			await fileErrorOf( site, { maxFileSize: 0.5 }, [
				{ filename: 'big.png', data: png( 600 * 1024 ) },
			] )
		).toBe( '“big.png” is too large: files can be at most 512 KB.' );
		await setFormsConfig( site.testSite.site.db, {
			uploadMaxFileBytes: 1024 * 1024,
		} );
		try {
			// The block asks for 5 MB, the site allows 1 MB: the site wins.
			expect(
				await fileErrorOf( site, { maxFileSize: 5 }, [
					{
						filename: 'scan.pdf',
						data: Buffer.concat( [
							pdf(),
							Buffer.alloc( 1024 * 1024 ),
						] ),
					},
				] )
			).toBe( '“scan.pdf” is too large: files can be at most 1 MB.' );
		} finally {
			await setFormsConfig( site.testSite.site.db, {
				uploadMaxFileBytes: 20 * 1024 * 1024,
			} );
		}
	} );

	it( 'allows only the block’s file types (or the default list), named in the message', async () => {
		expect(
			await fileErrorOf( site, { fileTypes: [ 'pdf' ] }, [
				{ filename: 'photo.png', data: png() },
			] )
		).toBe( '“photo.png” is not an allowed type of file. Allowed: PDF.' );
		expect(
			await fileErrorOf( site, { fileTypes: [ '.PDF', 'png', 'exe' ] }, [
				{ filename: 'tool.exe', data: Buffer.from( 'MZ' ) },
			] )
		).toBe(
			'“tool.exe” is not an allowed type of file. Allowed: PDF, PNG.'
		);
	} );

	it( 'keeps the rest of the submission on the page without JavaScript and names each refused file', async () => {
		const { visitor, form, text, fileName } = await formWithFileField(
			site,
			{
				maxfiles: 3,
			}
		);
		const response = await postMultipart( visitor, form, [
			...text,
			{ name: `${ fileName }[]`, filename: 'ok.png', data: png() },
			{
				name: `${ fileName }[]`,
				filename: 'page.html',
				type: 'image/png',
				data: HTML_PAGE,
			},
			{
				name: `${ fileName }[]`,
				filename: 'empty.pdf',
				data: Buffer.alloc( 0 ),
			},
		] );
		expect( response.status ).toBe( 400 );
		const page = dom( await response.text() );
		const summary = page.querySelector( '[role=alert]' )?.textContent ?? '';
		expect( summary ).toContain(
			'Your CV: “page.html” is not an allowed type of file.'
		);
		expect( summary ).toContain( '“empty.pdf” is empty.' );
		// The visitor's other input is kept.
		expect(
			page.querySelector< HTMLTextAreaElement >( 'textarea' )?.value
		).toBe( 'Please see my CV.' );
	} );
} );
