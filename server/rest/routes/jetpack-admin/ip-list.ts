/**
 * The firewall's IP lists: entries separated by new lines, commas or spaces; each a single
 * address (IPv4 or IPv6), a range `first-last` of one family, or a CIDR block `address/bits`.
 */
import { isIP } from 'node:net';

function entryIsValid( entry: string ): boolean {
	const range = entry.split( '-' );
	if ( range.length === 2 ) {
		const family = isIP( range[ 0 ] );
		return family !== 0 && family === isIP( range[ 1 ] );
	}
	const cidr = entry.split( '/' );
	if ( cidr.length === 2 ) {
		const family = isIP( cidr[ 0 ] );
		const bits = /^\d{1,3}$/.test( cidr[ 1 ] ) ? Number( cidr[ 1 ] ) : -1;
		return family !== 0 && bits >= 0 && bits <= ( family === 4 ? 32 : 128 );
	}
	return isIP( entry ) !== 0;
}

export function ipListEntries( list: string ): string[] {
	return list.split( /[\s,]+/ ).filter( Boolean );
}

/**
 * A `validate` for argument schemas: names the field and the first bad entry.
 * @param value
 * @param param
 */
export function ipListProblem( value: unknown, param: string ): string | null {
	const bad = ipListEntries( String( value ) ).find(
		( entry ) => ! entryIsValid( entry )
	);
	return bad === undefined
		? null
		: `${ param } contains an invalid IP address or range: ${ bad }.`;
}
