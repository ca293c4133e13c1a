/**
 * Editing a text field in a form, in a real block editor: the label in place (single line),
 * the required text, the placeholder, the Field Settings panel (width choices, name/ID), the
 * numeric style inputs and the Manage Responses link (spec §2, §3, §5, §9).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

async function editTextField( attributes: Record< string, unknown > = {} ) {
	const text = field( 'field-text', attributes );
	const form = formWith( text );
	const editor = await renderFieldEditor( [ form ], text.clientId );
	return {
		...editor,
		form,
		attributes: () => editor.attributesOf( text.clientId ),
		label: () =>
			screen.getByRole( 'textbox', {
				name: 'Field label',
			} ) as HTMLTextAreaElement,
		fieldElement: () =>
			screen
				.getByRole( 'textbox', { name: 'Field label' } )
				.closest( '.jetpack-field' ) as HTMLElement,
	};
}

function panel( title: string ) {
	const toggle = screen.getByRole( 'button', { name: title } );
	return toggle.closest( '.components-panel__body' ) as HTMLElement;
}

async function openPanel(
	user: ReturnType< typeof userEvent.setup >,
	title: string
) {
	const toggle = screen.getByRole( 'button', { name: title } );
	if ( toggle.getAttribute( 'aria-expanded' ) !== 'true' ) {
		await user.click( toggle );
	}
	return panel( title );
}

describe( 'text field editor', () => {
	it( 'edits the label in place, on one line', async () => {
		const user = userEvent.setup();
		const editor = await editTextField();
		expect( editor.label() ).toHaveValue( 'Text' );

		await user.clear( editor.label() );
		await user.type( editor.label(), 'Company{Enter} name' );
		expect( editor.attributes().label ).toBe( 'Company name' );
		// Enter neither broke the line nor added a block to the form.
		expect( editor.innerBlocksOf( editor.form.clientId ) ).toHaveLength(
			1
		);
	} );

	it( 'shows the required text after the label only while the field is required', async () => {
		const user = userEvent.setup();
		const editor = await editTextField();
		const required = () =>
			editor
				.fieldElement()
				.querySelector( '.jetpack-field-label__required' );
		expect( required() ).toBeNull();

		const settings = panel( 'Field Settings' );
		await user.click(
			within( settings ).getByRole( 'checkbox', {
				name: 'Field is required',
			} )
		);
		expect( editor.attributes().required ).toBe( true );
		expect( required() ).toHaveTextContent( '(required)' );

		const requiredText = within( settings ).getByRole( 'textbox', {
			name: 'Required text',
		} );
		expect( requiredText ).toHaveValue( '(required)' );
		await user.clear( requiredText );
		await user.type( requiredText, '*' );
		expect( editor.attributes().requiredText ).toBe( '*' );
		expect( required() ).toHaveTextContent( '*' );
	} );

	it( 'edits the placeholder in the preview box and in Field Settings', async () => {
		const user = userEvent.setup();
		const editor = await editTextField();
		const inline = screen.getByRole( 'textbox', {
			name: 'Field placeholder',
		} );
		await user.type( inline, 'Acme{Enter}' );
		expect( editor.attributes().placeholder ).toBe( 'Acme' );

		const setting = within( panel( 'Field Settings' ) ).getByRole(
			'textbox',
			{
				name: 'Placeholder text',
			}
		);
		expect( setting ).toHaveValue( 'Acme' );
		await user.type( setting, ' Inc.' );
		expect( inline ).toHaveValue( 'Acme Inc.' );
	} );

	it( 'offers the widths 25, 50, 75 and 100 percent, 100 by default', async () => {
		const user = userEvent.setup();
		const editor = await editTextField();
		const width = within( panel( 'Field Settings' ) ).getByRole(
			'radiogroup',
			{
				name: 'Width',
			}
		);
		const choices = within( width ).getAllByRole( 'radio' );
		expect( choices.map( ( choice ) => choice.textContent ) ).toEqual( [
			'25%',
			'50%',
			'75%',
			'100%',
		] );
		expect(
			within( width ).getByRole( 'radio', { name: '100%' } )
		).toBeChecked();

		await user.click(
			within( width ).getByRole( 'radio', { name: '50%' } )
		);
		expect( editor.attributes().width ).toBe( 50 );
		expect( editor.fieldElement() ).toHaveClass(
			'jetpack-field__width-50'
		);
	} );

	it( 'keeps only letters, digits, dashes and underscores in the name/ID', async () => {
		const user = userEvent.setup();
		const editor = await editTextField();
		await user.type(
			within( panel( 'Field Settings' ) ).getByRole( 'textbox', {
				name: 'Name/ID',
			} ),
			'company name!'
		);
		expect( editor.attributes().id ).toBe( 'companyname' );
	} );

	it( 'stores numeric style inputs as numbers, and empties them when not a number', async () => {
		const user = userEvent.setup();
		const editor = await editTextField();
		const styles = await openPanel( user, 'Input Field Styles' );

		const lineHeight = within( styles ).getByRole( 'spinbutton', {
			name: 'Line height',
		} );
		fireEvent.change( lineHeight, { target: { value: '1.6' } } );
		expect( editor.attributes().lineHeight ).toBe( 1.6 );
		fireEvent.change( lineHeight, { target: { value: '' } } );
		expect( editor.attributes().lineHeight ).toBeUndefined();

		const borderWidth = within( styles ).getByRole( 'spinbutton', {
			name: 'Border Width',
		} );
		fireEvent.change( borderWidth, { target: { value: '3' } } );
		expect( editor.attributes().borderWidth ).toBe( 3 );
		// The range control leaves a cleared box alone until it loses focus.
		fireEvent.change( borderWidth, { target: { value: '' } } );
		fireEvent.blur( borderWidth );
		expect( editor.attributes().borderWidth ).toBeUndefined();
	} );

	it( 'links Manage Responses to the feedback list, in a new tab', async () => {
		await editTextField();
		const link = within( panel( 'Manage Responses' ) ).getByRole( 'link', {
			name: /View form responses/,
		} );
		expect( link ).toHaveAttribute(
			'href',
			'/wp-admin/edit.php?post_type=feedback'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
	} );

	it( 'shows the sidebar panels of spec §2 in order', async () => {
		await editTextField();
		const titles = Array.from(
			document.querySelectorAll(
				'.components-panel__body-title, .components-tools-panel-header h2'
			)
		).map( ( title ) => title.textContent );
		expect( titles.filter( ( title ) => title !== 'Advanced' ) ).toEqual( [
			'Manage Responses',
			'Field Settings',
			'Conditional logic',
			'Color',
			'Input Field Styles',
			'Label Styles',
		] );
	} );
} );
