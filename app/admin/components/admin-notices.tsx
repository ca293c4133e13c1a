/**
 * The screen's dismissible notices. Dismissing one records it on the server
 * (`POST notice/{id}` with `dismissed` true), so it stays hidden on the next visit.
 */
import { Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { DismissedNotices } from '../../../api-client/types/admin';
import { useAdmin } from '../context';
import { errorMessage, useResource } from '../hooks/use-resource';

type AdminNotice = { id: string; status: 'info' | 'warning'; message: string };

/** The welcome, once the site is connected: the setup step is done. */
const WELCOME_CONNECTED = __(
	'Welcome to Jetpack. Choose the modules you want.',
	'jetpack'
);

const NOTICES: AdminNotice[] = [
	{
		id: 'jetpack-admin-welcome',
		status: 'info',
		message: __(
			'Welcome to Jetpack. Set up the connection to the cloud, then choose the modules you want.',
			'jetpack'
		),
	},
	{
		id: 'jetpack-admin-usage-events',
		status: 'info',
		message: __(
			'Usage events are recorded only once your account is connected, and only if you allow it under Analytics.',
			'jetpack'
		),
	},
];

export default function AdminNotices() {
	const { api, analytics, connectionStore } = useAdmin();
	const isRegistered = useSelect(
		( select ) =>
			select( connectionStore ).getConnectionStatus().isRegistered,
		[ connectionStore ]
	);
	const dismissed = useResource< DismissedNotices >( () =>
		api.fetchDismissedNotices()
	);
	const [ error, setError ] = useState< string | null >( null );
	if ( ! dismissed.data ) {
		return null;
	}
	const dismiss = async ( id: string ) => {
		setError( null );
		dismissed.setData( { ...dismissed.data, [ id ]: true } );
		try {
			dismissed.setData( await api.dismissJetpackNotice( id ) );
			analytics
				.recordEvent( 'jetpack_notice_dismissed', { notice: id } )
				.catch( () => false );
		} catch ( caught ) {
			setError( errorMessage( caught ) );
			await dismissed.reload();
		}
	};
	const shown = NOTICES.filter(
		( notice ) => ! dismissed.data?.[ notice.id ]
	);
	if ( ! shown.length && ! error ) {
		return null;
	}
	return (
		<div className="jetpack-admin-notices">
			{ shown.map( ( notice ) => (
				<Notice
					key={ notice.id }
					status={ notice.status }
					onRemove={ () => dismiss( notice.id ) }
				>
					{ notice.id === 'jetpack-admin-welcome' && isRegistered
						? WELCOME_CONNECTED
						: notice.message }
				</Notice>
			) ) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</div>
	);
}
