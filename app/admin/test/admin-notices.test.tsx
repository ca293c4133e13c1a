/**
 * The admin screen's notices: the welcome stops asking to set up the connection once the site
 * is connected.
 */
import { act, screen, within } from '@testing-library/react';
import AdminNotices from '../components/admin-notices';
import { renderAdmin } from './render-admin';

const originalFetch = globalThis.fetch;

beforeEach( () => {
	globalThis.fetch = ( ( url: string ) =>
		Promise.resolve( {
			ok: String( url ).includes( 'notices' ),
			status: String( url ).includes( 'notices' ) ? 200 : 404,
			statusText: 'OK',
			redirected: false,
			url: String( url ),
			headers: new Headers( { 'Content-Type': 'application/json' } ),
			json: () => Promise.resolve( {} ),
			text: () => Promise.resolve( '{}' ),
		} ) ) as unknown as typeof fetch;
} );

afterEach( () => {
	globalThis.fetch = originalFetch;
} );

it( 'welcomes with the setup step until the site is connected, then without it', async () => {
	const { connection } = renderAdmin( <AdminNotices /> );
	await act( async () => {
		connection.setConnectionStatus( { isRegistered: false } );
	} );
	expect(
		await screen.findByText(
			'Welcome to Jetpack. Set up the connection to the cloud, then choose the modules you want.'
		)
	).toBeInTheDocument();
	await act( async () => {
		connection.setConnectionStatus( {
			isRegistered: true,
			isUserConnected: true,
		} );
	} );
	// The notices themselves (the a11y live region keeps a copy of what was spoken).
	const notices = within(
		document.querySelector< HTMLElement >( '.jetpack-admin-notices' )!
	);
	expect(
		notices.getByText( 'Welcome to Jetpack. Choose the modules you want.' )
	).toBeInTheDocument();
	expect( notices.queryByText( /Set up the connection/ ) ).toBeNull();
} );
