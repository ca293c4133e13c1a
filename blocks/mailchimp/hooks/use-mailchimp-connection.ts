/**
 * Whether the site's Mailchimp connection is set up (`GET /wpcom/v2/mailchimp`): checking,
 * connected or not connected, with the address where it is set up, and whether the current
 * user is linked to the platform account (`GET /jetpack/v4/connection`), which decides between
 * the set-up prompt and the connect-your-account prompt. A failed status request shows its
 * message as an error notice and counts as not connected. A preview (the inserter's example)
 * asks nothing and is shown connected. Inside WordPress (the plugin, `blockSuite.host`) the
 * connection is Jetpack's service, which a site without it lacks: the block asks nothing there
 * and is `unavailable`.
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { useSuiteSettings } from '../../../shared/editor-data';

export type ConnectionState =
	'checking' | 'connected' | 'not-connected' | 'unavailable';

type StatusAnswer = { code?: string; connect_url?: string };

export function useMailchimpConnection( preview = false ) {
	const withoutService = useSuiteSettings().host === 'wordpress';
	const [ state, setState ] = useState< ConnectionState >( () => {
		if ( preview ) {
			return 'connected';
		}
		return withoutService ? 'unavailable' : 'checking';
	} );
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
		if ( preview || withoutService ) {
			return;
		}
		check();
	}, [ check, preview, withoutService ] );

	// Which prompt a site without the connection shows depends on the user's own link: asked
	// once, and only then.
	const needsUserLink = state === 'not-connected' && userLinked === undefined;
	useEffect( () => {
		if ( ! needsUserLink ) {
			return;
		}
		apiFetch< { isUserConnected?: boolean } >( {
			path: '/jetpack/v4/connection',
		} ).then(
			( status ) => setUserLinked( !! status.isUserConnected ),
			() => setUserLinked( false )
		);
	}, [ needsUserLink ] );

	return { state, connectUrl, userLinked, recheck: check };
}
