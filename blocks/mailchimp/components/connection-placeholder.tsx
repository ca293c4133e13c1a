/**
 * What the block shows before the form: a spinner while the connection is checked; when the
 * site has no Mailchimp connection, the set-up prompt (for a user linked to the platform
 * account) or the prompt to connect their account first; where the site has no Mailchimp
 * service at all (WordPress without Jetpack), a note saying so.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Placeholder, Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import type { ConnectionState } from '../hooks/use-mailchimp-connection';
import icon from '../icon';

type Props = {
	state: ConnectionState;
	userLinked: boolean | undefined;
	connectUrl: string;
	onRecheck: () => void;
};

function ConnectAccountButton() {
	const { createErrorNotice } = useDispatch( noticesStore );
	const connect = () =>
		apiFetch< string >( {
			path: `/jetpack/v4/connection/url?${ new URLSearchParams( {
				from: 'jetpack-block-editor',
				redirect: window.location.href,
			} ) }`,
		} ).then(
			( url ) => window.location.assign( url ),
			( error: { message?: string } ) =>
				createErrorNotice(
					error?.message ??
						__( 'The connection could not be started.', 'jetpack' ),
					{ type: 'snackbar' }
				)
		);
	return (
		<Button variant="primary" onClick={ connect }>
			{ __( 'Connect your account', 'jetpack' ) }
		</Button>
	);
}

/**
 * The block's placeholder, with its icon and title.
 * @param props
 * @param props.instructions what the author reads
 * @param props.children     the actions
 */
function MailchimpPlaceholder( {
	instructions,
	children,
}: {
	instructions?: string;
	children?: ReactNode;
} ) {
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Mailchimp', 'jetpack' ) }
			instructions={ instructions }
		>
			{ children }
		</Placeholder>
	);
}

export default function ConnectionPlaceholder( {
	state,
	userLinked,
	connectUrl,
	onRecheck,
}: Props ) {
	if ( state === 'unavailable' ) {
		return (
			<MailchimpPlaceholder
				instructions={ __(
					'This site has no Mailchimp service: visitors will not see this form until it has one.',
					'jetpack'
				) }
			/>
		);
	}
	if ( state === 'checking' || userLinked === undefined ) {
		return (
			<MailchimpPlaceholder>
				<Spinner />
				<span>
					{ __( 'Checking the Mailchimp connection…', 'jetpack' ) }
				</span>
			</MailchimpPlaceholder>
		);
	}
	if ( ! userLinked ) {
		return (
			<MailchimpPlaceholder
				instructions={ __(
					'You need to connect your account to the platform before you can use this block.',
					'jetpack'
				) }
			>
				<ConnectAccountButton />
			</MailchimpPlaceholder>
		);
	}
	return (
		<MailchimpPlaceholder
			instructions={ __(
				'You need to connect your Mailchimp account and choose an audience in order to start collecting email subscribers.',
				'jetpack'
			) }
		>
			<Button
				variant="primary"
				href={ connectUrl || undefined }
				target="_blank"
				disabled={ ! connectUrl }
			>
				{ __( 'Set up Mailchimp form', 'jetpack' ) }
			</Button>
			<Button variant="tertiary" onClick={ onRecheck }>
				{ __( 'Re-check connection', 'jetpack' ) }
			</Button>
		</MailchimpPlaceholder>
	);
}
