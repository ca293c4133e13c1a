/**
 * Tracking: each user's opt-out, and analytics events (names beginning `jetpack_` or `akismet_`),
 * stored only while the user is connected with a known cloud login and ID and has not opted out.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getConnectedUser } from './connected-users';
import { getRegistration } from './registration';
import { connectionDb } from './tables';

export const EVENT_NAME_PATTERN = '^(jetpack|akismet)_[a-z0-9_]+$';

export type EventProperties = Record<
	string,
	string | number | boolean | null
>;

export async function getTrackingOptOut(
	db: Kysely< Database >,
	userId: number
): Promise< boolean > {
	const row = await connectionDb( db )
		.selectFrom( 'tracking_preferences' )
		.select( 'opt_out' )
		.where( 'user_id', '=', userId )
		.executeTakeFirst();
	return row?.opt_out === 1;
}

export async function setTrackingOptOut(
	db: Kysely< Database >,
	userId: number,
	optOut: boolean
): Promise< void > {
	const values = {
		opt_out: optOut ? 1 : 0,
		updated_at: new Date().toISOString(),
	};
	await connectionDb( db )
		.insertInto( 'tracking_preferences' )
		.values( { user_id: userId, ...values } )
		.onConflict( ( oc ) => oc.column( 'user_id' ).doUpdateSet( values ) )
		.execute();
}

export type RecordResult =
	| { recorded: true; id: number }
	| { recorded: false; reason: 'user_not_connected' | 'tracking_opted_out' };

export async function recordEvent(
	db: Kysely< Database >,
	userId: number,
	name: string,
	properties: EventProperties
): Promise< RecordResult > {
	const connected = ( await getRegistration( db ) )
		? await getConnectedUser( db, userId )
		: null;
	if (
		! connected ||
		! connected.wpcomUser.login ||
		! connected.wpcomUser.ID
	) {
		return { recorded: false, reason: 'user_not_connected' };
	}
	if ( await getTrackingOptOut( db, userId ) ) {
		return { recorded: false, reason: 'tracking_opted_out' };
	}
	const row = await connectionDb( db )
		.insertInto( 'tracking_events' )
		.values( {
			user_id: userId,
			name,
			properties: JSON.stringify( properties ),
			wpcom_user_id: connected.wpcomUser.ID,
			wpcom_login: connected.wpcomUser.login,
			recorded_at: new Date().toISOString(),
		} )
		.returning( 'id' )
		.executeTakeFirstOrThrow();
	return { recorded: true, id: row.id };
}

export async function latestEvents( db: Kysely< Database >, limit: number ) {
	const rows = await connectionDb( db )
		.selectFrom( 'tracking_events' )
		.selectAll()
		.orderBy( 'id', 'desc' )
		.limit( limit )
		.execute();
	return rows.map( ( row ) => ( {
		id: row.id,
		name: row.name,
		properties: JSON.parse( row.properties ) as EventProperties,
		userId: row.user_id,
		wpcomUserId: row.wpcom_user_id,
		wpcomLogin: row.wpcom_login,
		recordedAt: row.recorded_at,
	} ) );
}
