/**
 * Site users linked to cloud accounts: their token and cloud identity, and which one owns the
 * connection.
 */
import type { Kysely } from 'kysely';
import type { CloudUser } from '../cloud/api';
import type { Database } from '../db/schema';
import { connectionDb } from './tables';

export type ConnectedUser = {
	userId: number;
	token: string;
	wpcomUser: CloudUser;
	isOwner: boolean;
	connectedAt: string;
};

type Row = {
	user_id: number;
	token: string;
	wpcom_id: number;
	wpcom_login: string;
	wpcom_email: string;
	wpcom_display_name: string;
	is_owner: number;
	connected_at: string;
};

function toConnectedUser( row: Row ): ConnectedUser {
	return {
		userId: row.user_id,
		token: row.token,
		wpcomUser: {
			ID: row.wpcom_id,
			login: row.wpcom_login,
			email: row.wpcom_email,
			display_name: row.wpcom_display_name,
		},
		isOwner: row.is_owner === 1,
		connectedAt: row.connected_at,
	};
}

export async function getConnectedUser(
	db: Kysely< Database >,
	userId: number
): Promise< ConnectedUser | null > {
	const row = await connectionDb( db )
		.selectFrom( 'connection_users' )
		.selectAll()
		.where( 'user_id', '=', userId )
		.executeTakeFirst();
	return row ? toConnectedUser( row ) : null;
}

export async function listConnectedUsers(
	db: Kysely< Database >
): Promise< ConnectedUser[] > {
	const rows = await connectionDb( db )
		.selectFrom( 'connection_users' )
		.selectAll()
		.orderBy( 'connected_at' )
		.execute();
	return rows.map( toConnectedUser );
}

/** The owner with their site display name, or null. */
export async function getOwner(
	db: Kysely< Database >
): Promise< ( ConnectedUser & { displayName: string } ) | null > {
	const row = await connectionDb( db )
		.selectFrom( 'connection_users' )
		.innerJoin( 'users', 'users.id', 'connection_users.user_id' )
		.selectAll( 'connection_users' )
		.select( 'users.display_name' )
		.where( 'is_owner', '=', 1 )
		.executeTakeFirst();
	return row
		? { ...toConnectedUser( row ), displayName: row.display_name }
		: null;
}

/**
 * Links a user; the first one linked while there is no owner becomes the owner.
 * @param db
 * @param userId
 * @param token
 * @param wpcomUser
 */
export async function linkUser(
	db: Kysely< Database >,
	userId: number,
	token: string,
	wpcomUser: CloudUser
): Promise< ConnectedUser > {
	return connectionDb( db )
		.transaction()
		.execute( async ( trx ) => {
			const owner = await trx
				.selectFrom( 'connection_users' )
				.select( 'user_id' )
				.where( 'is_owner', '=', 1 )
				.executeTakeFirst();
			const values = {
				token,
				wpcom_id: wpcomUser.ID,
				wpcom_login: wpcomUser.login,
				wpcom_email: wpcomUser.email,
				wpcom_display_name: wpcomUser.display_name,
				is_owner: ! owner || owner.user_id === userId ? 1 : 0,
				connected_at: new Date().toISOString(),
			};
			const row = await trx
				.insertInto( 'connection_users' )
				.values( { user_id: userId, ...values } )
				.onConflict( ( oc ) =>
					oc.column( 'user_id' ).doUpdateSet( values )
				)
				.returningAll()
				.executeTakeFirstOrThrow();
			return toConnectedUser( row );
		} );
}

export async function unlinkUserRow( db: Kysely< Database >, userId: number ) {
	await connectionDb( db )
		.deleteFrom( 'connection_users' )
		.where( 'user_id', '=', userId )
		.execute();
}

export async function unlinkAllUsers( db: Kysely< Database > ) {
	await connectionDb( db ).deleteFrom( 'connection_users' ).execute();
}
