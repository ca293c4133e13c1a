/**
 * Pinterest in the editor: pin, user and board URLs are accepted; a short link is resolved
 * through the host's resolve-redirect route, and a failure there (status 400 or more) gives
 * 'Sorry, this content could not be embedded.' with 'Convert block to link', which leaves a
 * paragraph link.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	answerWith,
	renderEmbedEditor,
	requests,
} from '../../../shared/embed/test/embed-editor';

async function submit( value: string ) {
	const user = userEvent.setup();
	fireEvent.change( screen.getByLabelText( 'Pinterest URL' ), {
		target: { value },
	} );
	await user.click( screen.getByRole( 'button', { name: 'Embed' } ) );
	return user;
}

describe( 'Pinterest edit', () => {
	it( 'accepts a board URL and shows the preview with Edit URL', async () => {
		const editor = await renderEmbedEditor( 'jetpack/pinterest' );
		await submit(
			'https://www.pinterest.com.au/bakingamoment/bread-recipes/'
		);
		expect( editor.attributes().url ).toBe(
			'https://www.pinterest.com.au/bakingamoment/bread-recipes/'
		);
		expect(
			screen.getByRole( 'button', { name: 'Edit URL' } )
		).toBeInTheDocument();
	} );

	it( 'resolves a short link through the host', async () => {
		answerWith( async () => ( {
			url: 'https://www.pinterest.com/pin/99360735500167749/',
		} ) );
		const editor = await renderEmbedEditor( 'jetpack/pinterest' );
		await submit( 'https://pin.it/abc123' );
		expect(
			await screen.findByRole( 'button', { name: 'Edit URL' } )
		).toBeInTheDocument();
		expect( requests.at( -1 ) ).toBe(
			'/wpcom/v2/resolve-redirect/?url=https%3A%2F%2Fpin.it%2Fabc123'
		);
		expect( editor.attributes().url ).toBe(
			'https://www.pinterest.com/pin/99360735500167749/'
		);
	} );

	it( 'a failed resolution offers Convert block to link, which leaves a paragraph link', async () => {
		answerWith( async () => {
			throw { code: 'resolve_redirect_failed', data: { status: 404 } };
		} );
		const editor = await renderEmbedEditor( 'jetpack/pinterest' );
		const user = await submit( 'https://pin.it/gone' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, this content could not be embedded.'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		const [ paragraph ] = editor.blocks();
		expect( paragraph.name ).toBe( 'core/paragraph' );
		expect( paragraph.attributes.content ).toBe(
			'<a href="https://pin.it/gone">https://pin.it/gone</a>'
		);
	} );

	it( 'refuses an address that is not Pinterest', async () => {
		await renderEmbedEditor( 'jetpack/pinterest' );
		await submit( 'https://example.com/pin/1/' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, this content could not be embedded.'
		);
	} );
} );
