/**
 * The site settings shown and edited through `wp/v2/settings`, with their schema and defaults.
 * Names follow WordPress's REST settings; `timezone` and `locale` are accepted as aliases of
 * `timezone_string` and `language`.
 */
import type { SiteDb } from '../db/schema';
import type { ArgSchema } from '../rest/schema';
import { getOptions, setOptions } from './options';

export type SiteSettings = {
	title: string;
	description: string;
	url: string;
	email: string;
	timezone_string: string;
	date_format: string;
	time_format: string;
	start_of_week: number;
	language: string;
	posts_per_page: number;
	/** Third-party embeds load without the visitor's consent click (default: they wait). */
	jetpack_embeds_load_directly: boolean;
};

export type SettingName = keyof SiteSettings;

function isTimeZone( value: unknown ): boolean {
	if ( typeof value !== 'string' || value === '' ) {
		return false;
	}
	try {
		new Intl.DateTimeFormat( 'en-US', { timeZone: value } );
		return true;
	} catch {
		return false;
	}
}

export const SETTINGS_SCHEMA: Record< SettingName, ArgSchema > = {
	title: { type: 'string', description: 'Site title.', maxLength: 200 },
	description: {
		type: 'string',
		description: 'Site tagline.',
		maxLength: 500,
	},
	url: { type: 'string', format: 'uri', description: 'Site URL.' },
	email: {
		type: 'string',
		format: 'email',
		description: 'Site administration email address.',
	},
	timezone_string: {
		type: 'string',
		description: 'A city in the same timezone as you.',
		validate: ( value, param ) =>
			isTimeZone( value ) ? null : `${ param } is not a valid time zone.`,
	},
	date_format: {
		type: 'string',
		minLength: 1,
		maxLength: 100,
		description: 'A date format for all date strings.',
	},
	time_format: {
		type: 'string',
		minLength: 1,
		maxLength: 100,
		description: 'A time format for all time strings.',
	},
	start_of_week: {
		type: 'integer',
		minimum: 0,
		maximum: 6,
		description: 'A day number of the week that the week should start on.',
	},
	language: {
		type: 'string',
		pattern: '^[a-z]{2,3}(_[A-Z]{2})?(_[a-z]+)?$',
		description: 'WordPress locale code.',
	},
	posts_per_page: {
		type: 'integer',
		minimum: 1,
		maximum: 100,
		description: 'Blog pages show at most.',
	},
	jetpack_embeds_load_directly: {
		type: 'boolean',
		description:
			'Load embedded content from third-party services (calendars, events, pins, reservations) without asking visitors first.',
	},
};

export const SETTING_ALIASES: Record< string, SettingName > = {
	timezone: 'timezone_string',
	locale: 'language',
};

export const DEFAULT_SETTINGS: Omit< SiteSettings, 'url' > = {
	title: 'Block Suite',
	description: 'Blocks for the block editor, on a site of their own',
	email: 'admin@example.com',
	timezone_string: 'UTC',
	date_format: 'F j, Y',
	time_format: 'g:i a',
	start_of_week: 1,
	language: 'en_US',
	posts_per_page: 10,
	jetpack_embeds_load_directly: false,
};

const NAMES = Object.keys( SETTINGS_SCHEMA ) as SettingName[];

/**
 * @param db
 * @param serverUrl the URL the site answers on, used when no `url` setting was saved
 */
export async function getSettings(
	db: SiteDb,
	serverUrl: string
): Promise< SiteSettings > {
	const stored = await getOptions( db, NAMES );
	return { ...DEFAULT_SETTINGS, url: serverUrl, ...stored } as SiteSettings;
}

export async function updateSettings(
	db: SiteDb,
	changes: Partial< SiteSettings >
): Promise< void > {
	const values: Record< string, unknown > = {};
	for ( const name of NAMES ) {
		if ( changes[ name ] !== undefined ) {
			values[ name ] =
				name === 'url'
					? String( changes.url ).replace( /\/+$/, '' )
					: changes[ name ];
		}
	}
	await setOptions( db, values );
}

/**
 * `fr_FR` -> `fr-FR`, falling back to `en-US` when Intl does not know the locale.
 * @param locale
 */
export function toBcp47( locale: string ): string {
	const tag = locale
		.replace( /_/g, '-' )
		.replace( /-formal$|-informal$/, '' );
	try {
		return Intl.getCanonicalLocales( tag )[ 0 ] ?? 'en-US';
	} catch {
		return 'en-US';
	}
}
