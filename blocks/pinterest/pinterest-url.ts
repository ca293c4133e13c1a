/**
 * Pinterest URL rules (spec 001 §5): a URL of a Pinterest site or a short link; its path says
 * what it is — `pin/…` a pin, one segment a user, two segments a board.
 */
export type PinterestKind = 'pin' | 'user' | 'board';

/** Pinterest's sites: pinterest.com and its country domains (pinterest.co.uk, pinterest.com.au, …). */
const PINTEREST_URL =
	/^https?:\/\/(?:[a-z]{2,3}\.|www\.)?pinterest\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})\/[^\s"'<>`\\]*$/i;

/** Short links that resolve to a Pinterest URL. */
const SHORT_URL = /^https?:\/\/pin\.it\/[A-Za-z0-9]+\/?$/i;

export function isPinterestUrl( url: string ): boolean {
	return PINTEREST_URL.test( url );
}

export function isPinterestShortUrl( url: string ): boolean {
	return SHORT_URL.test( url );
}

/**
 * What a Pinterest URL shows, or null when it is not one.
 * @param url
 */
export function pinterestKind( url: string | undefined ): PinterestKind | null {
	if ( ! url || ! isPinterestUrl( url ) ) {
		return null;
	}
	const segments = new URL( url ).pathname.split( '/' ).filter( Boolean );
	if ( segments[ 0 ] === 'pin' ) {
		return segments.length >= 2 ? 'pin' : null;
	}
	if ( segments.length === 1 ) {
		return 'user';
	}
	if ( segments.length === 2 ) {
		return 'board';
	}
	return null;
}

/** The pin id of a pin URL (digits, or a newer alphanumeric id), else null. */
export function pinId( url: string | undefined ): string | null {
	if ( pinterestKind( url ) !== 'pin' ) {
		return null;
	}
	const id = new URL( url! ).pathname.split( '/' ).filter( Boolean )[ 1 ];
	return /^[A-Za-z0-9_-]+$/.test( id ) ? id : null;
}
