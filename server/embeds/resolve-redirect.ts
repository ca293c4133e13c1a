/**
 * Resolves a short link (pin.it) to the address it redirects to, for the Pinterest block
 * (spec 002 §7: a status of 400 or above is a failure; otherwise the response's URL is used).
 * Only the short-link hosts of SHORT_LINK_HOSTS are asked, at their configured service URL:
 * the host never fetches an arbitrary address for the editor.
 */
import { isHttpUrl } from '../../shared/url/policy';
import { serviceGet, ServiceUnreachable } from './http-get';
import { SHORT_LINK_HOSTS, type EmbedServiceUrls } from './service-urls';

const MAX_HOPS = 3;

export class RedirectFailed extends Error {
	constructor(
		message: string,
		readonly status: number
	) {
		super( message );
	}
}

/** True when `url` is an http(s) address on one of the short-link hosts. */
export function isShortLink( url: string ): boolean {
	try {
		const parsed = new URL( url );
		return (
			/^https?:$/.test( parsed.protocol ) &&
			parsed.hostname.toLowerCase() in SHORT_LINK_HOSTS
		);
	} catch {
		return false;
	}
}

/** The service URL a short link is fetched at, or null when its host is not a short-link host. */
export function serviceAddress(
	url: string,
	services: EmbedServiceUrls
): string | null {
	let parsed: URL;
	try {
		parsed = new URL( url );
	} catch {
		return null;
	}
	const service = SHORT_LINK_HOSTS[ parsed.hostname.toLowerCase() ];
	if ( ! service || ! /^https?:$/.test( parsed.protocol ) ) {
		return null;
	}
	return `${ services[ service ].replace( /\/+$/, '' ) }${ parsed.pathname }${ parsed.search }`;
}

export async function resolveRedirect(
	url: string,
	services: EmbedServiceUrls
): Promise< string > {
	const address = serviceAddress( url, services );
	if ( ! address ) {
		throw new RedirectFailed( 'not a short link', 400 );
	}
	let current = address;
	let reported = url;
	for ( let hop = 0; hop <= MAX_HOPS; hop++ ) {
		let response;
		try {
			response = await serviceGet( current, 'text/html' );
		} catch ( error ) {
			if ( error instanceof ServiceUnreachable ) {
				throw new RedirectFailed( error.message, 502 );
			}
			throw error;
		}
		if ( response.status >= 400 ) {
			throw new RedirectFailed(
				`status ${ response.status }`,
				response.status
			);
		}
		if ( response.status < 300 || response.status >= 400 ) {
			return reported;
		}
		if ( ! response.location ) {
			throw new RedirectFailed( 'redirect without a location', 502 );
		}
		const next = new URL( response.location, current ).toString();
		if ( ! isHttpUrl( next ) ) {
			throw new RedirectFailed( 'redirect to a non-web address', 502 );
		}
		reported = next;
		const nextService = serviceAddress( next, services );
		if ( ! nextService ) {
			// Left the short-link service: that is the address it stands for.
			return next;
		}
		current = nextService;
	}
	throw new RedirectFailed( 'too many redirects', 502 );
}
