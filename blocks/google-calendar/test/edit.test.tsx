/**
 * Calendar embed in the editor: the long error message word for word; iframe code gives the
 * URL and height; height default 600; the interaction overlay goes on click and comes back
 * when the block is deselected.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEmbedEditor } from '../../../shared/embed/test/embed-editor';

const URL_ =
	'https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com';

async function submit( value: string ) {
	const user = userEvent.setup();
	fireEvent.change( screen.getByLabelText( 'Calendar URL or embed code' ), {
		target: { value },
	} );
	await user.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

describe( 'Google Calendar edit', () => {
	it( 'shows the long error message for a shareable link', async () => {
		const editor = await renderEmbedEditor( 'jetpack/google-calendar' );
		await submit( 'https://calendar.app.google/abc' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work."
		);
		expect( editor.attributes().url ).toBeUndefined();
	} );

	it( 'takes URL and height from iframe code; height defaults to 600', async () => {
		const editor = await renderEmbedEditor( 'jetpack/google-calendar' );
		expect( editor.attributes().height ).toBe( 600 );
		await submit(
			`<iframe src="${ URL_ }" style="border: 0" width="800" height="450" frameborder="0"></iframe>`
		);
		expect( editor.attributes() ).toMatchObject( {
			url: URL_,
			height: 450,
		} );
	} );

	it( "keeps 600 for a public URL, has the 'Calendar settings' panel, and the overlay comes and goes", async () => {
		const editor = await renderEmbedEditor( 'jetpack/google-calendar' );
		await submit( URL_ );
		expect( editor.attributes() ).toMatchObject( {
			url: URL_,
			height: 600,
		} );
		expect(
			screen.getByRole( 'button', { name: 'Calendar settings' } )
		).toBeInTheDocument();
		const overlay = screen.getByTestId( 'calendar-overlay' );
		fireEvent.mouseUp( overlay );
		expect( screen.queryByTestId( 'calendar-overlay' ) ).toBeNull();
		await act( async () => {
			(
				editor.registry.dispatch( 'core/block-editor' ) as {
					clearSelectedBlock: () => void;
				}
			 ).clearSelectedBlock();
		} );
		expect( screen.getByTestId( 'calendar-overlay' ) ).toBeInTheDocument();
	} );
} );
