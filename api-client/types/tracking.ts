/**
 * Tracking settings (per user) and analytics events.
 */

export type TrackingSettings = {
	/** True when the user asked not to be tracked. */
	tracks_opt_out: boolean;
};

export type RecordEventRequest = {
	/** Begins with `jetpack_` or `akismet_`, lower case letters, digits and underscores. */
	eventName: string;
	properties?: Record< string, string | number | boolean | null >;
};

export type RecordEventResponse =
	| { recorded: true; id: number }
	| {
			recorded: false;
			/** Why nothing was stored. */
			reason: 'user_not_connected' | 'tracking_opted_out';
	  };

export type TrackedEvent = {
	id: number;
	name: string;
	properties: Record< string, string | number | boolean | null >;
	userId: number;
	wpcomUserId: number;
	wpcomLogin: string;
	/** ISO 8601, UTC. */
	recordedAt: string;
};
