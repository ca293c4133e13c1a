/**
 * Dates as WordPress's REST API gives them: `date` in the site's time zone and `date_gmt` in
 * UTC, both `YYYY-MM-DDTHH:MM:SS` without an offset.
 */
export function nowIso(): string {
	return new Date().toISOString();
}

export function gmtField( iso: string ): string {
	return iso.slice( 0, 19 );
}

export function localField( iso: string, timeZone: string ): string {
	const parts = new Intl.DateTimeFormat( 'en-US', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
		hourCycle: 'h23',
	} ).formatToParts( new Date( iso ) );
	const get = ( type: string ) =>
		parts.find( ( part ) => part.type === type )?.value ?? '00';
	return `${ get( 'year' ) }-${ get( 'month' ) }-${ get( 'day' ) }T${ get( 'hour' ) }:${ get( 'minute' ) }:${ get( 'second' ) }`;
}

/**
 * `2026/11/22 at 9:38 pm` in the site's time zone, as the admin post list shows dates.
 * @param iso
 * @param timeZone
 */
export function adminDate( iso: string, timeZone: string ): string {
	const local = localField( iso, timeZone );
	const [ day, time ] = local.split( 'T' );
	const [ hours, minutes ] = time.split( ':' ).map( Number );
	const hour12 = hours % 12 === 0 ? 12 : hours % 12;
	return `${ day.replace( /-/g, '/' ) } at ${ hour12 }:${ String( minutes ).padStart( 2, '0' ) } ${ hours < 12 ? 'am' : 'pm' }`;
}

/**
 * Reads a REST `date` (site-local, no offset) or `date_gmt` value into a UTC ISO instant.
 * A value with an explicit offset or `Z` is taken as given.
 * @param value
 * @param timeZone
 */
export function parseRestDate(
	value: string,
	timeZone: string | null
): string {
	const normalized = value.replace( ' ', 'T' );
	if ( /(Z|[+-]\d{2}:?\d{2})$/.test( normalized ) || timeZone === null ) {
		const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test( normalized )
			? normalized
			: normalized + 'Z';
		return new Date( withZone ).toISOString();
	}
	// Treat the wall-clock time as UTC, then correct by the zone's offset at that instant.
	const asUtc = new Date( normalized + 'Z' );
	const shown = new Date( localField( asUtc.toISOString(), timeZone ) + 'Z' );
	return new Date(
		asUtc.getTime() - ( shown.getTime() - asUtc.getTime() )
	).toISOString();
}
