/**
 * The slider field in a real block editor: the form's inserter offers it; it is created with a
 * label and a range part and saved as current Jetpack saves it; Slider Settings in the sidebar
 * set the limits, step, starting value and end names on the field, and the canvas shows the
 * slider visitors will get from them.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
	formWith,
	insertFromInserter,
	renderFieldEditor,
	roundTrip,
} from '../../../shared/forms/test/field-editor';

async function sliderFieldEditor() {
	const form = formWith(
		createBlock( 'jetpack/button', { element: 'button', text: 'Send' } )
	);
	const editor = await renderFieldEditor( [ form ] );
	const slider = await insertFromInserter(
		editor,
		form.clientId,
		'jetpack/field-slider'
	);
	await editor.select( slider.clientId );
	await waitFor( () =>
		expect( editor.innerBlocksOf( slider.clientId ) ).toHaveLength( 2 )
	);
	return { editor, form, slider };
}

const preview = () =>
	screen.getByLabelText( 'Slider (preview)' ) as HTMLInputElement;

const settings = () =>
	within(
		screen
			.getByRole( 'button', { name: 'Slider Settings' } )
			.closest( '.components-panel__body' ) as HTMLElement
	);

it( 'is inserted into a form with a label and a range, saved as current Jetpack saves it', async () => {
	const { editor, form, slider } = await sliderFieldEditor();
	expect(
		editor
			.innerBlocksOf( slider.clientId )
			.map( ( part ) => [ part.name, part.attributes.label ] )
	).toEqual( [
		[ 'jetpack/label', 'Slider' ],
		[ 'jetpack/input-range', undefined ],
	] );
	expect( [ preview().min, preview().max, preview().value ] ).toEqual( [
		'0',
		'100',
		'0',
	] );
	expect( preview() ).toBeDisabled();

	const { html, invalid } = roundTrip( [
		editor.editor().getBlock( form.clientId ) as Block,
	] );
	expect( invalid ).toEqual( [] );
	expect( html ).toContain(
		'<!-- wp:jetpack/field-slider -->\n<div><!-- wp:jetpack/label {"label":"Slider"} /-->\n\n<!-- wp:jetpack/input-range -->\n<div class="wp-block-jetpack-input-range"></div>\n<!-- /wp:jetpack/input-range --></div>\n<!-- /wp:jetpack/field-slider -->'
	);
} );

it( 'takes its limits, step, starting value and end names from Slider Settings', async () => {
	const { editor, form, slider } = await sliderFieldEditor();
	const type = ( label: string, value: string ) =>
		fireEvent.change( settings().getByLabelText( label ), {
			target: { value },
		} );
	type( 'Lowest value', '10' );
	type( 'Highest value', '50' );
	type( 'Step', '5' );
	type( 'Starting value', '23' );
	type( 'Name of the lowest value', 'Cold' );

	expect( editor.attributesOf( slider.clientId ) ).toMatchObject( {
		min: 10,
		max: 50,
		step: 5,
		default: 23,
		minLabel: 'Cold',
	} );
	// Visitors start on the nearest step, as the help says and the canvas shows.
	expect(
		settings().getByText(
			'Visitors start at 25 (from 10 to 50 in steps of 5).'
		)
	).toBeInTheDocument();
	await waitFor( () =>
		expect( [
			preview().min,
			preview().max,
			preview().step,
			preview().value,
		] ).toEqual( [ '10', '50', '5', '25' ] )
	);
	const row = preview().closest( '.jetpack-field-slider__row' )!;
	expect( row.textContent ).toBe( 'Cold5025' );

	// Emptying a box goes back to the default: steps of 1.
	type( 'Step', '' );
	expect( editor.attributesOf( slider.clientId ).step ).toBeUndefined();
	expect(
		settings().getByText(
			'Visitors start at 23 (from 10 to 50 in steps of 1).'
		)
	).toBeInTheDocument();

	const { html, invalid } = roundTrip( [
		editor.editor().getBlock( form.clientId ) as Block,
	] );
	expect( invalid ).toEqual( [] );
	expect( html ).toContain(
		'<!-- wp:jetpack/field-slider {"min":10,"max":50,"default":23,"minLabel":"Cold"} -->'
	);
} );
