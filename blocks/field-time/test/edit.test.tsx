/**
 * The time field in a real block editor: the form's inserter offers it; it is created with a
 * label and a time input part and saved as current Jetpack saves it; the canvas shows the time
 * picker visitors get; the sidebar's label and required toggle edit the label part and the field.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
	formWith,
	insertFromInserter,
	renderFieldEditor,
	roundTrip,
} from '../../../shared/forms/test/field-editor';

async function timeFieldEditor() {
	const form = formWith(
		createBlock( 'jetpack/button', { element: 'button', text: 'Send' } )
	);
	const editor = await renderFieldEditor( [ form ] );
	const time = await insertFromInserter(
		editor,
		form.clientId,
		'jetpack/field-time'
	);
	await editor.select( time.clientId );
	await waitFor( () =>
		expect( editor.innerBlocksOf( time.clientId ) ).toHaveLength( 2 )
	);
	return { editor, form, time };
}

it( 'is inserted into a form with a label and a time input, saved as current Jetpack saves it', async () => {
	const { editor, form, time } = await timeFieldEditor();
	const [ label, input ] = editor.innerBlocksOf( time.clientId );
	expect( [ label.name, label.attributes.label ] ).toEqual( [
		'jetpack/label',
		'Time',
	] );
	expect( [ input.name, input.attributes.type ] ).toEqual( [
		'jetpack/input',
		'time',
	] );
	const preview = screen.getByLabelText( 'Time picker (preview)' );
	expect( preview ).toHaveAttribute( 'type', 'time' );
	expect( preview ).toBeDisabled();

	const { html, invalid } = roundTrip( [
		editor.editor().getBlock( form.clientId ) as Block,
	] );
	expect( invalid ).toEqual( [] );
	expect( html ).toContain(
		'<!-- wp:jetpack/field-time -->\n<div><!-- wp:jetpack/label {"label":"Time"} /-->\n\n<!-- wp:jetpack/input {"type":"time"} /--></div>\n<!-- /wp:jetpack/field-time -->'
	);
} );

it( 'takes its label and required state from the sidebar, kept in the label part and the field', async () => {
	const { editor, form, time } = await timeFieldEditor();
	fireEvent.change( screen.getByRole( 'textbox', { name: 'Label' } ), {
		target: { value: 'Arrival time' },
	} );
	fireEvent.click(
		screen.getByRole( 'checkbox', { name: 'Field is required' } )
	);
	const [ label ] = editor.innerBlocksOf( time.clientId );
	expect( label.attributes.label ).toBe( 'Arrival time' );
	expect( editor.attributesOf( time.clientId ).required ).toBe( true );
	// The label shows the required text while the field is required.
	expect( screen.getByText( '(required)' ) ).toBeInTheDocument();

	const { html, invalid } = roundTrip( [
		editor.editor().getBlock( form.clientId ) as Block,
	] );
	expect( invalid ).toEqual( [] );
	expect( html ).toContain(
		'<!-- wp:jetpack/field-time {"required":true} -->\n<div><!-- wp:jetpack/label {"label":"Arrival time"} /-->'
	);
} );
