/**
 * Tracking settings of the signed-in user, and analytics events recorded by the site.
 */
import type { ApiRequester } from '../requester';
import type {
	RecordEventRequest,
	RecordEventResponse,
	TrackedEvent,
	TrackingSettings,
} from '../types/tracking';

export function createTrackingEndpoints( api: ApiRequester ) {
	return {
		fetchTrackingSettings: () =>
			api.get< TrackingSettings >( 'tracking/settings' ),

		updateTrackingSettings: ( settings: TrackingSettings ) =>
			api.post< TrackingSettings >( 'tracking/settings', settings ),

		/** Stored only while the user is connected and has not opted out. */
		recordEvent: ( request: RecordEventRequest ) =>
			api.post< RecordEventResponse >( 'tracks/record', {
				event_name: request.eventName,
				properties: request.properties ?? {},
			} ),

		/** The latest events, newest first (administrators). */
		fetchRecordedEvents: ( perPage = 20 ) =>
			api.get< TrackedEvent[] >( 'tracks/events', { per_page: perPage } ),
	};
}

export type TrackingEndpoints = ReturnType< typeof createTrackingEndpoints >;
