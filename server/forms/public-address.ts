/**
 * Webhook addresses come from editors, so the server must not become a way to reach the
 * machine's own or its private network's services (server-side request forgery). A webhook is
 * delivered only when every address its host name resolves to is a public one, unless the
 * site allows private targets (FORMS_WEBHOOKS_ALLOW_PRIVATE, e.g. for an intranet receiver).
 * The check runs right before each delivery.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

function ipv4Parts( address: string ): number[] {
	return address.split( '.' ).map( Number );
}

function isPrivateIpv4( address: string ): boolean {
	const [ a, b ] = ipv4Parts( address );
	return (
		a === 0 || // "this" network
		a === 10 ||
		a === 127 ||
		( a === 100 && b >= 64 && b <= 127 ) || // carrier-grade NAT
		( a === 169 && b === 254 ) || // link-local, cloud metadata
		( a === 172 && b >= 16 && b <= 31 ) ||
		( a === 192 && b === 168 ) ||
		( a === 192 && b === 0 ) || // IETF protocol assignments
		( a === 198 && ( b === 18 || b === 19 ) ) || // benchmarking
		a >= 224 // multicast and reserved
	);
}

/** True for loopback, private, link-local, unique-local, multicast and unspecified addresses. */
export function isPrivateAddress( address: string ): boolean {
	const version = isIP( address );
	if ( version === 4 ) {
		return isPrivateIpv4( address );
	}
	if ( version !== 6 ) {
		return true;
	}
	const lower = address.toLowerCase();
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec( lower );
	if ( mapped ) {
		return isPrivateIpv4( mapped[ 1 ] );
	}
	return (
		lower === '::' ||
		lower === '::1' ||
		/^f[cd]/.test( lower ) || // unique local fc00::/7
		/^fe[89ab]/.test( lower ) || // link-local fe80::/10
		/^ff/.test( lower ) // multicast
	);
}

/**
 * Resolves the URL's host and throws when it is, or resolves to, a private address.
 * @param url an absolute http(s) URL
 */
export async function assertPublicDestination( url: string ): Promise< void > {
	const host = new URL( url ).hostname.replace( /^\[|\]$/g, '' );
	const addresses = isIP( host )
		? [ host ]
		: ( await lookup( host, { all: true } ) ).map(
				( entry ) => entry.address
			);
	const blocked = addresses.filter( isPrivateAddress );
	if ( blocked.length > 0 || addresses.length === 0 ) {
		throw new Error(
			`Refused: ${ host } resolves to a private network address (${ blocked.join(
				', '
			) }). Set FORMS_WEBHOOKS_ALLOW_PRIVATE to allow it.`
		);
	}
}
