/**
 * Formats the block's `HH:MM` times with a WordPress (PHP `date()`-style) time format, the
 * `time_format` option: `g:i a` (the default) gives "9:00 am", `H:i` gives "09:00".
 * Used by the editor preview and the server renderer alike. Pure: imports no editor code.
 *
 * Supported format characters: g G h H i s a A; `\x` prints x literally; any other character is
 * printed as it is.
 */
import type { Interval } from './days';

export const DEFAULT_TIME_FORMAT = 'g:i a';

/** Joins the opening and closing time of one interval. */
export const RANGE_SEPARATOR = ' - ';

/** Joins the intervals of one day. */
export const INTERVAL_SEPARATOR = ', ';

type ClockTime = { hours: number; minutes: number; seconds: number };

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `HH:MM` or `HH:MM:SS` on a 24-hour clock, or null when the value is not such a time.
 * @param value
 */
export function parseTime( value: unknown ): ClockTime | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const match = TIME_PATTERN.exec( value.trim() );
	if ( ! match ) {
		return null;
	}
	const [ hours, minutes, seconds ] = [
		match[ 1 ],
		match[ 2 ],
		match[ 3 ] ?? '0',
	].map( Number );
	if ( hours > 23 || minutes > 59 || seconds > 59 ) {
		return null;
	}
	return { hours, minutes, seconds };
}

const pad = ( number: number ) => String( number ).padStart( 2, '0' );

function formatCharacter( character: string, time: ClockTime ): string {
	const twelveHour = time.hours % 12 || 12;
	switch ( character ) {
		case 'g':
			return String( twelveHour );
		case 'G':
			return String( time.hours );
		case 'h':
			return pad( twelveHour );
		case 'H':
			return pad( time.hours );
		case 'i':
			return pad( time.minutes );
		case 's':
			return pad( time.seconds );
		case 'a':
			return time.hours < 12 ? 'am' : 'pm';
		case 'A':
			return time.hours < 12 ? 'AM' : 'PM';
		default:
			return character;
	}
}

/**
 * `value` formatted with `format`, or null when `value` is not a valid time.
 * @param value
 * @param format
 */
export function formatTime(
	value: unknown,
	format: string = DEFAULT_TIME_FORMAT
): string | null {
	const time = parseTime( value );
	if ( ! time ) {
		return null;
	}
	const pattern =
		typeof format === 'string' && format !== ''
			? format
			: DEFAULT_TIME_FORMAT;
	let output = '';
	for ( let index = 0; index < pattern.length; index++ ) {
		const character = pattern[ index ];
		if ( character === '\\' && index + 1 < pattern.length ) {
			index++;
			output += pattern[ index ];
		} else {
			output += formatCharacter( character, time );
		}
	}
	return output;
}

/**
 * "9:00 am - 5:00 pm", or null when either end is not a valid time.
 * @param interval
 * @param format
 */
export function formatInterval(
	interval: Interval,
	format?: string
): string | null {
	const opening = formatTime( interval.opening, format );
	const closing = formatTime( interval.closing, format );
	return opening === null || closing === null
		? null
		: opening + RANGE_SEPARATOR + closing;
}

/**
 * A day's intervals as visitors read them: "10:00 am - 2:00 pm, 3:00 pm - 4:00 pm". Malformed
 * intervals are left out; an empty string means the day has no valid interval (closed).
 * @param hours
 * @param format
 */
export function formatDayHours( hours: Interval[], format?: string ): string {
	return hours
		.map( ( interval ) => formatInterval( interval, format ) )
		.filter( ( text ): text is string => text !== null )
		.join( INTERVAL_SEPARATOR );
}
