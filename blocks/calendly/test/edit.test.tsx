/**
 * Scheduling embed in the editor: the error message word for word for text without the
 * service's address; "Embedding…" while the page is verified by loading it; a failed load
 * clears the url and shows the error; link-style embed code gives the inner button its text.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEmbedEditor } from '../../../shared/embed/test/embed-editor';

const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or code.";

let answer: ( ok: boolean ) => void = () => {};
const realFetch = global.fetch;

beforeEach( () => {
	global.fetch = jest.fn(
		() =>
			new Promise( ( resolve, reject ) => {
				answer = ( ok ) =>
					ok
						? resolve( { ok: true, status: 200 } )
						: reject( new TypeError( 'Failed to fetch' ) );
			} )
	) as unknown as typeof fetch;
} );

afterEach( () => {
	global.fetch = realFetch;
} );

async function submit( value: string ) {
	fireEvent.change(
		screen.getByLabelText( 'Calendly web address or embed code' ),
		{ target: { value } }
	);
	await userEvent
		.setup()
		.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

describe( 'Calendly edit', () => {
	it( 'refuses text without a Calendly address, word for word', async () => {
		const editor = await renderEmbedEditor( 'jetpack/calendly' );
		await submit( 'https://example.com/me' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( ERROR );
		expect( editor.attributes().url ).toBeUndefined();
		expect( global.fetch ).not.toHaveBeenCalled();
	} );

	it( 'shows Embedding… while verifying, then the inline calendar', async () => {
		const editor = await renderEmbedEditor( 'jetpack/calendly' );
		await submit( 'https://calendly.com/acme' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Embedding…'
		);
		await act( async () => answer( true ) );
		expect( editor.attributes() ).toMatchObject( {
			url: 'https://calendly.com/acme',
			style: 'inline',
		} );
		expect(
			screen
				.getByTitle( 'Calendly scheduling calendar' )
				.getAttribute( 'src' )
		).toContain( 'https://calendly.com/acme?embed_domain=' );
	} );

	it( 'clears the url and shows the error when the page cannot be loaded', async () => {
		const editor = await renderEmbedEditor( 'jetpack/calendly' );
		await submit( 'https://calendly.com/nobody' );
		await act( async () => answer( false ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( ERROR );
		expect( editor.attributes().url ).toBeUndefined();
	} );

	it( 'link-style embed code: link style with an inner button carrying its text', async () => {
		const editor = await renderEmbedEditor( 'jetpack/calendly' );
		await submit(
			"<a href=\"\" onclick=\"Calendly.initPopupWidget({url: 'https://calendly.com/acme?primary_color=19ff00'});return false;\">Schedule time with me</a><script>Calendly.initBadgeWidget({ url: 'https://calendly.com/acme', text: 'Book a call', color: '#0069ff', textColor: '#ffffff' });</script>"
		);
		await act( async () => answer( true ) );
		expect( editor.attributes() ).toMatchObject( {
			url: 'https://calendly.com/acme',
			style: 'link',
			primaryColor: '19ff00',
		} );
		const [ button ] = editor.block().innerBlocks;
		expect( button.name ).toBe( 'jetpack/button' );
		expect( button.attributes ).toMatchObject( {
			text: 'Book a call',
			url: 'https://calendly.com/acme',
			uniqueId: 'calendly-widget-id',
			customBackgroundColor: '#0069ff',
		} );
	} );

	it( 'has the Calendar settings: hide event type details and Inline/Link', async () => {
		const editor = await renderEmbedEditor( 'jetpack/calendly', {
			url: 'https://calendly.com/acme',
		} );
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Hide event type details' } )
		);
		expect( editor.attributes().hideEventTypeDetails ).toBe( true );
		await user.click( screen.getByRole( 'radio', { name: 'Link' } ) );
		expect( editor.attributes().style ).toBe( 'link' );
		await user.click( screen.getByRole( 'button', { name: 'Edit' } ) );
		expect(
			screen.getByLabelText( 'Calendly web address or embed code' )
		).toBeInTheDocument();
	} );
} );
