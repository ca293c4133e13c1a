/**
 * The file upload field as visitors get it (blocks/field-file/render.ts): a real file input
 * named `<field>[]` with its label, `accept` and `multiple` from the block's limits, the limits
 * in words tied to it, a form that posts multipart/form-data, and — without JavaScript — the
 * server's error naming the refused file shown in the field, the rest of the input kept.
 */
import {
	dom,
	field,
	formContent,
	formsSiteForThisFile,
	publishPost,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';
import { fileField, HTML_PAGE, pdf, postMultipart } from './support/form-files';

jest.setTimeout( 30000 );

const site = formsSiteForThisFile( [ 'admin' ] );

async function publishedForm( attributes: Record< string, unknown > ) {
	const { id } = await publishPost(
		site.admin,
		formContent(
			[
				field( 'name', { required: true } ),
				fileField( attributes, 'Your CV' ),
				SUBMIT_BUTTON,
			].join( '\n' )
		)
	);
	const visitor = site.testSite.client();
	return { id, visitor, form: await visitForm( visitor, id ) };
}

it( 'renders a labelled file input with the limits the block sets, in a multipart form', async () => {
	const { id, form } = await publishedForm( {
		required: true,
		maxfiles: 2,
		maxFileSize: 5,
		fileTypes: [ 'pdf', 'png' ],
	} );
	const document = dom( form.html );
	expect( document.querySelector( 'form' )?.getAttribute( 'enctype' ) ).toBe(
		'multipart/form-data'
	);
	const input =
		document.querySelector< HTMLInputElement >( 'input[type=file]' )!;
	expect( input.name ).toBe( `g${ id }-your-cv[]` );
	expect( input.getAttribute( 'accept' ) ).toBe( '.pdf,.png' );
	expect( input.multiple ).toBe( true );
	expect( input.required ).toBe( true );
	expect(
		document.querySelector( `label[for="${ input.id }"]` )?.textContent
	).toBe( 'Your CV (required)' );
	expect(
		document.getElementById( input.getAttribute( 'aria-describedby' )! )
			?.textContent
	).toBe( 'Up to 2 files of at most 5 MB each: PDF, PNG.' );
	// The author's dropzone text is kept around the input.
	expect( input.closest( '[data-jf-dropzone]' )?.textContent ).toContain(
		'Drag and drop or click to select a file.'
	);
} );

it( 'caps the limits at the site maxima and allows one file by default', async () => {
	const { form } = await publishedForm( { maxfiles: 50, maxFileSize: 500 } );
	const document = dom( form.html );
	const input =
		document.querySelector< HTMLInputElement >( 'input[type=file]' )!;
	expect( input.multiple ).toBe( true );
	expect(
		document.querySelector( '.jetpack-form-file-field__limits' )
			?.textContent
	).toBe(
		'Up to 10 files of at most 20 MB each: images, PDF and office documents.'
	);
	const single = dom( ( await publishedForm( {} ) ).form.html );
	expect(
		single.querySelector< HTMLInputElement >( 'input[type=file]' )!.multiple
	).toBe( false );
} );

it( 'without JavaScript: a refused file is named in the field, the other input kept; then the form is sent', async () => {
	const { id, visitor, form } = await publishedForm( {
		fileTypes: [ 'pdf' ],
	} );
	const refused = await postMultipart( visitor, form, [
		{ name: `g${ id }-name`, value: 'Ada' },
		{
			name: `g${ id }-your-cv[]`,
			filename: 'page.html',
			data: HTML_PAGE,
			type: 'text/html',
		},
	] );
	expect( refused.status ).toBe( 400 );
	const page = dom( await refused.text() );
	const input = page.querySelector< HTMLInputElement >( 'input[type=file]' )!;
	expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	const errorId = input.getAttribute( 'aria-describedby' )!.split( ' ' )[ 1 ];
	expect( page.getElementById( errorId )?.textContent ).toBe(
		'“page.html” is not an allowed type of file. Allowed: PDF.'
	);
	expect(
		page.querySelector( `[name="g${ id }-name"]` )?.getAttribute( 'value' )
	).toBe( 'Ada' );

	const again = await visitForm( visitor, id );
	const sent = await postMultipart( visitor, again, [
		{ name: `g${ id }-name`, value: 'Ada' },
		{
			name: `g${ id }-your-cv[]`,
			filename: 'cv.pdf',
			data: pdf(),
			type: 'application/pdf',
		},
	] );
	expect( sent.status ).toBe( 303 );
} );
