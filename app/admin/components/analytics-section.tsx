/**
 * Analytics: the user's tracking choice (`tracking/settings`), whether events are being recorded
 * and why not, and the last events the site recorded (administrators only).
 */
import { Notice, Spinner, ToggleControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { TrackedEvent } from '../../../api-client';
import { whyNotRecording } from '../../../shared/analytics';
import { useAdmin } from '../context';
import { useAsyncAction, useResource } from '../hooks/use-resource';
import Section from './section';

const REASONS = {
	'user-not-connected': __(
		'Events are not recorded: your account is not connected.',
		'jetpack'
	),
	'user-unknown': __(
		'Events are not recorded until your cloud account is known.',
		'jetpack'
	),
	'tracking-unknown': __( 'Loading your tracking choice…', 'jetpack' ),
	'opted-out': __(
		'Events are not recorded: you turned them off.',
		'jetpack'
	),
};

function RecentEvents() {
	const { api, analytics } = useAdmin();
	const events = useResource< TrackedEvent[] >( () =>
		api.fetchRecordedEvents( 10 )
	);
	const { reload } = events;
	useEffect( () => analytics.subscribe( reload ), [ analytics, reload ] );
	if ( events.error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ events.error }
			</Notice>
		);
	}
	if ( ! events.data ) {
		return <Spinner />;
	}
	if ( ! events.data.length ) {
		return (
			<p className="jetpack-admin__muted">
				{ __( 'No events recorded yet.', 'jetpack' ) }
			</p>
		);
	}
	return (
		<table className="jetpack-admin-table jetpack-admin-events">
			<caption>{ __( 'Last events', 'jetpack' ) }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Event', 'jetpack' ) }</th>
					<th scope="col">{ __( 'Properties', 'jetpack' ) }</th>
					<th scope="col">{ __( 'Cloud user', 'jetpack' ) }</th>
					<th scope="col">{ __( 'Time', 'jetpack' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ events.data.map( ( event ) => (
					<tr key={ event.id }>
						<th scope="row">
							<code>{ event.name }</code>
						</th>
						<td>
							{ Object.entries( event.properties )
								.map(
									( [ key, value ] ) => `${ key }=${ value }`
								)
								.join( ', ' ) }
						</td>
						<td>{ event.wpcomLogin }</td>
						<td>
							<time dateTime={ event.recordedAt }>
								{ new Date(
									event.recordedAt
								).toLocaleString() }
							</time>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

export default function AnalyticsSection() {
	const { settings, connectionStore } = useAdmin();
	const gate = useSelect(
		( select ) => {
			const connection = select( connectionStore );
			return {
				identity: {
					isUserConnected:
						connection.getConnectionStatus().isUserConnected,
					wpcomUser: connection.getWpcomUser(),
				},
				tracking: connection.getTrackingSettings(),
			};
		},
		[ connectionStore ]
	);
	const { updateTrackingSettings } = useDispatch( connectionStore );
	const save = useAsyncAction( ( optOut: boolean ) =>
		updateTrackingSettings( { tracks_opt_out: optOut } )
	);
	const reason = whyNotRecording( gate );

	return (
		<Section title={ __( 'Analytics', 'jetpack' ) }>
			<ToggleControl
				label={ __( 'Record usage events', 'jetpack' ) }
				help={ __(
					'Events about how you use this screen help improve it. They carry your cloud login and ID.',
					'jetpack'
				) }
				checked={
					gate.tracking ? ! gate.tracking.tracks_opt_out : false
				}
				disabled={ ! gate.tracking || save.busy }
				onChange={ ( on ) => save.run( ! on ) }
				__nextHasNoMarginBottom
			/>
			{ save.error && (
				<Notice status="error" isDismissible={ false }>
					{ save.error }
				</Notice>
			) }
			<p className="jetpack-admin-analytics__state">
				{ reason
					? REASONS[ reason ]
					: __( 'Events are being recorded.', 'jetpack' ) }
			</p>
			{ settings.currentUser.capabilities.manage_options && (
				<RecentEvents />
			) }
		</Section>
	);
}
