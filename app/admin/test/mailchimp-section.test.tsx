/**
 * The Mailchimp section: the "Connect Mailchimp" form shows the server's refusal of a field next
 * to that field; once connected it names the audience and the end of the key, and "Disconnect
 * Mailchimp" sends DELETE (WordPress's `_method` override) and brings the form back.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MailchimpSection from '../components/mailchimp-section';
import { renderAdmin } from './render-admin';

const KEY = '0123456789abcdef0123456789abcdef-us21';
const disconnected = {
	connected: false,
	list_id: '',
	list_name: '',
	api_key_hint: '',
};
const connected = {
	connected: true,
	list_id: 'a1b2c3d4e5',
	list_name: 'Weekly letter',
	api_key_hint: '…us21',
};

function refusal( param: string, message: string ) {
	return {
		code: 'rest_invalid_param',
		message: `Invalid parameter(s): ${ param }`,
		data: { status: 400, params: { [ param ]: message } },
	};
}

const originalFetch = globalThis.fetch;
const sent: Array< { url: string; method: string; body: string } > = [];
let current: typeof connected = disconnected;

function respond( status: number, body: unknown ) {
	return Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		statusText: status === 400 ? 'Bad Request' : 'OK',
		redirected: false,
		url: '',
		headers: new Headers( { 'Content-Type': 'application/json' } ),
		json: () => Promise.resolve( body ),
		text: () => Promise.resolve( JSON.stringify( body ) ),
	} );
}

beforeEach( () => {
	sent.length = 0;
	current = disconnected;
	globalThis.fetch = ( ( url: string, init: RequestInit = {} ) => {
		const method = init.method ?? 'GET';
		if ( ! String( url ).includes( 'wpcom/v2/mailchimp/settings' ) ) {
			return respond( 404, { code: 'rest_no_route', message: 'No' } );
		}
		if ( method === 'GET' ) {
			return respond( 200, current );
		}
		const body = String( init.body ?? '' );
		sent.push( { url: String( url ), method, body } );
		if ( String( url ).includes( '_method=DELETE' ) ) {
			current = disconnected;
			return respond( 200, current );
		}
		const { api_key: apiKey, list_id: listId } = JSON.parse( body );
		if ( apiKey !== KEY ) {
			return respond(
				400,
				refusal( 'api_key', 'Mailchimp refused this API key.' )
			);
		}
		if ( listId !== connected.list_id ) {
			return respond(
				400,
				refusal( 'list_id', 'Mailchimp has no audience with this ID.' )
			);
		}
		current = connected;
		return respond( 200, current );
	} ) as unknown as typeof fetch;
} );

afterEach( () => {
	globalThis.fetch = originalFetch;
} );

it( 'shows each refusal next to the field it names, then the connected audience', async () => {
	const user = userEvent.setup();
	const { container } = renderAdmin( <MailchimpSection /> );
	expect(
		screen.getByRole( 'region', { name: 'Mailchimp' } )
	).toBeInTheDocument();
	expect( container.querySelector( '#mailchimp' ) ).toBe(
		screen.getByRole( 'region', { name: 'Mailchimp' } )
	);
	const form = await screen.findByRole( 'form', {
		name: 'Connect Mailchimp',
	} );
	const key = within( form ).getByLabelText( 'API key' );
	const audience = within( form ).getByLabelText( 'Audience ID' );
	expect( key ).toHaveAttribute( 'type', 'password' );

	await user.type( key, 'ffffffffffffffffffffffffffffffff-us21' );
	await user.type( audience, 'a1b2c3d4e5' );
	await user.click(
		within( form ).getByRole( 'button', { name: 'Connect' } )
	);
	expect( await within( form ).findByRole( 'alert' ) ).toHaveTextContent(
		'Mailchimp refused this API key.'
	);
	expect( key ).toHaveAccessibleDescription(
		'Mailchimp refused this API key.'
	);
	expect( key ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( audience ).not.toHaveAttribute( 'aria-invalid' );

	// Editing the key clears its message; an unknown audience is shown next to its field.
	await user.clear( key );
	expect( within( form ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
	await user.type( key, KEY );
	await user.clear( audience );
	await user.type( audience, 'nope123' );
	await user.click(
		within( form ).getByRole( 'button', { name: 'Connect' } )
	);
	expect( await within( form ).findByRole( 'alert' ) ).toHaveTextContent(
		'Mailchimp has no audience with this ID.'
	);
	expect( audience ).toHaveAccessibleDescription(
		'Mailchimp has no audience with this ID.'
	);
	expect(
		screen.queryByText( /Invalid parameter\(s\)/ )
	).not.toBeInTheDocument();

	await user.clear( audience );
	await user.type( audience, 'a1b2c3d4e5' );
	await user.click(
		within( form ).getByRole( 'button', { name: 'Connect' } )
	);
	expect(
		await screen.findByText( 'Connected to the audience Weekly letter.' )
	).toBeInTheDocument();
	expect( screen.getByText( 'API key: …us21' ) ).toBeInTheDocument();
	expect(
		screen.queryByRole( 'form', { name: 'Connect Mailchimp' } )
	).not.toBeInTheDocument();
	expect( sent.map( ( { body } ) => JSON.parse( body ) ) ).toEqual( [
		{
			api_key: 'ffffffffffffffffffffffffffffffff-us21',
			list_id: 'a1b2c3d4e5',
		},
		{ api_key: KEY, list_id: 'nope123' },
		{ api_key: KEY, list_id: 'a1b2c3d4e5' },
	] );
} );

it( 'disconnects with DELETE and shows the form again', async () => {
	current = connected;
	const user = userEvent.setup();
	renderAdmin( <MailchimpSection /> );
	await user.click(
		await screen.findByRole( 'button', { name: 'Disconnect Mailchimp' } )
	);
	expect(
		await screen.findByRole( 'form', { name: 'Connect Mailchimp' } )
	).toBeInTheDocument();
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ].method ).toBe( 'POST' );
	expect( sent[ 0 ].url ).toContain( '_method=DELETE' );
} );
