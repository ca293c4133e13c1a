/**
 * The one place weekday names come from, for the editor, the page and the localized-week route.
 * Pure: imports no editor code.
 *
 * - `localeWeekdayNames( locale )`: the names as the language writes them, from the runtime's
 *   Intl data ("lundi", "Montag", "月曜日"), like WordPress's `$wp_locale->get_weekday()`; the
 *   localized-week route answers these.
 * - `displayWeekdayNames( names )`: how a name heads a row of the week, in the editor and on the
 *   page: first letter upper case ("Lundi"). Jetpack's server renderer does the same (`ucfirst`),
 *   so a French site's visitors read "Lundi"; the editor shows the same word.
 * - `weekdayNames( locale )`: both steps, what the server renderer prints.
 */
import { DAY_KEYS, type DayKey } from './days';

export type WeekdayNames = Record< DayKey, string >;

const FALLBACK_TAG = 'en-US';

/**
 * A WordPress locale (`fr_FR`, `de_DE_formal`, `pt_PT_ao90`) as a BCP 47 tag Intl knows
 * (`fr-FR`, `de-DE`, `pt-PT`); `en-US` when none of its parts is a known language.
 * @param locale
 */
export function toLanguageTag( locale: unknown ): string {
	if ( typeof locale !== 'string' ) {
		return FALLBACK_TAG;
	}
	const [ language, region ] = locale.trim().split( /[_-]/ );
	const candidates = [
		region ? `${ language }-${ region }` : '',
		language ?? '',
	];
	for ( const candidate of candidates ) {
		try {
			if (
				candidate &&
				Intl.DateTimeFormat.supportedLocalesOf( candidate ).length
			) {
				return Intl.getCanonicalLocales( candidate )[ 0 ];
			}
		} catch {
			// Not a well-formed tag: try the next candidate.
		}
	}
	return FALLBACK_TAG;
}

/**
 * "lundi" -> "Lundi": the first letter upper case, the rest as written. The same rule whatever
 * the language, so the editor (which knows only the names) and the page (which knows the
 * locale) cannot differ.
 * @param name
 */
export function capitalizeName( name: string ): string {
	if ( ! name ) {
		return name;
	}
	const first = String.fromCodePoint( name.codePointAt( 0 ) ?? 0 );
	return first.toUpperCase() + name.slice( first.length );
}

function fromDayList( names: string[] ): WeekdayNames {
	return Object.fromEntries(
		DAY_KEYS.map( ( key, index ) => [ key, names[ index ] ] )
	) as WeekdayNames;
}

/**
 * The seven long weekday names in the language of `locale`, as the language writes them.
 * @param locale a WordPress locale (`fr_FR`) or a language tag
 */
export function localeWeekdayNames( locale: unknown ): WeekdayNames {
	const format = new Intl.DateTimeFormat( toLanguageTag( locale ), {
		weekday: 'long',
		timeZone: 'UTC',
	} );
	// 2023-01-01 was a Sunday, so day N of that week is DAY_KEYS[ N ].
	return fromDayList(
		DAY_KEYS.map( ( _, index ) =>
			format.format( new Date( Date.UTC( 2023, 0, 1 + index ) ) )
		)
	);
}

/**
 * The names as they head the rows of the week (editor and page alike): each capitalized. A
 * name that is missing, not a string or blank is the English one.
 * @param names names keyed by day, e.g. a localized-week answer
 */
export function displayWeekdayNames(
	names: Partial< Record< DayKey, unknown > >
): WeekdayNames {
	return fromDayList(
		DAY_KEYS.map( ( key ) => {
			const name = names[ key ];
			return typeof name === 'string' && name.trim() !== ''
				? capitalizeName( name )
				: englishWeekdayNames()[ key ];
		} )
	);
}

/**
 * The seven weekday names in the language of `locale`, capitalized: what visitors read.
 * @param locale a WordPress locale (`fr_FR`) or a language tag
 */
export function weekdayNames( locale: unknown ): WeekdayNames {
	return displayWeekdayNames( localeWeekdayNames( locale ) );
}

/** Sunday … Saturday in English (the editor's week when the site cannot be asked). */
export function englishWeekdayNames(): WeekdayNames {
	const names = localeWeekdayNames( FALLBACK_TAG );
	return fromDayList(
		DAY_KEYS.map( ( key ) => capitalizeName( names[ key ] ) )
	);
}
