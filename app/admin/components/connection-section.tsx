/**
 * The connection card (spec §4): Set up (register) → Connect your user account (leaves for the
 * cloud's approval page) → connected as the user's cloud login; registration errors shown and
 * cleared on retry; unlink and disconnect, the latter after a confirmation.
 */
import {
	Button,
	Notice,
	Spinner,
	// ConfirmDialog is exported only under its experimental name in this version.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalConfirmDialog as ConfirmDialog,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useAdmin } from '../context';
import Section from './section';

export default function ConnectionSection() {
	const { settings, connectionStore, analytics } = useAdmin();
	const state = useSelect(
		( select ) => {
			const connection = select( connectionStore );
			return {
				status: connection.getConnectionStatus(),
				isLoaded: connection.isConnectionStatusLoaded(),
				isRegistering: connection.getSiteIsRegistering(),
				isConnecting: connection.getUserIsConnecting(),
				isDisconnecting: connection.getIsDisconnecting(),
				registrationError: connection.getRegistrationError(),
				actionError: connection.getConnectionActionError(),
				wpcomUser: connection.getWpcomUser(),
				blogId: connection.getBlogId(),
			};
		},
		[ connectionStore ]
	);
	const { registerSite, connectUser, disconnectSite, unlinkUser } =
		useDispatch( connectionStore );
	const [ confirmingDisconnect, setConfirmingDisconnect ] = useState( false );
	const { status } = state;
	const { connection } = settings;

	const setUp = () =>
		registerSite( {
			registrationNonce: connection.registrationNonce,
			redirectUri: connection.redirectUri,
			pluginSlug: connection.pluginSlug,
		} );
	const connect = () =>
		connectUser( {
			from: connection.from,
			redirectUri: connection.redirectUri,
		} );
	const disconnect = async () => {
		setConfirmingDisconnect( false );
		// Recorded first: once disconnected, the user is no longer connected.
		await analytics
			.recordEvent( 'jetpack_connection_disconnect_site' )
			.catch( () => false );
		await disconnectSite();
	};

	// Offered both before and after the user's own account is connected; asks for confirmation.
	const disconnectButton = (
		<Button
			variant="secondary"
			isDestructive
			onClick={ () => setConfirmingDisconnect( true ) }
			isBusy={ state.isDisconnecting }
			disabled={ state.isDisconnecting }
			__next40pxDefaultSize
		>
			{ __( 'Disconnect', 'jetpack' ) }
		</Button>
	);
	let body;
	if ( ! state.isLoaded ) {
		body = (
			<p>
				<Spinner /> { __( 'Checking the connection…', 'jetpack' ) }
			</p>
		);
	} else if ( ! status.isRegistered ) {
		body = (
			<>
				<p>
					{ __(
						'Set up the connection to the cloud to use stats, security, search, backups and the other cloud features.',
						'jetpack'
					) }
				</p>
				{ state.registrationError && (
					<Notice status="error" isDismissible={ false }>
						{ state.registrationError.message }
					</Notice>
				) }
				<Button
					variant="primary"
					onClick={ setUp }
					isBusy={ state.isRegistering }
					disabled={ state.isRegistering }
					__next40pxDefaultSize
				>
					{ state.isRegistering
						? __( 'Setting up…', 'jetpack' )
						: __( 'Set up Jetpack', 'jetpack' ) }
				</Button>
			</>
		);
	} else if ( ! status.isUserConnected ) {
		body = (
			<>
				<p>
					{ __(
						'The site is registered. Connect your user account to authorize it on the cloud.',
						'jetpack'
					) }
				</p>
				<div className="jetpack-admin__buttons">
					<Button
						variant="primary"
						onClick={ connect }
						isBusy={ state.isConnecting }
						disabled={ state.isConnecting }
						__next40pxDefaultSize
					>
						{ state.isConnecting
							? __( 'Connecting…', 'jetpack' )
							: __( 'Connect your user account', 'jetpack' ) }
					</Button>
					{ disconnectButton }
				</div>
			</>
		);
	} else {
		body = (
			<>
				<p className="jetpack-admin-connection__status">
					{ state.wpcomUser
						? sprintf(
								/* translators: %s: the user's cloud login. */
								__( 'Connected as %s.', 'jetpack' ),
								state.wpcomUser.login
							)
						: __( 'Your account is connected.', 'jetpack' ) }
				</p>
				{ !! state.blogId && (
					<p className="jetpack-admin__muted">
						{ sprintf(
							/* translators: %d: the site's ID in the cloud. */
							__( 'Site ID on the cloud: %d', 'jetpack' ),
							state.blogId
						) }
					</p>
				) }
				<div className="jetpack-admin__buttons">
					<Button
						variant="secondary"
						onClick={ () => unlinkUser() }
						disabled={ state.isDisconnecting }
						__next40pxDefaultSize
					>
						{ __( 'Unlink your account', 'jetpack' ) }
					</Button>
					{ disconnectButton }
				</div>
			</>
		);
	}

	return (
		<Section title={ __( 'Connection', 'jetpack' ) }>
			{ body }
			{ state.actionError && (
				<Notice status="error" isDismissible={ false }>
					{ state.actionError.message }
				</Notice>
			) }
			<ConfirmDialog
				isOpen={ confirmingDisconnect }
				onConfirm={ disconnect }
				onCancel={ () => setConfirmingDisconnect( false ) }
				confirmButtonText={ __( 'Disconnect', 'jetpack' ) }
			>
				{ __(
					'Disconnect the site from the cloud? Stats, security, search and the other cloud features stop until you set up the connection again.',
					'jetpack'
				) }
			</ConfirmDialog>
		</Section>
	);
}
