/**
 * jetpack/v4 tracking routes: the signed-in user's tracking settings, recording an analytics
 * event (stored only for connected users who have not opted out) and the latest events (admins).
 */
import {
	EVENT_NAME_PATTERN,
	getTrackingOptOut,
	latestEvents,
	recordEvent,
	setTrackingOptOut,
	type EventProperties,
} from '../../../connection/tracking';
import type { RestRegistry } from '../../registry';
import { NAMESPACE, requireCap } from './helpers';

const signedIn = requireCap( 'read' );

function checkProperties( value: unknown, param: string ): string | null {
	const entries = Object.entries( value as Record< string, unknown > );
	if ( entries.length > 50 ) {
		return `${ param } must contain at most 50 properties.`;
	}
	for ( const [ key, item ] of entries ) {
		if ( ! /^[a-z0-9_]{1,64}$/.test( key ) ) {
			return `${ param }[${ key }] is not a valid property name.`;
		}
		if (
			item !== null &&
			! [ 'string', 'number', 'boolean' ].includes( typeof item )
		) {
			return `${ param }[${ key }] must be a string, number, boolean or null.`;
		}
		if ( typeof item === 'string' && item.length > 1000 ) {
			return `${ param }[${ key }] must be at most 1000 characters long.`;
		}
	}
	return null;
}

export function registerTrackingRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: NAMESPACE,
		path: '/tracking/settings',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: signedIn,
				handler: async ( { site, viewer } ) => ( {
					tracks_opt_out: await getTrackingOptOut(
						site.db,
						viewer!.id
					),
				} ),
			},
			{
				methods: [ 'POST' ],
				args: { tracks_opt_out: { type: 'boolean', required: true } },
				permission: signedIn,
				async handler( { site, viewer, params } ) {
					await setTrackingOptOut(
						site.db,
						viewer!.id,
						params.tracks_opt_out === true
					);
					return {
						tracks_opt_out: await getTrackingOptOut(
							site.db,
							viewer!.id
						),
					};
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/tracks/record',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					event_name: {
						type: 'string',
						required: true,
						pattern: EVENT_NAME_PATTERN,
						maxLength: 100,
					},
					properties: {
						type: 'object',
						default: {},
						validate: checkProperties,
					},
				},
				permission: signedIn,
				handler: ( { site, viewer, params } ) =>
					recordEvent(
						site.db,
						viewer!.id,
						String( params.event_name ),
						params.properties as EventProperties
					),
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/tracks/events',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					per_page: {
						type: 'integer',
						minimum: 1,
						maximum: 100,
						default: 20,
					},
				},
				permission: requireCap( 'manage_options' ),
				handler: ( { site, params } ) =>
					latestEvents( site.db, Number( params.per_page ) ),
			},
		],
	} );
}
