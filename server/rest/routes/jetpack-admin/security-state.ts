/**
 * Protect's blocked sign-ins (read from the sign-in rate limiter's open windows) and the saved
 * Akismet key with the spam it has caught.
 */
import { sql } from 'kysely';
import type { SiteDb } from '../../../db/schema';
import { readRecord } from './admin-db';

/**
 * Failed sign-ins counted in the open 15-minute windows. Each failure is counted once per
 * address key (`login:ip:<address>`), so the sum over those keys is the number of attempts.
 * @param db
 * @param now
 */
export async function protectBlockedAttempts(
	db: SiteDb,
	now = Date.now()
): Promise< number > {
	const row = await db
		.selectFrom( 'rate_limits' )
		.select( sql< number | null >`sum(count)`.as( 'n' ) )
		.where( 'key', 'like', 'login:ip:%' )
		.where( 'reset_at', '>', now )
		.executeTakeFirst();
	return Number( row?.n ?? 0 );
}

export type AkismetRecord = {
	/** The last key that passed the check, or null. */
	api_key: string | null;
	/** Spam caught with the key (nothing here sends content to Akismet yet). */
	spam_count: number;
};

export const AKISMET_RECORD = 'akismet';

export const AKISMET_DEFAULT: AkismetRecord = { api_key: null, spam_count: 0 };

export function readAkismet( db: SiteDb ): Promise< AkismetRecord > {
	return readRecord( db, AKISMET_RECORD, AKISMET_DEFAULT );
}
