/**
 * URL helpers shared by the cloud's endpoints and pages.
 */

/**
 * The URL in its canonical form (as `new URL().toString()` writes it), or null when it is not
 * an absolute http(s) URL. Return addresses are compared in this form.
 * @param value
 */
export function canonicalUrl( value: string ): string | null {
	try {
		const url = new URL( value );
		return /^https?:$/.test( url.protocol ) ? url.toString() : null;
	} catch {
		return null;
	}
}
