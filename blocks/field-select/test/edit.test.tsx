/**
 * Editing the dropdown's options in place (spec §3, §5): one empty option to start with,
 * "Select one option" as the toggle label, Enter splits an option and moves on, pasting lines
 * makes options (blank lines ignored, text trimmed), and the only option cannot be removed.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

async function editDropdown( attributes: Record< string, unknown > = {} ) {
	const select = field( 'field-select', attributes );
	const editor = await renderFieldEditor(
		[ formWith( select ) ],
		select.clientId
	);
	return {
		...editor,
		options: () => editor.attributesOf( select.clientId ).options,
		attributes: () => editor.attributesOf( select.clientId ),
	};
}

const optionList = () =>
	screen.getByRole( 'list', { name: 'Dropdown options' } );
const option = ( position: number ) =>
	within( optionList() ).getByRole( 'textbox', {
		name: `Option ${ position }`,
	} );
const removeButtons = () =>
	within( optionList() ).queryAllByRole( 'button', {
		name: /^Remove option/,
	} );

describe( 'dropdown field editor', () => {
	it( 'starts with one empty option and the toggle label "Select one option"', async () => {
		const editor = await editDropdown();
		expect( editor.options() ).toEqual( [ '' ] );
		expect( editor.attributes().toggleLabel ).toBe( 'Select one option' );
		expect(
			screen.getByRole( 'textbox', { name: 'Field placeholder' } )
		).toHaveValue( 'Select one option' );
		expect( within( optionList() ).getAllByRole( 'textbox' ) ).toHaveLength(
			1
		);
	} );

	it( 'splits an option with Enter and carries on typing in the new one', async () => {
		const user = userEvent.setup();
		const editor = await editDropdown();
		await user.click( option( 1 ) );
		await user.keyboard( 'Red{Enter}Blue' );
		expect( editor.options() ).toEqual( [ 'Red', 'Blue' ] );
		expect( option( 2 ) ).toHaveFocus();

		// Enter in the middle of an option moves the rest of it into the next one.
		await user.click( option( 1 ) );
		( option( 1 ) as HTMLTextAreaElement ).setSelectionRange( 1, 1 );
		await user.keyboard( '{Enter}' );
		expect( editor.options() ).toEqual( [ 'R', 'ed', 'Blue' ] );
		expect( option( 2 ) ).toHaveFocus();
	} );

	it( 'makes one trimmed option per pasted line, ignoring blank lines', async () => {
		const user = userEvent.setup();
		const editor = await editDropdown( { options: [ 'Red', '' ] } );
		await user.click( option( 2 ) );
		await user.paste( ' Green \n\n   \nYellow\r\nBlue ' );
		expect( editor.options() ).toEqual( [
			'Red',
			'Green',
			'Yellow',
			'Blue',
		] );
		expect( option( 4 ) ).toHaveFocus();

		// A single line pastes as text.
		await user.paste( '!' );
		expect( editor.options() ).toEqual( [
			'Red',
			'Green',
			'Yellow',
			'Blue!',
		] );
	} );

	it( 'removes an empty option with Backspace, but never the only one', async () => {
		const user = userEvent.setup();
		const editor = await editDropdown( { options: [ 'Red', '' ] } );
		expect( removeButtons() ).toHaveLength( 2 );
		await user.click( option( 2 ) );
		await user.keyboard( '{Backspace}' );
		expect( editor.options() ).toEqual( [ 'Red' ] );
		expect( option( 1 ) ).toHaveFocus();
		// One option left: no remove button.
		expect( removeButtons() ).toHaveLength( 0 );

		await user.clear( option( 1 ) );
		expect( editor.options() ).toEqual( [ '' ] );
		await user.keyboard( '{Backspace}{Backspace}' );
		expect( editor.options() ).toEqual( [ '' ] );
		expect( option( 1 ) ).toBeInTheDocument();
	} );

	it( 'removes an option with its remove button while others remain', async () => {
		const user = userEvent.setup();
		const editor = await editDropdown( {
			options: [ 'Red', 'Green', 'Blue' ],
		} );
		await user.click(
			within( optionList() ).getByRole( 'button', {
				name: 'Remove option 2',
			} )
		);
		expect( editor.options() ).toEqual( [ 'Red', 'Blue' ] );

		await user.click(
			screen.getByRole( 'button', { name: 'Add option' } )
		);
		expect( editor.options() ).toEqual( [ 'Red', 'Blue', '' ] );
		expect( option( 3 ) ).toHaveFocus();
	} );

	it( 'edits the toggle label as the dropdown’s placeholder', async () => {
		const user = userEvent.setup();
		const editor = await editDropdown();
		const setting = screen.getByRole( 'textbox', {
			name: 'Placeholder text',
		} );
		await user.clear( setting );
		await user.type( setting, 'Pick a topic' );
		expect( editor.attributes().toggleLabel ).toBe( 'Pick a topic' );
		expect( editor.attributes().placeholder ).toBe( '' );
	} );
} );
