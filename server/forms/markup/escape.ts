/**
 * Escaping for the form renderers (pure string functions; renderers do not use the page
 * templates of server/pages).
 */
const ENTITIES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/**
 * Text or an attribute value made safe for HTML.
 * @param value
 */
export function esc( value: unknown ): string {
	return String( value ?? '' ).replace(
		/[&<>"']/g,
		( char ) => ENTITIES[ char ]
	);
}

/**
 * Text with its line breaks kept as <br>.
 * @param value
 */
export function escLines( value: string ): string {
	return esc( value ).replace( /\n/g, '<br>' );
}

/**
 * ` name="value"` pairs for the truthy entries; `true` writes a bare boolean attribute.
 * @param attributes
 */
export function attrs(
	attributes: Record< string, string | number | boolean | null | undefined >
): string {
	return Object.entries( attributes )
		.filter(
			( [ , value ] ) =>
				value !== false && value !== null && value !== undefined
		)
		.map( ( [ key, value ] ) =>
			value === true ? ` ${ key }` : ` ${ key }="${ esc( value ) }"`
		)
		.join( '' );
}

/**
 * Class names from a block's `className` attribute (only safe tokens).
 * @param value
 */
export function customClasses( value: unknown ): string[] {
	return typeof value === 'string'
		? value
				.split( /\s+/ )
				.filter( ( token ) => /^[A-Za-z0-9_-]+$/.test( token ) )
		: [];
}
