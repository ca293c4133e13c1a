/**
 * Editing a multiple-choice field's option blocks in a real block editor (spec §3, §5): one
 * empty option to start with, Enter splits an option and moves to the new one, pasted lines
 * become options, and the field never loses its last option.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

const OPTION = 'jetpack/field-option-checkbox';

async function editChoices(
	options: string[] = [],
	attributes: Record< string, unknown > = {}
) {
	const multiple = field(
		'field-checkbox-multiple',
		attributes,
		options.map( ( label ) => field( 'field-option-checkbox', { label } ) )
	);
	const editor = await renderFieldEditor(
		[ formWith( multiple ) ],
		multiple.clientId
	);
	// The first empty option is added once the editor has settled.
	await act( async () => {} );
	return {
		...editor,
		multiple,
		options: () => editor.innerBlocksOf( multiple.clientId ),
		labels: () =>
			editor
				.innerBlocksOf( multiple.clientId )
				.map( ( block ) => block.attributes.label ?? '' ),
	};
}

const optionInputs = () =>
	within( screen.getByRole( 'list', { name: 'Options' } ) ).getAllByRole(
		'textbox',
		{ name: 'Option' }
	) as HTMLTextAreaElement[];

describe( 'multiple choice field editor', () => {
	it( 'has the label "Choose several options" and starts with one empty option', async () => {
		const editor = await editChoices();
		expect(
			screen.getByRole( 'textbox', { name: 'Field label' } )
		).toHaveValue( 'Choose several options' );
		expect( editor.options().map( ( block ) => block.name ) ).toEqual( [
			OPTION,
		] );
		expect( optionInputs() ).toHaveLength( 1 );
	} );

	it( 'splits an option with Enter and moves to the new one', async () => {
		const user = userEvent.setup();
		const editor = await editChoices();
		await user.click( optionInputs()[ 0 ] );
		await user.keyboard( 'Cheese{Enter}Olives' );
		expect( editor.labels() ).toEqual( [ 'Cheese', 'Olives' ] );
		expect( optionInputs()[ 1 ] ).toHaveFocus();

		optionInputs()[ 0 ].setSelectionRange( 3, 3 );
		await user.click( optionInputs()[ 0 ] );
		optionInputs()[ 0 ].setSelectionRange( 3, 3 );
		await user.keyboard( '{Enter}' );
		expect( editor.labels() ).toEqual( [ 'Che', 'ese', 'Olives' ] );
		expect( optionInputs()[ 1 ] ).toHaveFocus();
	} );

	it( 'makes one trimmed option per pasted line, ignoring blank lines', async () => {
		const user = userEvent.setup();
		const editor = await editChoices();
		await user.click( optionInputs()[ 0 ] );
		await user.paste( 'Small \n\n \n Medium\nLarge\n' );
		expect( editor.labels() ).toEqual( [ 'Small', 'Medium', 'Large' ] );
		expect( optionInputs()[ 2 ] ).toHaveFocus();
	} );

	it( 'removes an empty option with Backspace and moves to the one before', async () => {
		const user = userEvent.setup();
		const editor = await editChoices( [ 'Cheese', '' ] );
		await user.click( optionInputs()[ 1 ] );
		await user.keyboard( '{Backspace}' );
		expect( editor.labels() ).toEqual( [ 'Cheese' ] );
		expect( optionInputs()[ 0 ] ).toHaveFocus();
	} );

	it( 'never removes the last option', async () => {
		const user = userEvent.setup();
		const editor = await editChoices( [ '' ], { label: 'Toppings' } );
		// No remove button for the only option, and Backspace in it does nothing.
		expect(
			screen.queryByRole( 'button', { name: 'Remove option' } )
		).toBeNull();
		await user.click( optionInputs()[ 0 ] );
		await user.keyboard( '{Backspace}' );
		const [ only ] = editor.options();
		expect( editor.options() ).toHaveLength( 1 );

		// Removed some other way (the block toolbar), an empty option takes its place. (The block
		// editor removes an untouched field together with its last option: not this one.)
		await act( async () => {
			editor.actions().removeBlock( only.clientId, false );
		} );
		// Blocks that are not selected update when the editor is idle.
		await waitFor( () =>
			expect( editor.options().map( ( block ) => block.name ) ).toEqual( [
				OPTION,
			] )
		);
	} );

	it( 'offers a remove button on each option while there are several', async () => {
		const user = userEvent.setup();
		const editor = await editChoices( [ 'Cheese', 'Olives' ] );
		await user.click( optionInputs()[ 1 ] );
		const remove = screen.getAllByRole( 'button', {
			name: 'Remove option',
		} );
		expect( remove ).toHaveLength( 2 );
		await user.click( remove[ 0 ] );
		expect( editor.labels() ).toEqual( [ 'Olives' ] );
	} );

	it( 'allows its option blocks only inside it', async () => {
		const radio = field( 'field-radio' );
		const editor = await editChoices( [ 'Cheese' ] );
		const { canInsertBlockType } = editor.editor();
		expect( canInsertBlockType( OPTION, editor.multiple.clientId ) ).toBe(
			true
		);
		expect(
			canInsertBlockType(
				'jetpack/field-option-radio',
				editor.multiple.clientId
			)
		).toBe( false );
		expect(
			canInsertBlockType( 'core/paragraph', editor.multiple.clientId )
		).toBe( false );
		const formId = editor
			.editor()
			.getBlockRootClientId( editor.multiple.clientId );
		expect( canInsertBlockType( OPTION, formId ) ).toBe( false );
		expect( canInsertBlockType( OPTION ) ).toBe( false );
		expect( radio.name ).toBe( 'jetpack/field-radio' );
	} );
} );
