/**
 * The site's weekday names and first day of the week, asked once per editor session from
 * `GET /wpcom/v2/business-hours/localized-week` (the typed client's `fetchLocalizedWeek`) and
 * shared by every Business Hours block. When the request fails (a WordPress site without
 * Jetpack has no such route) the week is English and starts on Sunday (spec §7). The names are
 * shown as the page shows them (weekday-names.ts): "lundi" from a French site reads "Lundi".
 */
import { useEffect, useState } from '@wordpress/element';
import { editorApi } from '../../../api-client/editor-client';
import { normalizeStartOfWeek, type DayKey } from '../days';
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

/** The localized week, or null while it is being fetched. */
export function useLocalizedWeek(): LocalizedWeek | null {
	const [ week, setWeek ] = useState< LocalizedWeek | null >( answer );
	useEffect( () => {
		if ( week ) {
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
	}, [ week ] );
	return week;
}
