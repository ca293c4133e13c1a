/**
 * Character references decoded the way a browser reads them in text and attribute values:
 * numeric (`&#106;`, `&#x6A;`, with or without the semicolon) and the named ones that matter
 * for labels and URLs. Used to get the plain text of a rich-text label and to see a URL as the
 * browser will before checking its scheme; never to produce HTML.
 */
const NAMED: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	colon: ':',
	tab: '\t',
	newline: '\n',
	sol: '/',
	bsol: '\\',
	lpar: '(',
	rpar: ')',
	period: '.',
};

/**
 * @param value text that may hold character references
 */
export function decodeEntities( value: string ): string {
	return value.replace(
		/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi,
		( whole, body: string ) => {
			const lower = body.toLowerCase();
			if ( lower[ 0 ] !== '#' ) {
				return NAMED[ lower ] ?? whole;
			}
			const code =
				lower[ 1 ] === 'x'
					? parseInt( lower.slice( 2 ), 16 )
					: parseInt( lower.slice( 1 ), 10 );
			return code > 0 && code <= 0x10ffff
				? String.fromCodePoint( code )
				: '';
		}
	);
}

/**
 * The text of a rich-text attribute (HTML from the editor's RichText): tags dropped, character
 * references decoded, ends trimmed; '' for anything but a string. Escape it again on output.
 * @param value the attribute as stored
 */
export function richTextToPlainText( value: unknown ): string {
	return typeof value === 'string'
		? decodeEntities( value.replace( /<[^>]*>/g, '' ) ).trim()
		: '';
}
