/**
 * Limits on failed sign-ins, in 15-minute windows kept in the database (`rate_limits`), shaped
 * so that nobody can lock a user out from elsewhere, as WordPress security plugins do:
 *
 * | key | limit (L = loginAttemptLimit, 10) | counts | applies to |
 * |---|---|---|---|
 * | `login:ip-user:<address>|<name>` | L | failures for one user name from one address | unknown devices |
 * | `login:ip:<address>` | 5 L | failures from one address, any user name | unknown devices |
 * | `login:user:<name>` | 10 L | failures for one user name from anywhere (a distributed attack) | unknown devices |
 * | `login:device:<id>` | L | failures from one known device | that device |
 *
 * A known device is a browser that has signed in to that account before: it holds a signed
 * `wordpress_device` cookie naming the user. It is not held back by the address and user-name
 * limits — so the real user signs in from their usual browser even while someone else hammers
 * the account — only by its own counter, so a stolen device cookie buys a few guesses, not a
 * bypass. Every lock that starts is logged (address and user name).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteContext } from '../site-context';
import { clearRateLimit, hitRateLimit, peekRateLimit } from './rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const DEVICE_COOKIE = 'wordpress_device';
/** How long a device stays known after its last sign-in: 180 days. */
export const DEVICE_LIFETIME_S = 180 * 24 * 60 * 60;

export type LoginAttempt = {
	/** The socket address of the client. */
	address: string;
	/** The user name or email address as typed. */
	login: string;
	/** The account it names, if any. */
	userId: number | null;
	/** The `wordpress_device` cookie, if sent. */
	deviceCookie: string | undefined;
};

type Bucket = { key: string; limit: number; what: string };

function deviceMac( site: SiteContext, userId: number, id: string ): string {
	return createHmac( 'sha256', site.nonceSecret )
		.update( `login-device|${ userId }|${ id }` )
		.digest( 'hex' )
		.slice( 0, 32 );
}

/**
 * The device id of a valid device cookie for this user, else null.
 * @param site
 * @param userId
 * @param cookie
 */
export function knownDevice(
	site: SiteContext,
	userId: number | null,
	cookie: string | undefined
): string | null {
	const match = /^([0-9a-f]{32})\.([0-9a-f]{32})$/.exec( cookie ?? '' );
	if ( ! match || userId === null ) {
		return null;
	}
	const expected = Buffer.from( deviceMac( site, userId, match[ 1 ] ) );
	return timingSafeEqual( expected, Buffer.from( match[ 2 ] ) )
		? match[ 1 ]
		: null;
}

function buckets( site: SiteContext, attempt: LoginAttempt ): Bucket[] {
	const limit = site.loginAttemptLimit;
	const name = attempt.login.toLowerCase();
	const device = knownDevice( site, attempt.userId, attempt.deviceCookie );
	if ( device ) {
		return [
			{
				key: `login:device:${ device }`,
				limit,
				what: `for "${ name }" from a known device at ${ attempt.address }`,
			},
		];
	}
	return [
		{
			key: `login:ip-user:${ attempt.address }|${ name }`,
			limit,
			what: `for "${ name }" from ${ attempt.address }`,
		},
		{
			key: `login:ip:${ attempt.address }`,
			limit: limit * 5,
			what: `from ${ attempt.address } (any user name)`,
		},
		{
			key: `login:user:${ name }`,
			limit: limit * 10,
			what: `for "${ name }" from unknown devices anywhere`,
		},
	];
}

/**
 * When this attempt must wait: the end of the longest lock that applies, else null.
 * @param site
 * @param attempt
 */
export async function loginLockedUntil(
	site: SiteContext,
	attempt: LoginAttempt
): Promise< number | null > {
	let until: number | null = null;
	for ( const bucket of buckets( site, attempt ) ) {
		const state = await peekRateLimit( site.db, bucket.key );
		if ( state.count >= bucket.limit ) {
			until = Math.max( until ?? 0, state.resetAt );
		}
	}
	return until;
}

/**
 * Counts a failed attempt in every bucket that applies, logging the locks it starts.
 * @param site
 * @param attempt
 */
export async function recordLoginFailure(
	site: SiteContext,
	attempt: LoginAttempt
): Promise< void > {
	for ( const bucket of buckets( site, attempt ) ) {
		const state = await hitRateLimit(
			site.db,
			bucket.key,
			LOGIN_WINDOW_MS
		);
		if ( state.count === bucket.limit ) {
			site.log.warn(
				`Sign-in locked for 15 minutes after ${ state.count } failed attempts ${ bucket.what }.`
			);
		}
	}
}

/**
 * After a successful sign-in: clears the counters of this address and user name (or of this
 * device) and answers the device cookie value to set, so this browser is known next time.
 * @param site
 * @param attempt
 * @param userId
 */
export async function recordLoginSuccess(
	site: SiteContext,
	attempt: LoginAttempt,
	userId: number
): Promise< string > {
	for ( const bucket of buckets( site, { ...attempt, userId } ) ) {
		// The address and user-wide counters keep counting: signing in to one's own account
		// must not reset what an address may still try against others.
		if ( /^login:(ip-user|device):/.test( bucket.key ) ) {
			await clearRateLimit( site.db, bucket.key );
		}
	}
	const id =
		knownDevice( site, userId, attempt.deviceCookie ) ??
		randomBytes( 16 ).toString( 'hex' );
	return `${ id }.${ deviceMac( site, userId, id ) }`;
}
