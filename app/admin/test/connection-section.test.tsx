import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConnectionSection from '../components/connection-section';
import { renderAdmin } from './render-admin';

describe( 'ConnectionSection', () => {
	it( 'offers to set up an unregistered site and shows the registration error', async () => {
		const { connection } = renderAdmin( <ConnectionSection /> );
		expect(
			screen.getByText( 'Checking the connection…' )
		).toBeInTheDocument();
		await act( async () => {
			connection.setConnectionStatus( { isRegistered: false } );
			connection.setRegistrationError( {
				message: 'The registration nonce is not valid. (Status 403)',
			} );
		} );
		const card = within(
			screen.getByRole( 'region', { name: 'Connection' } )
		);
		expect(
			card.getByRole( 'button', { name: 'Set up Jetpack' } )
		).toBeEnabled();
		expect(
			card.getByText(
				'The registration nonce is not valid. (Status 403)'
			)
		).toBeInTheDocument();

		await act( async () => {
			connection.setSiteIsRegistering( true );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Setting up…' } )
		).toBeDisabled();
		expect(
			card.queryByText(
				'The registration nonce is not valid. (Status 403)'
			)
		).not.toBeInTheDocument();
	} );

	it( 'asks a registered site’s user to connect their account', async () => {
		const { connection } = renderAdmin( <ConnectionSection /> );
		await act( async () => {
			connection.setConnectionStatus( { isRegistered: true } );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Connect your user account' } )
		).toBeEnabled();
		await act( async () => {
			connection.setUserIsConnecting( true );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Connecting…' } )
		).toBeDisabled();
	} );

	it( 'shows the connected cloud login and confirms before disconnecting', async () => {
		const user = userEvent.setup();
		const { connection } = renderAdmin( <ConnectionSection /> );
		await act( async () => {
			connection.setConnectionStatus( {
				isRegistered: true,
				isUserConnected: true,
				hasConnectedOwner: true,
			} );
			connection.setUserConnectionData( {
				currentUser: {
					isConnected: true,
					blogId: 7,
					wpcomUser: {
						ID: 42,
						login: 'ada',
						email: 'ada@example.com',
						display_name: 'Ada',
					},
				},
			} );
		} );
		expect( screen.getByText( 'Connected as ada.' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Site ID on the cloud: 7' )
		).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Disconnect' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog ).toHaveTextContent(
			'Disconnect the site from the cloud?'
		);
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Connected as ada.' ) ).toBeInTheDocument();
	} );
} );
