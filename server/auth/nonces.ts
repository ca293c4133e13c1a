/**
 * WordPress-style nonces: an HMAC of (tick, action, user id, session token) with a secret kept
 * in the database (so every site process agrees). A tick is 12 hours; a nonce made in the
 * current or the previous tick verifies, so it lives 12 to 24 hours. Nothing is stored per nonce.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteDb } from '../db/schema';

export const NONCE_TICK_MS = 12 * 60 * 60 * 1000;
const SECRET_OPTION = 'nonce_secret';

export type NonceSubject = { userId: number; token: string };

export function nonceTick( now = Date.now() ): number {
	return Math.ceil( now / NONCE_TICK_MS );
}

/**
 * Reads the site's nonce secret, creating it on first use (first writer wins).
 * @param db
 */
export async function getNonceSecret( db: SiteDb ): Promise< string > {
	const existing = await db
		.selectFrom( 'options' )
		.select( 'value' )
		.where( 'name', '=', SECRET_OPTION )
		.executeTakeFirst();
	if ( existing ) {
		return JSON.parse( existing.value ) as string;
	}
	await db
		.insertInto( 'options' )
		.values( {
			name: SECRET_OPTION,
			value: JSON.stringify( randomBytes( 32 ).toString( 'hex' ) ),
		} )
		.onConflict( ( oc ) => oc.column( 'name' ).doNothing() )
		.execute();
	return getNonceSecret( db );
}

function nonceFor(
	secret: string,
	tick: number,
	action: string,
	subject: NonceSubject
): string {
	return createHmac( 'sha256', secret )
		.update(
			`${ tick }|${ action }|${ subject.userId }|${ subject.token }`
		)
		.digest( 'hex' )
		.slice( -12, -2 );
}

export function createNonce(
	secret: string,
	action: string,
	subject: NonceSubject,
	now = Date.now()
): string {
	return nonceFor( secret, nonceTick( now ), action, subject );
}

/**
 * 1 when made in the current tick, 2 when made in the previous one, false otherwise
 * (WordPress's wp_verify_nonce answers the same).
 * @param secret
 * @param nonce
 * @param action
 * @param subject
 * @param now
 */
export function verifyNonce(
	secret: string,
	nonce: string | undefined | null,
	action: string,
	subject: NonceSubject,
	now = Date.now()
): 1 | 2 | false {
	if ( ! nonce || ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		return false;
	}
	const tick = nonceTick( now );
	const given = Buffer.from( nonce );
	for ( const age of [ 1, 2 ] as const ) {
		const expected = Buffer.from(
			nonceFor( secret, tick - age + 1, action, subject )
		);
		if ( timingSafeEqual( expected, given ) ) {
			return age;
		}
	}
	return false;
}
