/**
 * Sign-in sessions, stored in the database so any site process can serve any request.
 * The cookie holds a random token; the table holds only its SHA-256.
 * Lifetimes follow WordPress: two days, or fourteen with "Remember Me".
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SiteDb } from '../db/schema';
import { getUser, type User } from './users';

export const SESSION_COOKIE = 'wordpress_logged_in';
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME = 2 * DAY;
export const REMEMBERED_SESSION_LIFETIME = 14 * DAY;

export type Session = {
	/** The cookie token; nonces are tied to it, as WordPress ties them to its session token. */
	token: string;
	user: User;
	expiresAt: number;
	remember: boolean;
};

function hashToken( token: string ): string {
	return createHash( 'sha256' ).update( token ).digest( 'hex' );
}

export async function createSession(
	db: SiteDb,
	user: User,
	remember: boolean,
	now = Date.now()
): Promise< Session > {
	const token = randomBytes( 32 ).toString( 'base64url' );
	const expiresAt =
		now + ( remember ? REMEMBERED_SESSION_LIFETIME : SESSION_LIFETIME );
	await db.transaction().execute( async ( trx ) => {
		await trx
			.deleteFrom( 'sessions' )
			.where( 'expires_at', '<=', now )
			.execute();
		await trx
			.insertInto( 'sessions' )
			.values( {
				token_hash: hashToken( token ),
				user_id: user.id,
				created_at: now,
				expires_at: expiresAt,
				remember: remember ? 1 : 0,
			} )
			.execute();
	} );
	return { token, user, expiresAt, remember };
}

/**
 * The live session a cookie token names, or null when unknown, expired or its user is gone.
 * @param db
 * @param token
 * @param now
 */
export async function findSession(
	db: SiteDb,
	token: string | undefined,
	now = Date.now()
): Promise< Session | null > {
	if ( ! token || token.length > 200 ) {
		return null;
	}
	const row = await db
		.selectFrom( 'sessions' )
		.selectAll()
		.where( 'token_hash', '=', hashToken( token ) )
		.executeTakeFirst();
	if ( ! row || row.expires_at <= now ) {
		return null;
	}
	const user = await getUser( db, row.user_id );
	return user
		? {
				token,
				user,
				expiresAt: row.expires_at,
				remember: row.remember === 1,
			}
		: null;
}

export async function destroySession(
	db: SiteDb,
	token: string
): Promise< void > {
	await db
		.deleteFrom( 'sessions' )
		.where( 'token_hash', '=', hashToken( token ) )
		.execute();
}
