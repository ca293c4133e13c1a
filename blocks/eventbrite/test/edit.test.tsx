/**
 * Event embed in the editor: an event address is accepted with its id; the sample event and
 * anything else get 'Sorry, this content could not be embedded.' with 'Convert block to
 * link', which leaves a paragraph link; the style choice; Edit URL reopens the input.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEmbedEditor } from '../../../shared/embed/test/embed-editor';
import { SAMPLE_EVENT_URL } from '../event-url';

const EVENT =
	'https://www.eventbrite.com/e/community-picnic-tickets-144144099883';

async function submit( value: string ) {
	const user = userEvent.setup();
	fireEvent.change( screen.getByLabelText( 'Eventbrite event URL' ), {
		target: { value },
	} );
	await user.click( screen.getByRole( 'button', { name: 'Embed' } ) );
	return user;
}

describe( 'Eventbrite edit', () => {
	it( 'embeds an event page with its numeric id', async () => {
		const editor = await renderEmbedEditor( 'jetpack/eventbrite' );
		await submit( EVENT );
		expect( editor.attributes() ).toMatchObject( {
			url: EVENT,
			eventId: 144144099883,
			style: 'inline',
		} );
		expect( screen.queryByLabelText( 'Eventbrite event URL' ) ).toBeNull();
	} );

	it( 'refuses the sample event with the message and converts the block to a link', async () => {
		const editor = await renderEmbedEditor( 'jetpack/eventbrite' );
		const user = await submit( SAMPLE_EVENT_URL );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, this content could not be embedded.'
		);
		expect( editor.attributes().url ).toBeUndefined();
		await user.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		const [ paragraph ] = editor.blocks();
		expect( paragraph.name ).toBe( 'core/paragraph' );
		expect( paragraph.attributes.content ).toBe(
			`<a href="${ SAMPLE_EVENT_URL }">${ SAMPLE_EVENT_URL }</a>`
		);
	} );

	it( 'takes a stored url that does not start with http as empty: it asks for an address', async () => {
		await renderEmbedEditor( 'jetpack/eventbrite', {
			url: 'javascript:alert(1)//www.eventbrite.com/e/x-144144099883',
			eventId: 144144099883,
		} );
		expect( screen.getByLabelText( 'Eventbrite event URL' ) ).toHaveValue(
			''
		);
	} );

	it( 'refuses an address without an event id', async () => {
		await renderEmbedEditor( 'jetpack/eventbrite' );
		await submit( 'https://www.eventbrite.com/o/some-organiser' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, this content could not be embedded.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		).toBeInTheDocument();
	} );

	it( 'switches to the button-with-modal style and back to editing the URL', async () => {
		const editor = await renderEmbedEditor( 'jetpack/eventbrite', {
			url: EVENT,
			eventId: 144144099883,
		} );
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'radio', { name: 'Button & Modal' } )
		);
		expect( editor.attributes().style ).toBe( 'modal' );
		expect(
			editor.block().innerBlocks.map( ( inner ) => inner.name )
		).toEqual( [ 'jetpack/button' ] );
		expect( editor.block().innerBlocks[ 0 ].attributes ).toMatchObject( {
			uniqueId: 'eventbrite-widget-id',
			text: 'Register',
		} );
		await user.click( screen.getByRole( 'button', { name: 'Edit URL' } ) );
		expect( screen.getByLabelText( 'Eventbrite event URL' ) ).toHaveValue(
			EVENT
		);
	} );
} );
