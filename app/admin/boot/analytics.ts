/**
 * The admin screen's analytics recorder: events go to the host (`tracks/record`) only while the
 * connection store says the user is connected with a known login and ID, and their tracking
 * settings allow it (shared/analytics/).
 */
import type { DataRegistry } from '@wordpress/data';
import {
	createEventRecorder,
	type EventRecorder,
} from '../../../shared/analytics';
import type { ConnectionStore } from '../../../store/connection';
import type { AdminApi } from './api';

export type AdminAnalytics = EventRecorder & {
	/** Calls `listener` after each event the host accepted; returns the unsubscribe function. */
	subscribe: ( listener: () => void ) => () => void;
};

export function createAdminAnalytics(
	api: AdminApi,
	registry: DataRegistry,
	connectionStore: ConnectionStore
): AdminAnalytics {
	const listeners = new Set< () => void >();
	const recorder = createEventRecorder( {
		getGate: () => {
			const connection = registry.select( connectionStore );
			return {
				identity: {
					isUserConnected:
						connection.getConnectionStatus().isUserConnected,
					wpcomUser: connection.getWpcomUser(),
				},
				tracking: connection.getTrackingSettings(),
			};
		},
		send: async ( event ) => {
			await api.recordEvent( {
				eventName: event.name,
				properties: event.props,
			} );
			listeners.forEach( ( listener ) => listener() );
		},
	} );
	return {
		...recorder,
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
