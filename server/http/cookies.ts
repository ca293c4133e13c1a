/**
 * Cookie header parsing and Set-Cookie formatting.
 * @param header
 */
export function parseCookies(
	header: string | undefined
): Record< string, string > {
	const cookies: Record< string, string > = {};
	for ( const part of ( header ?? '' ).split( ';' ) ) {
		const index = part.indexOf( '=' );
		if ( index < 0 ) {
			continue;
		}
		const name = part.slice( 0, index ).trim();
		const value = part.slice( index + 1 ).trim();
		if ( name && ! ( name in cookies ) ) {
			try {
				cookies[ name ] = decodeURIComponent( value );
			} catch {
				cookies[ name ] = value;
			}
		}
	}
	return cookies;
}

export type CookieOptions = {
	/** Seconds; omitted for a browser-session cookie. */
	maxAge?: number;
	secure?: boolean;
	path?: string;
};

export function serializeCookie(
	name: string,
	value: string,
	options: CookieOptions = {}
): string {
	const parts = [
		`${ name }=${ encodeURIComponent( value ) }`,
		`Path=${ options.path ?? '/' }`,
		'HttpOnly',
		'SameSite=Lax',
	];
	if ( options.maxAge !== undefined ) {
		parts.push(
			`Max-Age=${ Math.max( 0, Math.floor( options.maxAge ) ) }`
		);
		if ( options.maxAge <= 0 ) {
			parts.push( 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' );
		}
	}
	if ( options.secure ) {
		parts.push( 'Secure' );
	}
	return parts.join( '; ' );
}
