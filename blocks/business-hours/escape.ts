/**
 * HTML escaping for the server renderer's output.
 */
const ENTITIES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/**
 * Text safe to place between tags.
 * @param text
 */
export function escapeHtml( text: string ): string {
	return text.replace( /[&<>"']/g, ( character ) => ENTITIES[ character ] );
}

/** Text safe to place inside a double- or single-quoted attribute value. */
export const escapeAttribute = escapeHtml;
