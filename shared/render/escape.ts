/**
 * The escaper of the suite: text and attribute values made safe for HTML. One set of entities
 * serves both, since it covers `&`, `<`, `>` and both quote characters.
 */
const ENTITIES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/**
 * Text safe to place between tags (`null` and `undefined` give '').
 * @param value
 */
export function escapeHtml( value: unknown ): string {
	return String( value ?? '' ).replace(
		/[&<>"']/g,
		( character ) => ENTITIES[ character ]
	);
}

/** Text safe to place inside a double- or single-quoted attribute value. */
export const escapeAttribute = escapeHtml;

/**
 * Text with its line breaks kept as `<br>`.
 * @param value
 */
export function escapeLines( value: unknown ): string {
	return escapeHtml( value ).replace( /\n/g, '<br>' );
}
