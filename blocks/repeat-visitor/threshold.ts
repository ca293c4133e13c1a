/**
 * The threshold field's rule: a positive whole number (digits only, at least 1).
 * @param text What the author typed.
 * @return The number, or null when the text is not a valid threshold.
 */
export function parseThreshold( text: string ): number | null {
	const trimmed = text.trim();
	if ( ! /^\d+$/.test( trimmed ) ) {
		return null;
	}
	const value = Number( trimmed );
	return Number.isSafeInteger( value ) && value >= 1 ? value : null;
}
