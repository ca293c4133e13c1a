/**
 * `shareFieldAttributes` (spec §3, on by default): a style change on one field reaches every
 * other field of the form that also shares, and no field that does not; switching sharing on
 * adopts the form's shared style. Fields without a style of their own draw the form's style.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

async function editForm() {
	const text = field( 'field-text' );
	const email = field( 'field-email' );
	const choices = field( 'field-radio', { label: 'Size' }, [
		field( 'field-option-radio', { label: 'Small' } ),
	] );
	const own = field( 'field-name', {
		shareFieldAttributes: false,
		borderWidth: 7,
	} );
	const other = field( 'field-url' );
	const editor = await renderFieldEditor(
		[ formWith( text, email, choices, own ), formWith( other ) ],
		text.clientId
	);
	return { editor, text, email, choices, own, other };
}

function stylesPanel() {
	return screen
		.getByRole( 'button', { name: 'Input Field Styles' } )
		.closest( '.components-panel__body' ) as HTMLElement;
}

describe( 'shared field styles', () => {
	it( 'applies a style change to every sharing field of the same form only', async () => {
		const user = userEvent.setup();
		const { editor, text, email, choices, own, other } = await editForm();
		await user.click(
			screen.getByRole( 'button', { name: 'Input Field Styles' } )
		);
		fireEvent.change(
			within( stylesPanel() ).getByRole( 'spinbutton', {
				name: 'Border Width',
			} ),
			{ target: { value: '4' } }
		);

		expect( editor.attributesOf( text.clientId ).borderWidth ).toBe( 4 );
		expect( editor.attributesOf( email.clientId ).borderWidth ).toBe( 4 );
		expect( editor.attributesOf( choices.clientId ).borderWidth ).toBe( 4 );
		// Not the field that keeps its own style, nor a field of another form.
		expect( editor.attributesOf( own.clientId ).borderWidth ).toBe( 7 );
		expect(
			editor.attributesOf( other.clientId ).borderWidth
		).toBeUndefined();
		// Option blocks have no style attributes of their own.
		const [ option ] = editor.innerBlocksOf( choices.clientId );
		expect( option.attributes.borderWidth ).toBeUndefined();
	} );

	it( 'styles only the field itself once sharing is off', async () => {
		const user = userEvent.setup();
		const { editor, text, email } = await editForm();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Sync fields style' } )
		);
		expect(
			editor.attributesOf( text.clientId ).shareFieldAttributes
		).toBe( false );
		await user.click(
			screen.getByRole( 'button', { name: 'Input Field Styles' } )
		);
		fireEvent.change(
			within( stylesPanel() ).getByRole( 'spinbutton', {
				name: 'Border Width',
			} ),
			{ target: { value: '9' } }
		);
		expect( editor.attributesOf( text.clientId ).borderWidth ).toBe( 9 );
		expect(
			editor.attributesOf( email.clientId ).borderWidth
		).toBeUndefined();
	} );

	it( 'adopts the form’s shared style when sharing is switched on', async () => {
		const user = userEvent.setup();
		const { editor, text, own } = await editForm();
		await user.click(
			screen.getByRole( 'button', { name: 'Input Field Styles' } )
		);
		fireEvent.change(
			within( stylesPanel() ).getByRole( 'spinbutton', {
				name: 'Border Width',
			} ),
			{ target: { value: '2' } }
		);
		await editor.select( own.clientId );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Sync fields style' } )
		);
		expect( editor.attributesOf( own.clientId ) ).toMatchObject( {
			shareFieldAttributes: true,
			borderWidth: 2,
		} );
		expect( editor.attributesOf( text.clientId ).borderWidth ).toBe( 2 );
	} );
} );

it( 'draws the form’s style where a field has none of its own', async () => {
	const text = field( 'field-text' );
	const styled = field( 'field-email', {
		borderColor: '#00ff00',
		shareFieldAttributes: false,
	} );
	const form = field(
		'contact-form',
		{ borderColor: '#ff0000', borderWidth: 3 },
		[ text, styled ]
	);
	await renderFieldEditor( [ form ] );
	const [ plain, own ] = screen.getAllByRole( 'textbox', {
		name: 'Field placeholder',
	} );
	expect( plain ).toHaveStyle( {
		borderColor: '#ff0000',
		borderWidth: '3px',
	} );
	expect( own ).toHaveStyle( { borderColor: '#00ff00', borderWidth: '3px' } );
} );

it( 'gives a new unstyled field the style of the form’s sharing fields', async () => {
	const styled = field( 'field-email', {
		borderColor: '#00ff00',
		borderWidth: 2,
	} );
	const form = formWith( styled );
	const editor = await renderFieldEditor( [ form ] );
	const added = field( 'field-text' );
	await act( async () => {
		editor.actions().insertBlocks( [ added ], 1, form.clientId );
	} );
	expect( editor.attributesOf( added.clientId ) ).toMatchObject( {
		borderColor: '#00ff00',
		borderWidth: 2,
	} );
} );
