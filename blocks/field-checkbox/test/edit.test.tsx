/**
 * Editing a single checkbox in a form: no label by default, and the Checkbox Settings panel's
 * "Checked by default" stored in `defaultValue` and shown by the preview (spec §2, §3).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

async function editCheckbox( attributes: Record< string, unknown > = {} ) {
	const checkbox = field( 'field-checkbox', attributes );
	const editor = await renderFieldEditor(
		[ formWith( checkbox ) ],
		checkbox.clientId
	);
	return {
		...editor,
		attributes: () => editor.attributesOf( checkbox.clientId ),
	};
}

const preview = () =>
	screen.getByRole( 'checkbox', { name: 'Checkbox preview' } );

function panel( title: string ) {
	return screen
		.getByRole( 'button', { name: title } )
		.closest( '.components-panel__body' ) as HTMLElement;
}

describe( 'checkbox field editor', () => {
	it( 'starts with an empty label and an unticked, disabled preview', async () => {
		await editCheckbox();
		expect(
			screen.getByRole( 'textbox', { name: 'Field label' } )
		).toHaveValue( '' );
		expect( preview() ).not.toBeChecked();
		expect( preview() ).toBeDisabled();
	} );

	it( 'sets "Checked by default" in Checkbox Settings', async () => {
		const user = userEvent.setup();
		const editor = await editCheckbox();
		const toggle = within( panel( 'Checkbox Settings' ) ).getByRole(
			'checkbox',
			{
				name: 'Checked by default',
			}
		);
		await user.click( toggle );
		expect( editor.attributes().defaultValue ).toBe( 'true' );
		expect( preview() ).toBeChecked();

		await user.click( toggle );
		expect( editor.attributes().defaultValue ).toBe( '' );
		expect( preview() ).not.toBeChecked();
	} );

	it( 'reads a stored default of "true" as ticked', async () => {
		await editCheckbox( { defaultValue: 'true', label: 'Send me a copy' } );
		expect( preview() ).toBeChecked();
		expect(
			screen.getByRole( 'textbox', { name: 'Field label' } )
		).toHaveValue( 'Send me a copy' );
	} );

	it( 'has no input box styles, only label ones', async () => {
		await editCheckbox();
		expect(
			screen.queryByRole( 'button', { name: 'Input Field Styles' } )
		).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Label Styles' } )
		).toBeInTheDocument();
	} );
} );
