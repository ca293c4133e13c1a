/**
 * Hostile files posted to a file upload field (`jetpack/field-file`): HTML, SVG with a script,
 * a file lying about its type, paths in file names, an over-size body. The valid path and the
 * limits are in forms-files.test.ts.
 */
import { setFormsConfig } from '../../server/forms/config';
import { formsSiteForThisFile } from './support/forms';
import {
	HTML_PAGE,
	inStorage,
	png,
	postMultipart,
	storedFiles,
	SVG_WITH_SCRIPT,
	fileErrorOf,
	formWithFileField,
	jsonAnswer,
} from './support/form-files';

const site = formsSiteForThisFile( [ 'admin' ] );

describe( 'hostile files', () => {
	it( 'refuses HTML and SVG with a script, whatever they are called or claim to be', async () => {
		for ( const [ filename, data, type ] of [
			[ 'page.html', HTML_PAGE, 'text/html' ],
			[ 'logo.svg', SVG_WITH_SCRIPT, 'image/svg+xml' ],
			// Lying about the type: HTML named and sent as a PDF, SVG as a PNG.
			[ 'invoice.pdf', HTML_PAGE, 'application/pdf' ],
			[ 'logo.png', SVG_WITH_SCRIPT, 'image/png' ],
		] as Array< [ string, Buffer, string ] > ) {
			expect(
				await fileErrorOf( site, {}, [ { filename, data, type } ] )
			).toMatch(
				new RegExp(
					`^“${ filename.replace( '.', '\\.' ) }” is not an allowed type of file\\.`
				)
			);
		}
	} );

	it( 'reduces a path in the file name to its base name', async () => {
		for ( const [ sent, kept ] of [
			[ '../../etc/passwd.png', 'passwd.png' ],
			[ 'C:\\x\\y.png', 'y.png' ],
			[ '..\\..\\..\\.htaccess.png', 'htaccess.png' ],
		] ) {
			const { visitor, form, text, fileName } =
				await formWithFileField( site );
			const body = await jsonAnswer(
				await postMultipart(
					visitor,
					form,
					[
						...text,
						{ name: fileName, filename: sent, data: png() },
					],
					true
				)
			);
			expect( body.success ).toBe( true );
			const [ last ] = ( await storedFiles( site.testSite ) ).slice( -1 );
			expect( last.name ).toBe( kept );
			expect( last.storage_key ).not.toContain( '..' );
			expect( inStorage( site.testSite, last.storage_key ) ).toBe( true );
		}
		// A name with no extension left is refused by type, named safely.
		expect(
			await fileErrorOf( site, {}, [
				{ filename: '../../etc/passwd', data: png() },
			] )
		).toMatch( /^“passwd” is not an allowed type of file\./ );
	} );

	it( 'refuses an over-size body with 413 before storing anything, and keeps serving', async () => {
		await setFormsConfig( site.testSite.site.db, {
			uploadMaxBodyBytes: 1024 * 1024,
		} );
		try {
			const { visitor, form, text, fileName } =
				await formWithFileField( site );
			const before = ( await storedFiles( site.testSite ) ).length;
			const page = await postMultipart( visitor, form, [
				...text,
				{
					name: fileName,
					filename: 'huge.png',
					data: png( 3 * 1024 * 1024 ),
				},
			] );
			expect( page.status ).toBe( 413 );
			expect( await page.text() ).toContain(
				'The form and its files are larger than 1 MB. Attach smaller files and try again.'
			);
			const json = await jsonAnswer(
				await postMultipart(
					visitor,
					form,
					[
						...text,
						{
							name: fileName,
							filename: 'huge.png',
							data: png( 3 * 1024 * 1024 ),
						},
					],
					true
				)
			);
			expect( json ).toMatchObject( {
				success: false,
				status: 413,
				code: 'too_large',
			} );
			expect( ( await storedFiles( site.testSite ) ).length ).toBe(
				before
			);
			expect( ( await visitor.fetch( '/' ) ).status ).toBe( 200 );
		} finally {
			await setFormsConfig( site.testSite.site.db, {
				uploadMaxBodyBytes: 50 * 1024 * 1024,
			} );
		}
	} );

	it( 'refuses a multipart body without a boundary or cut short (415, nothing stored)', async () => {
		const { visitor, form } = await formWithFileField( site );
		const truncated = await visitor.fetch(
			'/wp-admin/admin-post.php?action=grunion-contact-form',
			{
				method: 'POST',
				headers: {
					'Content-Type': 'multipart/form-data; boundary=abc',
					Accept: 'application/json',
				},
				body: `--abc\r\nContent-Disposition: form-data; name="contact-form-id"\r\n\r\n${ form.hidden[ 'contact-form-id' ] }`,
			}
		);
		expect( await truncated.json() ).toMatchObject( {
			success: false,
			status: 415,
			code: 'bad_body',
		} );
	} );
} );
