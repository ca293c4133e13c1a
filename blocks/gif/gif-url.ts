/**
 * Facts about GIF addresses and sizes, shared by the editor and the server renderer. No imports
 * from edit code.
 */

export const DEFAULT_PADDING = '56.2%';

/**
 * The GIF service id in a pasted address of its site or media hosts, e.g.
 * `https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S`, `https://giphy.com/embed/JIX9t2j0ZTN9S`,
 * `https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif`; null for anything else (a search).
 * @param text
 */
export function gifIdFromUrl( text: string ): string | null {
	let url: URL;
	try {
		url = new URL( text.trim() );
	} catch {
		return null;
	}
	if (
		! /^https?:$/.test( url.protocol ) ||
		! /(^|\.)giphy\.com$/.test( url.hostname )
	) {
		return null;
	}
	const parts = url.pathname.split( '/' ).filter( Boolean );
	const media = parts.indexOf( 'media' );
	let candidate: string | undefined;
	if ( media >= 0 ) {
		candidate = parts[ media + 1 ];
	} else if ( parts[ 0 ] === 'gifs' || parts[ 0 ] === 'embed' ) {
		candidate = parts[ 1 ]?.split( '-' ).pop();
	}
	return candidate && /^[A-Za-z0-9]{1,64}$/.test( candidate )
		? candidate
		: null;
}

/**
 * The height of a GIF as a share of its width, as the wrapper's top padding: `'56.25%'`.
 * @param width
 * @param height
 */
export function paddingFor( width: number, height: number ): string {
	if ( ! ( width > 0 ) || ! ( height > 0 ) ) {
		return DEFAULT_PADDING;
	}
	return `${ Math.round( ( height / width ) * 10000 ) / 100 }%`;
}

/**
 * A saved padding that is a plain percentage (else the default), so nothing else reaches a
 * style attribute.
 * @param value
 */
export function safePadding( value: unknown ): string {
	return typeof value === 'string' && /^\d{1,4}(\.\d{1,4})?%$/.test( value )
		? value
		: DEFAULT_PADDING;
}
