/**
 * The `days` attribute: its shape, its default (read from block.json, the single source) and the
 * normalisation that both the editor and the server renderer apply to whatever a post holds.
 * Pure: imports no editor code.
 */
import metadata from './block.json';

export const DAY_KEYS = [
	'Sun',
	'Mon',
	'Tue',
	'Wed',
	'Thu',
	'Fri',
	'Sat',
] as const;

export type DayKey = ( typeof DAY_KEYS )[ number ];

/** One opening interval, `HH:MM` strings as `<input type="time">` gives them. */
export type Interval = { opening: string; closing: string };

export type Day = { name: DayKey; hours: Interval[] };

export type BusinessHoursAttributes = { days: Day[] };

/** What opening a closed day gives it (spec §4, §9). */
export const DEFAULT_OPENING = '09:00';
export const DEFAULT_CLOSING = '17:00';

export function isDayKey( value: unknown ): value is DayKey {
	return ( DAY_KEYS as readonly unknown[] ).includes( value );
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** A fresh copy of the block.json default: Monday to Friday 09:00-17:00, the weekend closed. */
export function defaultDays(): Day[] {
	return normalizeEntries( metadata.attributes.days.default ) ?? [];
}

/**
 * Keeps the intervals that are objects with string times; anything else is dropped.
 * @param hours
 */
function normalizeHours( hours: unknown ): Interval[] {
	if ( ! Array.isArray( hours ) ) {
		return [];
	}
	return hours
		.filter(
			( interval ): interval is Interval =>
				isRecord( interval ) &&
				typeof interval.opening === 'string' &&
				typeof interval.closing === 'string'
		)
		.map( ( { opening, closing } ) => ( { opening, closing } ) );
}

function normalizeEntries( value: unknown ): Day[] | null {
	if ( ! Array.isArray( value ) ) {
		return null;
	}
	const byName = new Map< DayKey, Interval[] >();
	for ( const entry of value ) {
		if (
			isRecord( entry ) &&
			isDayKey( entry.name ) &&
			! byName.has( entry.name )
		) {
			byName.set( entry.name, normalizeHours( entry.hours ) );
		}
	}
	if ( byName.size === 0 ) {
		return null;
	}
	return DAY_KEYS.map( ( name ) => ( {
		name,
		hours: byName.get( name ) ?? [],
	} ) );
}

/**
 * Seven days, Sunday to Saturday, from any stored value. A value that is not an array of days
 * gives the default; a day missing from the array is closed; for a repeated day the first
 * entry counts.
 * @param value
 */
export function normalizeDays( value: unknown ): Day[] {
	return normalizeEntries( value ) ?? defaultDays();
}

/**
 * WordPress's `start_of_week` as 0 (Sunday) … 6 (Saturday); anything else is Sunday.
 * @param value
 */
export function normalizeStartOfWeek( value: unknown ): number {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof number === 'number' &&
		Number.isInteger( number ) &&
		number >= 0 &&
		number <= 6
		? number
		: 0;
}

/**
 * The days in the order a week reads where it starts on `startOfWeek`.
 * @param days
 * @param startOfWeek
 */
export function orderByStartOfWeek( days: Day[], startOfWeek: unknown ): Day[] {
	const start = normalizeStartOfWeek( startOfWeek );
	const position = ( day: Day ) =>
		( DAY_KEYS.indexOf( day.name ) - start + 7 ) % 7;
	return [ ...days ].sort( ( a, b ) => position( a ) - position( b ) );
}

/**
 * A copy of `days` where the entry named like `changed` is replaced by it.
 * @param days
 * @param changed
 */
export function replaceDay( days: Day[], changed: Day ): Day[] {
	return days.map( ( day ) => ( day.name === changed.name ? changed : day ) );
}
