/**
 * Repeat Visitor in a real block editor: who will see the content, the criteria choice, and the
 * threshold rule ('Please enter a valid number.' for anything but a positive whole number, which
 * is then not stored).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBlock } from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';

async function renderEditor( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/repeat-visitor', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
	} );
	return { ...view, attributes: () => view.blocks()[ 0 ].attributes };
}

function thresholdFields() {
	return screen.getAllByRole( 'textbox', { name: 'Visit count threshold' } );
}

describe( 'Repeat Visitor editor', () => {
	it( 'says who sees the content, with the default criteria and threshold 3', async () => {
		const editor = await renderEditor();
		expect( editor.attributes() ).toMatchObject( {
			criteria: 'after-visits',
			threshold: 3,
		} );
		expect(
			await screen.findByText(
				'This block is shown to visitors who have viewed this page at least 3 times.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
	} );

	it( 'switches to showing the content before the threshold', async () => {
		const editor = await renderEditor();
		const [ select ] = await screen.findAllByRole( 'combobox', {
			name: 'Visibility',
		} );
		await userEvent.selectOptions( select, 'before-visits' );
		expect( editor.attributes().criteria ).toBe( 'before-visits' );
		expect(
			screen.getByText(
				'This block is shown to visitors who have viewed this page fewer than 3 times.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
	} );

	it( 'stores a positive whole threshold', async () => {
		const editor = await renderEditor();
		await screen.findAllByRole( 'textbox', {
			name: 'Visit count threshold',
		} );
		const [ field ] = thresholdFields();
		await userEvent.clear( field );
		await userEvent.type( field, '7' );
		expect( editor.attributes().threshold ).toBe( 7 );
		expect(
			screen.queryByText( 'Please enter a valid number.' )
		).not.toBeInTheDocument();
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it.each( [ '0', '-2', '2.5', 'abc', '' ] )(
		'refuses %p with "Please enter a valid number." and keeps the last valid threshold',
		async ( typed ) => {
			const editor = await renderEditor( { threshold: 4 } );
			await screen.findAllByRole( 'textbox', {
				name: 'Visit count threshold',
			} );
			const [ field ] = thresholdFields();
			await userEvent.clear( field );
			if ( typed ) {
				// Pasted whole: typing '2.5' would store 2 on its way.
				await userEvent.click( field );
				await userEvent.paste( typed );
			}
			const messages = screen.getAllByText(
				'Please enter a valid number.'
			);
			expect( messages.length ).toBeGreaterThan( 0 );
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( field ).toHaveAccessibleDescription(
				'Please enter a valid number.'
			);
			expect( editor.attributes().threshold ).toBe( 4 );
		}
	);
} );
