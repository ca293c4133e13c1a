/**
 * Analytics events of the admin client (spec §6, §7 "Analytics"): named `jetpack_…` (or `akismet_…`),
 * recorded only while the user is connected, their platform login and ID are known, and they have
 * not opted out in `tracking/settings`. The event is posted to the host, which forwards it to the
 * analytics service; `send` is that call (the REST client's), so this module stays pure.
 */

/** Flat event properties, as the analytics service accepts them. */
export type EventProps = Record< string, string | number | boolean | null >;

/** What is known about the user when an event is about to be recorded. */
export type AnalyticsIdentity = {
	isUserConnected: boolean;
	wpcomUser?: { login?: string | null; ID?: number | null } | null;
};

/** The user's tracking settings (`GET tracking/settings`); null until they are loaded. */
export type TrackingSettings = { tracks_opt_out?: boolean } | null;

export type AnalyticsEvent = {
	name: string;
	props: EventProps;
	user: { login: string; ID: number };
};

export type AnalyticsGate = {
	identity: AnalyticsIdentity;
	tracking: TrackingSettings;
};

const EVENT_NAME = /^(jetpack|akismet)_[a-z0-9_]+$/;
const PROP_NAME = /^[a-z_][a-z0-9_]*$/;

export function isEventName( name: string ): boolean {
	return EVENT_NAME.test( name );
}

/**
 * Why an event may not be recorded now, or null when it may.
 * @param gate the user's connection and tracking settings
 */
export function whyNotRecording(
	gate: AnalyticsGate
):
	| 'user-not-connected'
	| 'user-unknown'
	| 'tracking-unknown'
	| 'opted-out'
	| null {
	const { identity, tracking } = gate;
	if ( ! identity.isUserConnected ) {
		return 'user-not-connected';
	}
	const user = identity.wpcomUser;
	if ( ! user?.login || typeof user.ID !== 'number' || user.ID <= 0 ) {
		return 'user-unknown';
	}
	if ( ! tracking ) {
		return 'tracking-unknown';
	}
	if ( tracking.tracks_opt_out ) {
		return 'opted-out';
	}
	return null;
}

export function canRecordEvents( gate: AnalyticsGate ): boolean {
	return whyNotRecording( gate ) === null;
}

/**
 * The event to send, or null when the gate is closed. Throws on a name or property the analytics
 * service would reject, since that is a mistake in the caller.
 * @param name  event name, `jetpack_…`
 * @param props flat properties with snake_case names
 * @param gate  the user's connection and tracking settings
 */
export function buildEvent(
	name: string,
	props: Record< string, unknown >,
	gate: AnalyticsGate
): AnalyticsEvent | null {
	if ( ! isEventName( name ) ) {
		throw new Error(
			`Analytics event names begin with jetpack_ or akismet_ and use a-z, 0-9 and _: "${ name }".`
		);
	}
	const clean: EventProps = {};
	for ( const [ key, value ] of Object.entries( props ) ) {
		if ( ! PROP_NAME.test( key ) ) {
			throw new Error( `Invalid analytics property name "${ key }".` );
		}
		if ( value === undefined ) {
			continue;
		}
		if (
			value !== null &&
			! [ 'string', 'number', 'boolean' ].includes( typeof value )
		) {
			throw new Error(
				`Analytics property "${ key }" must be a string, number, boolean or null.`
			);
		}
		clean[ key ] = value as EventProps[ string ];
	}
	if ( ! canRecordEvents( gate ) ) {
		return null;
	}
	const user = gate.identity.wpcomUser!;
	return {
		name,
		props: clean,
		user: { login: user.login!, ID: user.ID! },
	};
}

export type EventRecorder = {
	/** Sends the event when allowed; resolves to whether it was sent. */
	recordEvent: (
		name: string,
		props?: Record< string, unknown >
	) => Promise< boolean >;
};

/**
 * @param options         where the gate and the transport come from
 * @param options.getGate the current connection and tracking settings (read at each event)
 * @param options.send    posts one event to the host
 */
export function createEventRecorder( options: {
	getGate: () => AnalyticsGate;
	send: ( event: AnalyticsEvent ) => Promise< unknown >;
} ): EventRecorder {
	return {
		async recordEvent( name, props = {} ) {
			const event = buildEvent( name, props, options.getGate() );
			if ( ! event ) {
				return false;
			}
			await options.send( event );
			return true;
		},
	};
}
