/**
 * Restaurant reservation input rules (spec 001 §5, §9): restaurant tokens, pasted embed code,
 * styles and their sizes, languages.
 */
export const LANGUAGES = [
	'en-US',
	'fr-CA',
	'de-DE',
	'es-MX',
	'ja-JP',
	'nl-NL',
	'it-IT',
] as const;

/**
 * The widget language for a site's WordPress locale: the same language and region (`fr_CA` →
 * `fr-CA`), else the one widget language of that language (`fr_FR` → `fr-CA`, `ja` → `ja-JP`),
 * else `en-US`.
 * @param locale a WordPress locale, e.g. `de_DE`
 */
export function languageForLocale(
	locale: string
): ( typeof LANGUAGES )[ number ] {
	const tag = locale.replace( /_/g, '-' );
	const exact = LANGUAGES.find(
		( language ) => language.toLowerCase() === tag.toLowerCase()
	);
	const prefix = tag.split( '-' )[ 0 ].toLowerCase();
	return (
		exact ??
		LANGUAGES.find( ( language ) =>
			language.startsWith( `${ prefix }-` )
		) ??
		'en-US'
	);
}

export const STYLE_SIZES: Record< string, { width: number; height: number } > =
	{
		standard: { width: 224, height: 301 },
		tall: { width: 288, height: 490 },
		wide: { width: 840, height: 150 },
		button: { width: 210, height: 113 },
	};

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_THROTTLE_MS = 500;

/** The restaurant id of a token: a numeric id, or "Name (id)". */
export function ridFromToken( token: string ): string | null {
	const text = token.trim();
	if ( /^\d+$/.test( text ) ) {
		return text;
	}
	const named = text.match( /\((\d+)\)\s*$/ );
	return named ? named[ 1 ] : null;
}

/** Pasted input starting with http or a script tag is embed code. */
export function isEmbedCode( text: string ): boolean {
	const trimmed = text.trim();
	return trimmed.startsWith( 'http' ) || /^<script/i.test( trimmed );
}

export type EmbedCodeAttributes = {
	rid: string[];
	style?: string;
	iframe?: boolean;
	domain?: string;
	lang?: string;
	newtab?: boolean;
};

/**
 * Reads embed code: it must point to a host containing opentable with a query holding rid or
 * restref. Returns null otherwise.
 * @param text
 */
export function parseEmbedCode( text: string ): EmbedCodeAttributes | null {
	const trimmed = text.trim();
	const src = /^<script/i.test( trimmed )
		? trimmed.match( /\ssrc=["']([^"']+)["']/ )?.[ 1 ]
		: trimmed;
	if ( ! src ) {
		return null;
	}
	let address: URL;
	try {
		address = new URL(
			src.replace( /&amp;/g, '&' ),
			'https://www.opentable.com'
		);
	} catch {
		return null;
	}
	if ( ! address.hostname.includes( 'opentable' ) ) {
		return null;
	}
	const params = address.searchParams;
	const ids = ( params.get( 'rid' ) ?? params.get( 'restref' ) ?? '' )
		.split( ',' )
		.map( ( id ) => id.trim() )
		.filter( ( id ) => /^\d+$/.test( id ) );
	if ( ids.length === 0 ) {
		return null;
	}
	const result: EmbedCodeAttributes = { rid: ids };
	const theme = params.get( 'theme' );
	if ( theme && STYLE_SIZES[ theme ] ) {
		result.style = theme;
	}
	const lang = params.get( 'lang' );
	if ( lang && ( LANGUAGES as readonly string[] ).includes( lang ) ) {
		result.lang = lang;
	}
	if ( params.has( 'iframe' ) ) {
		result.iframe = params.get( 'iframe' ) !== 'false';
	}
	if ( params.has( 'newtab' ) ) {
		result.newtab = params.get( 'newtab' ) === 'true';
	}
	const domain = params.get( 'domain' );
	if ( domain && /^[a-z.]{2,10}$/.test( domain ) ) {
		result.domain = domain;
	}
	if ( ids.length > 1 ) {
		result.style = 'multi';
	}
	return result;
}

/** The style the block uses for a number of restaurants: several → multi; button needs one. */
export function styleFor( style: string, count: number ): string {
	if ( count > 1 ) {
		return 'multi';
	}
	return style === 'multi' ? 'standard' : style;
}
