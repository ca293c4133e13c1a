/**
 * Forms configuration: defaults, overridden by environment variables, overridden by the
 * `forms_config` option (a JSON object in the options table, so every site process agrees and
 * tests can change it on a running site). Kept between uses until the options are written
 * (db/read-cache.ts): every submission asks for it.
 *
 * | env                     | option key        | default                                        |
 * |-------------------------|-------------------|------------------------------------------------|
 * | SMTP_URL                | smtpUrl           | none: notifications are held in the outbox     |
 * | FORMS_FROM_EMAIL        | fromEmail         | wordpress@<site host>                          |
 * | FORMS_MIN_FILL_SECONDS  | minFillMs (ms)    | 3 s                                            |
 * | FORMS_RATE_LIMIT        | rateLimit         | 10 stored submissions per address …            |
 * | FORMS_RATE_WINDOW_SECONDS | rateWindowMs (ms) | … per 600 s                                  |
 * | FORMS_RETRY_BASE_SECONDS | retryBaseMs (ms) | 30 s, doubled at each failed attempt (max 6 h) |
 * | FORMS_MAX_ATTEMPTS      | maxAttempts       | 8                                              |
 * | FORMS_POLL_SECONDS      | pollMs (ms)       | 5 s between queue scans (read at start)        |
 * | FORMS_HTTP_TIMEOUT_SECONDS | httpTimeoutMs (ms) | 10 s per webhook / Salesforce / SMTP try   |
 * | FORMS_AKISMET_URL       | akismetUrl        | none: no remote spam check                     |
 * | FORMS_AKISMET_KEY       | akismetKey        | ''                                             |
 * | FORMS_SALESFORCE_URL    | salesforceUrl     | https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8 |
 * | FORMS_WEBHOOKS_ALLOW_PRIVATE | webhooksAllowPrivate | false: webhooks to loopback/private addresses are refused |
 * | FORMS_UPLOAD_MAX_FILE_MB | uploadMaxFileBytes | 20 MB: site maximum per attached file (a field can set less) |
 * | FORMS_UPLOAD_MAX_FILES  | uploadMaxFiles    | 10: site maximum files per file field (a field can set less) |
 * | FORMS_UPLOAD_MAX_BODY_MB | uploadMaxBodyBytes | 50 MB: a whole multipart submission; larger is refused (413) |
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cachedRead } from '../db/read-cache';
import { getOptions, setOptions } from '../settings/options';

export type FormsConfig = {
	smtpUrl: string | null;
	fromEmail: string | null;
	minFillMs: number;
	rateLimit: number;
	rateWindowMs: number;
	retryBaseMs: number;
	maxAttempts: number;
	pollMs: number;
	httpTimeoutMs: number;
	akismetUrl: string | null;
	akismetKey: string;
	salesforceUrl: string;
	webhooksAllowPrivate: boolean;
	uploadMaxFileBytes: number;
	uploadMaxFiles: number;
	uploadMaxBodyBytes: number;
};

const MB = 1024 * 1024;

export const FORMS_CONFIG_OPTION = 'forms_config';

export const DEFAULT_SALESFORCE_URL =
	'https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8';

function seconds( raw: string | undefined, fallbackMs: number ): number {
	const value = Number( raw );
	return raw !== undefined &&
		raw !== '' &&
		Number.isFinite( value ) &&
		value >= 0
		? value * 1000
		: fallbackMs;
}

function count( raw: string | undefined, fallback: number ): number {
	const value = Number( raw );
	return raw !== undefined &&
		raw !== '' &&
		Number.isInteger( value ) &&
		value > 0
		? value
		: fallback;
}

function text( raw: string | undefined ): string | null {
	return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

export function configFromEnv( env: NodeJS.ProcessEnv ): FormsConfig {
	return {
		smtpUrl: text( env.SMTP_URL ),
		fromEmail: text( env.FORMS_FROM_EMAIL ),
		minFillMs: seconds( env.FORMS_MIN_FILL_SECONDS, 3000 ),
		rateLimit: count( env.FORMS_RATE_LIMIT, 10 ),
		rateWindowMs: seconds( env.FORMS_RATE_WINDOW_SECONDS, 600_000 ),
		retryBaseMs: seconds( env.FORMS_RETRY_BASE_SECONDS, 30_000 ),
		maxAttempts: count( env.FORMS_MAX_ATTEMPTS, 8 ),
		pollMs: seconds( env.FORMS_POLL_SECONDS, 5000 ),
		httpTimeoutMs: seconds( env.FORMS_HTTP_TIMEOUT_SECONDS, 10_000 ),
		akismetUrl: text( env.FORMS_AKISMET_URL ),
		akismetKey: text( env.FORMS_AKISMET_KEY ) ?? '',
		salesforceUrl:
			text( env.FORMS_SALESFORCE_URL ) ?? DEFAULT_SALESFORCE_URL,
		webhooksAllowPrivate: /^(1|true|yes)$/i.test(
			env.FORMS_WEBHOOKS_ALLOW_PRIVATE ?? ''
		),
		uploadMaxFileBytes: count( env.FORMS_UPLOAD_MAX_FILE_MB, 20 ) * MB,
		uploadMaxFiles: count( env.FORMS_UPLOAD_MAX_FILES, 10 ),
		uploadMaxBodyBytes: count( env.FORMS_UPLOAD_MAX_BODY_MB, 50 ) * MB,
	};
}

function sameType(
	base: FormsConfig,
	overrides: unknown
): Partial< FormsConfig > {
	if ( typeof overrides !== 'object' || overrides === null ) {
		return {};
	}
	const out: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( overrides ) ) {
		if ( ! ( key in base ) ) {
			continue;
		}
		const current = base[ key as keyof FormsConfig ];
		if (
			value === null ||
			typeof value === typeof current ||
			( current === null && typeof value === 'string' )
		) {
			out[ key ] = value;
		}
	}
	return out as Partial< FormsConfig >;
}

async function loadFormsConfig(
	db: Kysely< Database >,
	env: NodeJS.ProcessEnv
): Promise< Readonly< FormsConfig > > {
	const base = configFromEnv( env );
	const stored = await getOptions( db, [ FORMS_CONFIG_OPTION ] );
	return Object.freeze( {
		...base,
		...sameType( base, stored[ FORMS_CONFIG_OPTION ] ),
	} );
}

/**
 * The configuration in effect (shared between callers: read-only).
 * @param db
 * @param env the process environment unless given
 */
export function getFormsConfig(
	db: Kysely< Database >,
	env?: NodeJS.ProcessEnv
): Promise< Readonly< FormsConfig > > {
	if ( env ) {
		return loadFormsConfig( db, env );
	}
	return cachedRead( db, [ 'options' ], 'forms-config', () =>
		loadFormsConfig( db, process.env )
	);
}

/**
 * Merges `changes` into the stored overrides (tests and the admin use it).
 * @param db
 * @param changes
 */
export async function setFormsConfig(
	db: Kysely< Database >,
	changes: Partial< FormsConfig >
): Promise< void > {
	const stored = await getOptions( db, [ FORMS_CONFIG_OPTION ] );
	const current =
		typeof stored[ FORMS_CONFIG_OPTION ] === 'object' &&
		stored[ FORMS_CONFIG_OPTION ] !== null
			? ( stored[ FORMS_CONFIG_OPTION ] as Record< string, unknown > )
			: {};
	await setOptions( db, {
		[ FORMS_CONFIG_OPTION ]: { ...current, ...changes },
	} );
}
