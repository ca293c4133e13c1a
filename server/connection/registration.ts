/**
 * The site's registration with the cloud (blog id, secret, the cloud's authorization page),
 * kept in the options table, and the registration nonce the admin page hands to the client.
 */
import type { Kysely } from 'kysely';
import { createNonce, verifyNonce } from '../auth/nonces';
import type { Session } from '../auth/sessions';
import type { Database } from '../db/schema';
import type { SiteContext } from '../site-context';

export const REGISTRATION_OPTION = 'jetpack_site_registration';
export const REGISTRATION_NONCE_ACTION = 'jetpack-registration-nonce';

export type Registration = {
	blogId: number;
	secret: string;
	/** The cloud's authorization page for this site, e.g. `…/cloud/authorize?client_id=7`. */
	authorizeUrl: string;
	/** The plugin that asked for the registration. */
	pluginSlug: string | null;
	registeredAt: string;
};

export async function getRegistration(
	db: Kysely< Database >
): Promise< Registration | null > {
	const row = await db
		.selectFrom( 'options' )
		.select( 'value' )
		.where( 'name', '=', REGISTRATION_OPTION )
		.executeTakeFirst();
	return row ? ( JSON.parse( row.value ) as Registration ) : null;
}

export async function saveRegistration(
	db: Kysely< Database >,
	registration: Registration
): Promise< void > {
	const value = JSON.stringify( registration );
	await db
		.insertInto( 'options' )
		.values( { name: REGISTRATION_OPTION, value } )
		.onConflict( ( oc ) => oc.column( 'name' ).doUpdateSet( { value } ) )
		.execute();
}

export async function clearRegistration(
	db: Kysely< Database >
): Promise< void > {
	await db
		.deleteFrom( 'options' )
		.where( 'name', '=', REGISTRATION_OPTION )
		.execute();
}

const subject = ( session: Session ) => ( {
	userId: session.user.id,
	token: session.token,
} );

/**
 * The `registration_nonce` the admin page must give the client (connection/register checks it).
 * @param site
 * @param session
 */
export function createRegistrationNonce(
	site: SiteContext,
	session: Session
): string {
	return createNonce(
		site.nonceSecret,
		REGISTRATION_NONCE_ACTION,
		subject( session )
	);
}

export function verifyRegistrationNonce(
	site: SiteContext,
	session: Session,
	nonce: string
): boolean {
	return !! verifyNonce(
		site.nonceSecret,
		nonce,
		REGISTRATION_NONCE_ACTION,
		subject( session )
	);
}
