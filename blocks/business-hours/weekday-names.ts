/**
 * Weekday names in a site's language, from the runtime's Intl data. Pure: imports no editor code.
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
 * "lundi" -> "Lundi": names head a row of the list, so they start with a capital.
 * @param name
 * @param languageTag
 */
export function capitalizeName(
	name: string,
	languageTag: string = FALLBACK_TAG
): string {
	const first = String.fromCodePoint( name.codePointAt( 0 ) ?? 0 );
	return name
		? first.toLocaleUpperCase( languageTag ) + name.slice( first.length )
		: name;
}

/**
 * The seven long weekday names in the language of `locale`, capitalized.
 * @param locale
 */
export function weekdayNames( locale: unknown ): WeekdayNames {
	const tag = toLanguageTag( locale );
	const format = new Intl.DateTimeFormat( tag, {
		weekday: 'long',
		timeZone: 'UTC',
	} );
	// 2023-01-01 was a Sunday, so day N of that week is DAY_KEYS[ N ].
	const names = DAY_KEYS.map( ( _, index ) =>
		capitalizeName(
			format.format( new Date( Date.UTC( 2023, 0, 1 + index ) ) ),
			tag
		)
	);
	return Object.fromEntries(
		DAY_KEYS.map( ( key, index ) => [ key, names[ index ] ] )
	) as WeekdayNames;
}
