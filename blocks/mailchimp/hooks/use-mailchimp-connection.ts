/**
 * Whether the site's Mailchimp connection is set up (`GET /wpcom/v2/mailchimp`): checking,
 * connected or not connected, with the address where it is set up, and whether the current
 * user is linked to the platform account (`GET /jetpack/v4/connection`), which decides between
 * the set-up prompt and the connect-your-account prompt. A failed status request shows its
 * message as an error notice and counts as not connected. A preview (the inserter's example)
 * asks nothing and is shown connected.
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

export type ConnectionState = 'checking' | 'connected' | 'not-connected';

type StatusAnswer = { code?: string; connect_url?: string };

export function useMailchimpConnection( preview = false ) {
	const [ state, setState ] = useState< ConnectionState >(
		preview ? 'connected' : 'checking'
	);
	const [ connectUrl, setConnectUrl ] = useState( '' );
	const [ userLinked, setUserLinked ] = useState< boolean | undefined >();
	const { createErrorNotice } = useDispatch( noticesStore );

	const check = useCallback( () => {
		setState( 'checking' );
		apiFetch< StatusAnswer >( { path: '/wpcom/v2/mailchimp' } ).then(
			( answer ) => {
				setConnectUrl(
					typeof answer.connect_url === 'string'
						? answer.connect_url
						: ''
				);
				setState(
					answer.code === 'connected' ? 'connected' : 'not-connected'
				);
			},
			( error: { message?: string } ) => {
				createErrorNotice(
					error?.message ??
						__(
							'Could not check the Mailchimp connection.',
							'jetpack'
						),
					{ id: 'mailchimp-status', type: 'snackbar' }
				);
				setState( 'not-connected' );
			}
		);
	}, [ createErrorNotice ] );

	useEffect( () => {
		if ( preview ) {
			return;
		}
		check();
		apiFetch< { isUserConnected?: boolean } >( {
			path: '/jetpack/v4/connection',
		} ).then(
			( status ) => setUserLinked( !! status.isUserConnected ),
			() => setUserLinked( false )
		);
	}, [ check, preview ] );

	return { state, connectUrl, userLinked, recheck: check };
}
