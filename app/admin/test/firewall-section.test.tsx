/**
 * The Firewall section: the server's refusal of an IP list is shown next to that field, in the
 * server's words, not as "Invalid parameter(s): … (Status 400)" under the form.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FirewallSection from '../components/firewall-section';
import { renderAdmin } from './render-admin';

const state = {
	jetpack_waf_automatic_rules: false,
	jetpack_waf_ip_allow_list: '',
	jetpack_waf_ip_allow_list_enabled: false,
	jetpack_waf_ip_block_list: '',
	jetpack_waf_ip_block_list_enabled: true,
	jetpack_waf_share_data: false,
	jetpack_waf_share_debug_data: false,
	automaticRulesAvailable: false,
	waf_supported: true,
	standaloneMode: false,
};

const refusal = {
	code: 'rest_invalid_param',
	message: 'Invalid parameter(s): jetpack_waf_ip_block_list',
	data: {
		status: 400,
		params: {
			jetpack_waf_ip_block_list:
				'jetpack_waf_ip_block_list contains an invalid IP address or range: not-an-ip.',
		},
	},
};

const originalFetch = globalThis.fetch;
const sent: Array< { method: string; body: string } > = [];

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
	globalThis.fetch = ( ( url: string, init: RequestInit = {} ) => {
		const method = init.method ?? 'GET';
		if ( ! String( url ).includes( 'waf' ) ) {
			return respond( 404, { code: 'rest_no_route', message: 'No' } );
		}
		if ( method === 'GET' ) {
			return respond( 200, state );
		}
		const body = String( init.body );
		sent.push( { method, body } );
		return body.includes( 'not-an-ip' )
			? respond( 400, refusal )
			: respond( 200, { ...state, ...JSON.parse( body ) } );
	} ) as unknown as typeof fetch;
} );

afterEach( () => {
	globalThis.fetch = originalFetch;
} );

it( 'shows the server’s refusal of an IP list next to that field, until it is edited', async () => {
	const user = userEvent.setup();
	renderAdmin( <FirewallSection /> );
	const form = await screen.findByRole( 'form', {
		name: 'Firewall settings',
	} );
	const blocked = within( form ).getByLabelText(
		'Blocked IP addresses (one per line)'
	);
	await user.type( blocked, 'not-an-ip' );
	await user.click(
		within( form ).getByRole( 'button', {
			name: 'Save firewall settings',
		} )
	);
	const message = await within( form ).findByRole( 'alert' );
	expect( message ).toHaveTextContent(
		'Contains an invalid IP address or range: not-an-ip.'
	);
	expect( blocked ).toHaveAccessibleDescription(
		'Contains an invalid IP address or range: not-an-ip.'
	);
	expect( blocked ).toHaveAttribute( 'aria-invalid', 'true' );
	expect(
		screen.queryByText( /Invalid parameter\(s\)/ )
	).not.toBeInTheDocument();
	expect(
		screen.queryByText( 'Firewall settings saved.' )
	).not.toBeInTheDocument();

	// Corrected: the message goes as the field changes, and the save goes through.
	await user.clear( blocked );
	expect( within( form ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
	await user.type( blocked, '192.0.2.1' );
	await user.click(
		within( form ).getByRole( 'button', {
			name: 'Save firewall settings',
		} )
	);
	expect(
		await screen.findByText( 'Firewall settings saved.' )
	).toBeInTheDocument();
	expect( sent ).toHaveLength( 2 );
} );
