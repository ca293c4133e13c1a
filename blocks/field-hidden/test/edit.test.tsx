/**
 * The hidden field in a real block editor: the form's inserter offers it; the canvas says what
 * it sends; the sidebar sets its name, value, Name/ID and conditions; it saves only its block
 * comment, as current Jetpack does, and parses back valid.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	formWith,
	insertFromInserter,
	renderFieldEditor,
	roundTrip,
} from '../../../shared/forms/test/field-editor';

async function hiddenFieldEditor() {
	const form = formWith(
		createBlock( 'jetpack/button', { element: 'button', text: 'Send' } )
	);
	const editor = await renderFieldEditor( [ form ] );
	const hidden = await insertFromInserter(
		editor,
		form.clientId,
		'jetpack/field-hidden'
	);
	await editor.select( hidden.clientId );
	return { editor, form, hidden };
}

/** The field as the canvas shows it. */
const canvasBlock = () =>
	within( screen.getByRole( 'document', { name: 'Block: Hidden Field' } ) );

const sidebarInput = ( label: string ) =>
	screen.getByRole( 'textbox', { name: label } );

it( 'takes its name, value, Name/ID and conditions from the sidebar and says in the canvas what it sends', async () => {
	const { editor, hidden } = await hiddenFieldEditor();
	expect(
		canvasBlock().getByText(
			'Give it a name and a value in the block settings. Visitors do not see it.'
		)
	).toBeInTheDocument();

	fireEvent.change( sidebarInput( 'Name' ), {
		target: { value: 'Campaign' },
	} );
	fireEvent.change( sidebarInput( 'Value' ), {
		target: { value: 'spring-fair' },
	} );
	fireEvent.change( sidebarInput( 'Name/ID' ), {
		target: { value: 'campaign id!' },
	} );
	const user = userEvent.setup();
	await user.click(
		screen.getByRole( 'button', { name: 'Conditional logic' } )
	);
	await user.click(
		screen.getByRole( 'checkbox', {
			name: 'Show or hide by other answers',
		} )
	);
	expect( editor.attributesOf( hidden.clientId ) ).toMatchObject( {
		label: 'Campaign',
		default: 'spring-fair',
		id: 'campaignid',
		conditionalLogic: { enabled: true },
	} );
	await waitFor( () =>
		expect(
			canvasBlock().getByText(
				'Sends “Campaign” = “spring-fair” with every response. Visitors do not see it.'
			)
		).toBeInTheDocument()
	);
} );

it( 'saves only its block comment, as current Jetpack does, valid when parsed back', async () => {
	const { editor, form } = await hiddenFieldEditor();
	fireEvent.change( sidebarInput( 'Name' ), {
		target: { value: 'Campaign' },
	} );
	fireEvent.change( sidebarInput( 'Value' ), {
		target: { value: 'spring-fair' },
	} );
	const { html, invalid } = roundTrip( [
		editor.editor().getBlock( form.clientId ) as Block,
	] );
	expect( invalid ).toEqual( [] );
	expect( html ).toContain(
		'<!-- wp:jetpack/field-hidden {"label":"Campaign","default":"spring-fair"} /-->'
	);
} );
