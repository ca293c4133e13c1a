/**
 * Calendar embed input (spec 001 §5): a public URL, an iframe embed code (its URL and height
 * are taken) or a `cid` link (decoded to an embed URL); anything else is refused.
 */
export const CALENDAR_PREFIX = 'https://calendar.google.com/calendar';
export const DEFAULT_HEIGHT = 600;
export const SMALL_SCREEN_HEIGHT = 300;

/** The url attribute must begin with http(s) and the calendar host path. */
export function isCalendarUrl( url: unknown ): url is string {
	return (
		typeof url === 'string' &&
		/^https?:\/\/calendar\.google\.com\/calendar[/?]/.test( url ) &&
		! /[\s"'<>`\\]/.test( url )
	);
}

function decodeAttributeEntities( value: string ): string {
	return value
		.replace( /&amp;/g, '&' )
		.replace( /&#0?38;/g, '&' )
		.replace( /&quot;/g, '"' );
}

/** A `cid` share link: the base64 calendar id becomes an embed address. */
function fromCidLink( text: string ): string | null {
	const found = text.match(
		/^https?:\/\/calendar\.google\.com\/calendar\/(?:u\/\d+\/)?(?:r\?|render\?)?.*[?&]cid=([A-Za-z0-9+/=_-]+)/
	);
	if ( ! found ) {
		return null;
	}
	let id: string;
	try {
		id = atob(
			decodeURIComponent( found[ 1 ] )
				.replace( /-/g, '+' )
				.replace( /_/g, '/' )
		);
	} catch {
		return null;
	}
	if ( ! /^[\w.%+@#-]+$/.test( id ) ) {
		return null;
	}
	return `${ CALENDAR_PREFIX }/embed?src=${ encodeURIComponent( id ) }`;
}

export function parseCalendarInput(
	input: string
): { url: string; height?: number } | null {
	const text = input.trim();
	if ( text.startsWith( '<iframe' ) ) {
		const src = text.match( /\ssrc=["']([^"']+)["']/ );
		const height = text.match( /\sheight=["']?(\d+)/ );
		const url = src ? decodeAttributeEntities( src[ 1 ] ) : '';
		if ( ! isCalendarUrl( url ) ) {
			return null;
		}
		return height ? { url, height: Number( height[ 1 ] ) } : { url };
	}
	const cid = fromCidLink( text );
	if ( cid ) {
		return { url: cid };
	}
	return isCalendarUrl( text ) && /\/embed\?/.test( text )
		? { url: text }
		: null;
}
