/**
 * The site's weekday names and first day of the week, asked once per editor session from
 * `GET /wpcom/v2/business-hours/localized-week` (the typed client's `fetchLocalizedWeek`) and
 * shared by every Business Hours block. When the request fails the week is English and starts
 * on Sunday (spec §7). Inside WordPress (the plugin, `blockSuite.host`), where that route exists
 * only with Jetpack, nothing is requested: WordPress hands its localized weekday names and
 * first day of the week to `@wordpress/date`, which is read instead. The names are shown as the
 * page shows them (weekday-names.ts): "lundi" from a French site reads "Lundi".
 */
import { getSettings as getDateSettings } from '@wordpress/date';
import { useEffect, useState } from '@wordpress/element';
import { editorApi } from '../../../api-client/editor-client';
import { useSuiteSettings } from '../../../shared/editor-data';
import { DAY_KEYS, normalizeStartOfWeek, type DayKey } from '../days';
import { displayWeekdayNames, englishWeekdayNames } from '../weekday-names';

export type LocalizedWeek = {
	days: Record< DayKey, string >;
	/** 0 = Sunday … 6 = Saturday. */
	startOfWeek: number;
};

/** The week used when the site cannot be asked: English names, starting on Sunday. */
export function englishWeek(): LocalizedWeek {
	return { days: englishWeekdayNames(), startOfWeek: 0 };
}

/**
 * Reads the endpoint's answer: the names as they head the rows (capitalized, as the page shows
 * them); a missing or empty name falls back to English for that day.
 * @param response
 */
export function toLocalizedWeek( response: unknown ): LocalizedWeek {
	const body =
		typeof response === 'object' && response !== null ? response : {};
	const { days, startOfWeek } = body as {
		days?: unknown;
		startOfWeek?: unknown;
	};
	return {
		days: displayWeekdayNames(
			typeof days === 'object' && days !== null
				? ( days as Record< string, unknown > )
				: {}
		),
		startOfWeek: normalizeStartOfWeek( startOfWeek ),
	};
}

let request: Promise< LocalizedWeek > | null = null;
let answer: LocalizedWeek | null = null;

/** The one request of the session; later callers share its promise. */
export function fetchLocalizedWeek(): Promise< LocalizedWeek > {
	if ( ! request ) {
		request = editorApi
			.fetchLocalizedWeek()
			.then( toLocalizedWeek, englishWeek )
			.then( ( week ) => {
				answer = week;
				return week;
			} );
	}
	return request;
}

/** Forgets the session's answer, so the next block asks again (a new editor session, tests). */
export function resetLocalizedWeek() {
	request = null;
	answer = null;
}

/**
 * The week as WordPress localizes it for `@wordpress/date` (weekday names Sunday first, the
 * site's start_of_week); English when those settings hold no names.
 */
export function weekFromDateSettings(): LocalizedWeek {
	const { l10n } = getDateSettings() as {
		l10n?: { weekdays?: unknown; startOfWeek?: unknown };
	};
	const names = Array.isArray( l10n?.weekdays ) ? l10n.weekdays : [];
	return toLocalizedWeek( {
		days: Object.fromEntries(
			DAY_KEYS.map( ( key, index ) => [ key, names[ index ] ] )
		),
		startOfWeek: l10n?.startOfWeek,
	} );
}

/** The localized week, or null while it is being fetched. */
export function useLocalizedWeek(): LocalizedWeek | null {
	const { host } = useSuiteSettings();
	const inWordPress = host === 'wordpress';
	const [ week, setWeek ] = useState< LocalizedWeek | null >( () =>
		inWordPress ? weekFromDateSettings() : answer
	);
	useEffect( () => {
		if ( week || inWordPress ) {
			return;
		}
		let mounted = true;
		fetchLocalizedWeek().then( ( fetched ) => {
			if ( mounted ) {
				setWeek( fetched );
			}
		} );
		return () => {
			mounted = false;
		};
	}, [ week, inWordPress ] );
	return week;
}
