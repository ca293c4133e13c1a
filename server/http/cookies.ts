/**
 * Set-Cookie formatting (cookie headers are parsed by input.ts).
 */
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
