/**
 * The file field's view script (blocks/field-file/view.ts, bundled as the build does) in jsdom,
 * on the markup our renderers give visitors (blocks/field-file/render.ts through the site's
 * render pipeline): files dropped on the dropzone go into the field's own file input (only the
 * first when the field takes one file), the chosen files are listed, and too many files, a file
 * too large or of a kind the field does not take are reported at once, each naming the file,
 * tied to the input with aria-describedby / aria-invalid; a good choice clears the report.
 *
 * jsdom has no DataTransfer and will not set an input's FileList from script: the tests give
 * the window the small part of DataTransfer the script uses (items.add, files) and the input a
 * `files` property that keeps what is assigned, as Chromium does.
 */
import type { DOMWindow } from 'jsdom';
import { formContent, renderBlocks, SUBMIT_BUTTON } from './support/forms';
import { fileField } from './support/form-files';
import { openViewPage, viewScript } from './support/view-page';

const MB = 1024 * 1024;

async function page( attributes: Record< string, unknown > ) {
	const html = renderBlocks(
		formContent( fileField( attributes, 'Your CV' ) + SUBMIT_BUTTON )
	).documentElement.outerHTML;
	const { window, document } = await openViewPage(
		html,
		'http://site.test/contact/',
		viewScript( 'field-file' )
	);
	installDataTransfer( window );
	const input =
		document.querySelector< HTMLInputElement >( 'input[type=file]' )!;
	let files: File[] = [];
	Object.defineProperty( input, 'files', {
		configurable: true,
		get: () => files,
		set: ( value: File[] ) => {
			files = Array.from( value );
		},
	} );
	return {
		window,
		document,
		input,
		zone: document.querySelector< HTMLElement >( '[data-jf-dropzone]' )!,
		field: document.querySelector< HTMLElement >( '[data-jf-file]' )!,
	};
}

function installDataTransfer( window: DOMWindow ) {
	class DataTransferStandIn {
		private list: File[] = [];
		items = { add: ( added: File ) => this.list.push( added ) };
		get files() {
			return this.list;
		}
	}
	( window as unknown as { DataTransfer: unknown } ).DataTransfer =
		DataTransferStandIn;
}

function file( window: DOMWindow, name: string, size = 100 ): File {
	return new window.File( [ new Uint8Array( size ) ], name );
}

function dragEvent( window: DOMWindow, type: string, files: File[] = [] ) {
	const event = new window.Event( type, {
		bubbles: true,
		cancelable: true,
	} );
	Object.defineProperty( event, 'dataTransfer', { value: { files } } );
	return event;
}

function choose( window: DOMWindow, input: HTMLInputElement, files: File[] ) {
	( input as unknown as { files: File[] } ).files = files;
	input.dispatchEvent( new window.Event( 'change', { bubbles: true } ) );
}

const chosen = ( field: HTMLElement ) =>
	[ ...field.querySelectorAll( '.jetpack-form-file-field__chosen li' ) ].map(
		( item ) => item.textContent
	);

const problem = ( field: HTMLElement ) =>
	field.querySelector( '.jetpack-form-file-field__problem' )?.textContent;

it( 'puts files dropped on the dropzone into the field’s input and lists them', async () => {
	const { window, input, zone, field } = await page( {
		maxfiles: 3,
		fileTypes: [ 'pdf', 'png' ],
	} );
	const over = dragEvent( window, 'dragover' );
	zone.dispatchEvent( over );
	// The browser only lets files be dropped where dragover was cancelled.
	expect( over.defaultPrevented ).toBe( true );
	expect( zone.classList.contains( 'is-dragging' ) ).toBe( true );

	const drop = dragEvent( window, 'drop', [
		file( window, 'cv.pdf' ),
		file( window, 'photo.png' ),
	] );
	zone.dispatchEvent( drop );
	expect( drop.defaultPrevented ).toBe( true );
	expect( zone.classList.contains( 'is-dragging' ) ).toBe( false );
	expect( Array.from( input.files ?? [], ( each ) => each.name ) ).toEqual( [
		'cv.pdf',
		'photo.png',
	] );
	expect( chosen( field ) ).toEqual( [ 'cv.pdf', 'photo.png' ] );
	expect( problem( field ) ).toBeUndefined();
	expect( input.getAttribute( 'aria-invalid' ) ).toBeNull();
	expect( input.getAttribute( 'aria-describedby' ) ).toBe(
		`${ input.id }-limits`
	);

	zone.dispatchEvent( dragEvent( window, 'dragover' ) );
	zone.dispatchEvent( dragEvent( window, 'dragleave' ) );
	expect( zone.classList.contains( 'is-dragging' ) ).toBe( false );
} );

it( 'keeps only the first dropped file when the field takes one', async () => {
	const { window, input, zone, field } = await page( {} );
	expect( input.multiple ).toBe( false );
	zone.dispatchEvent(
		dragEvent( window, 'drop', [
			file( window, 'first.pdf' ),
			file( window, 'second.pdf' ),
		] )
	);
	expect( Array.from( input.files ?? [], ( each ) => each.name ) ).toEqual( [
		'first.pdf',
	] );
	expect( chosen( field ) ).toEqual( [ 'first.pdf' ] );
	expect( problem( field ) ).toBeUndefined();
} );

it( 'reports too many files, a file too large and a file of another kind, naming each file', async () => {
	const { window, document, input, field } = await page( {
		maxfiles: 2,
		maxFileSize: 1,
		fileTypes: [ 'pdf', 'png' ],
	} );
	choose( window, input, [
		file( window, 'cv.pdf' ),
		file( window, 'scan.png', 1.5 * MB ),
		file( window, 'notes.txt' ),
	] );
	expect( chosen( field ) ).toEqual( [ 'cv.pdf', 'scan.png', 'notes.txt' ] );
	expect( problem( field ) ).toBe(
		[
			'You can attach at most 2 files (you chose 3).',
			'“scan.png” is too large: files can be at most 1 MB.',
			'“notes.txt” is not an allowed type of file. Allowed: PDF, PNG.',
		].join( ' ' )
	);
	expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	const described = input.getAttribute( 'aria-describedby' )!.split( ' ' );
	expect( described ).toEqual( [
		`${ input.id }-limits`,
		`${ input.id }-problem`,
	] );
	expect( document.getElementById( described[ 1 ] )?.textContent ).toBe(
		problem( field )
	);

	// A good choice takes the report away again.
	choose( window, input, [ file( window, 'cv.pdf' ) ] );
	expect( chosen( field ) ).toEqual( [ 'cv.pdf' ] );
	expect( problem( field ) ).toBeUndefined();
	expect( input.getAttribute( 'aria-invalid' ) ).toBeNull();
	expect( input.getAttribute( 'aria-describedby' ) ).toBe(
		`${ input.id }-limits`
	);
} );

it( 'checks a file without an extension against the kinds the field takes', async () => {
	const { window, input, field } = await page( { fileTypes: [ 'pdf' ] } );
	choose( window, input, [ file( window, 'README' ) ] );
	expect( problem( field ) ).toBe(
		'“README” is not an allowed type of file. Allowed: PDF.'
	);
} );
