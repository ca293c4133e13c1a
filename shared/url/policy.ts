/**
 * Which URLs a Markdown block may turn into a link or an image.
 *
 * An allowlist, not a blocklist: a URL is accepted only when its scheme is one we know to be
 * harmless, or when it has no scheme at all (a path, a query or a fragment on this site).
 * The check runs on a normalised copy of the URL so that the tricks browsers forgive
 * (entities, percent-encoding, tabs and newlines inside the scheme, leading spaces, control
 * characters, mixed case) cannot smuggle `javascript:`, `vbscript:`, `data:` or `file:` past it.
 */

export type UrlUse = 'link' | 'image';

const SCHEMES_BY_USE: Record< UrlUse, readonly string[] > = {
	link: [ 'http', 'https', 'mailto', 'tel' ],
	image: [ 'http', 'https' ],
};

const NAMED_ENTITIES: Record< string, string > = {
	colon: ':',
	tab: '\t',
	newline: '\n',
	sol: '/',
	bsol: '\\',
	amp: '&',
	lpar: '(',
	rpar: ')',
	period: '.',
};

function decodeEntities( value: string ): string {
	return value.replace(
		/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi,
		( whole, body: string ) => {
			const lower = body.toLowerCase();
			let code: number | undefined;
			if ( lower.startsWith( '#x' ) ) {
				code = parseInt( lower.slice( 2 ), 16 );
			} else if ( lower.startsWith( '#' ) ) {
				code = parseInt( lower.slice( 1 ), 10 );
			} else {
				return NAMED_ENTITIES[ lower ] ?? whole;
			}
			return Number.isFinite( code ) && code <= 0x10ffff
				? String.fromCodePoint( code )
				: '';
		}
	);
}

function decodePercents( value: string ): string {
	return value.replace( /%[0-9a-f]{2}/gi, ( hex ) =>
		String.fromCharCode( parseInt( hex.slice( 1 ), 16 ) )
	);
}

/**
 * What a browser would see as the start of the URL: decoded (twice, for double encoding),
 * with every whitespace, control and invisible formatting character removed, lower case.
 * @param url
 */
export function normaliseForSchemeCheck( url: string ): string {
	let value = url;
	for ( let pass = 0; pass < 2; pass++ ) {
		value = decodePercents( decodeEntities( value ) );
	}
	return value
		.replace(
			/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g,
			''
		)
		.toLowerCase();
}

/**
 * True when `url` may be used as a link target (`link`) or an image source (`image`).
 * Relative URLs are accepted; protocol-relative ones (`//host`, `/\host`) are not, since they
 * leave the site with whatever scheme the page happens to use.
 * @param url
 * @param use
 */
export function isAllowedUrl( url: string, use: UrlUse ): boolean {
	const value = normaliseForSchemeCheck( url );
	if ( /^[/\\]{2}/.test( value ) ) {
		return false;
	}
	const beforePath = value.split( /[/?#]/, 1 )[ 0 ];
	const colon = beforePath.indexOf( ':' );
	if ( colon === -1 ) {
		return true;
	}
	const scheme = beforePath.slice( 0, colon );
	return SCHEMES_BY_USE[ use ].includes( scheme );
}
