/**
 * The file upload field in a real block editor: created with its label and dropzone parts and
 * saved in current Jetpack's shape; the sidebar sets how many files, how large and which kinds,
 * within the documented site maxima (leaving the defaults unset).
 */
import { getBlockType, registerBlockType, serialize } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { suiteBlocks } from '../../index';
import { registerSuiteBlock } from '../../../shared/register-block';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

suiteBlocks
	.filter( ( block ) => block.metadata.name === 'jetpack/dropzone' )
	.filter( ( block ) => ! getBlockType( block.metadata.name ) )
	.forEach( registerSuiteBlock );
// The dropzone's text is a core paragraph (`@wordpress/block-library`'s), registered bare here.
if ( ! getBlockType( 'core/paragraph' ) ) {
	registerBlockType( 'core/paragraph', {
		apiVersion: 3,
		title: 'Paragraph',
		category: 'text',
		attributes: {
			content: {
				type: 'string',
				source: 'html',
				selector: 'p',
				default: '',
			},
		},
		edit: () => null,
		save: ( { attributes }: { attributes: { content: string } } ) => (
			<RawHTML>{ `<p>${ attributes.content }</p>` }</RawHTML>
		),
	} );
}

async function fileFieldEditor() {
	const file = field( 'field-file' );
	const editor = await renderFieldEditor(
		[ formWith( file ) ],
		file.clientId
	);
	await waitFor( () =>
		expect( editor.innerBlocksOf( file.clientId ) ).toHaveLength( 2 )
	);
	return { editor, id: file.clientId };
}

function numberInput( label: string ): HTMLInputElement {
	return screen
		.getAllByLabelText( label )
		.find(
			( input ) => ( input as HTMLInputElement ).type === 'number'
		) as HTMLInputElement;
}

it( 'is created with a label and a dropzone and saved as current Jetpack saves it', async () => {
	const { editor, id } = await fileFieldEditor();
	expect( editor.innerBlocksOf( id ).map( ( block ) => block.name ) ).toEqual(
		[ 'jetpack/label', 'jetpack/dropzone' ]
	);
	const saved = serialize( editor.blocks() );
	expect( saved ).toMatch(
		/<!-- wp:jetpack\/field-file -->\s*<div><!-- wp:jetpack\/label \{"label":"Upload a file"/
	);
	expect( saved ).toContain( '<div class="wp-block-jetpack-dropzone' );
	expect( saved ).toMatch(
		/<!-- wp:paragraph -->\s*<p>Drag and drop or click to select a file.<\/p>/
	);
} );

it( 'sets the number of files and the size per file within the site maxima', async () => {
	const { editor, id } = await fileFieldEditor();
	await act( async () => {
		fireEvent.change( numberInput( 'Number of files' ), {
			target: { value: '3' },
		} );
	} );
	expect( editor.attributesOf( id ).maxfiles ).toBe( 3 );
	await act( async () => {
		fireEvent.change( numberInput( 'Maximum file size (MB)' ), {
			target: { value: '5' },
		} );
	} );
	expect( editor.attributesOf( id ).maxFileSize ).toBe( 5 );
	// The site maximum is the default: no attribute.
	await act( async () => {
		fireEvent.change( numberInput( 'Maximum file size (MB)' ), {
			target: { value: '20' },
		} );
	} );
	expect( editor.attributesOf( id ).maxFileSize ).toBeUndefined();
} );

it( 'narrows the kinds of file, and every kind on means no attribute', async () => {
	const { editor, id } = await fileFieldEditor();
	const spreadsheets = screen.getByRole( 'checkbox', {
		name: 'Spreadsheets (Excel)',
	} );
	expect( spreadsheets ).toBeChecked();
	await act( async () => {
		fireEvent.click( spreadsheets );
	} );
	const types = editor.attributesOf( id ).fileTypes as string[];
	expect( types ).toContain( 'pdf' );
	expect( types ).not.toContain( 'xlsx' );
	await act( async () => {
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Spreadsheets (Excel)' } )
		);
	} );
	expect( editor.attributesOf( id ).fileTypes ).toBeUndefined();
} );
