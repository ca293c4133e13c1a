/**
 * The single-choice field (spec §3, §5): "Choose one option", radio option blocks that live
 * only inside it, split with Enter like every option.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

it( 'edits radio options, which live only inside the single-choice field', async () => {
	const user = userEvent.setup();
	const radio = field( 'field-radio' );
	const multiple = field( 'field-checkbox-multiple' );
	const editor = await renderFieldEditor(
		[ formWith( radio, multiple ) ],
		radio.clientId
	);
	await act( async () => {} );
	expect(
		screen.getAllByRole( 'textbox', { name: 'Field label' } )[ 0 ]
	).toHaveValue( 'Choose one option' );

	const [ list ] = screen.getAllByRole( 'list', { name: 'Options' } );
	await user.click(
		within( list ).getByRole( 'textbox', { name: 'Option' } )
	);
	await user.keyboard( 'Small{Enter}Large' );
	const options = editor.innerBlocksOf( radio.clientId );
	expect( options.map( ( block ) => block.name ) ).toEqual( [
		'jetpack/field-option-radio',
		'jetpack/field-option-radio',
	] );
	expect( options.map( ( block ) => block.attributes.label ) ).toEqual( [
		'Small',
		'Large',
	] );
	expect(
		within( list ).getAllByRole( 'radio', { hidden: true } )
	).toHaveLength( 2 );

	const { canInsertBlockType } = editor.editor();
	expect(
		canInsertBlockType( 'jetpack/field-option-radio', radio.clientId )
	).toBe( true );
	expect(
		canInsertBlockType( 'jetpack/field-option-radio', multiple.clientId )
	).toBe( false );
	expect(
		canInsertBlockType( 'jetpack/field-option-checkbox', radio.clientId )
	).toBe( false );
	expect( canInsertBlockType( 'jetpack/field-option-radio' ) ).toBe( false );
} );
