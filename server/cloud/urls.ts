/**
 * URL helpers shared by the cloud's endpoints and pages.
 */
import { isHttpUrl } from '../../shared/url/policy';

/**
 * The URL in its canonical form (as `new URL().toString()` writes it), or null when it is not
 * an absolute http(s) URL. Return addresses are compared in this form.
 * @param value
 */
export function canonicalUrl( value: string ): string | null {
	return isHttpUrl( value ) ? new URL( value ).toString() : null;
}
