/**
 * Per-form webhooks, shared by the editor panel and the server that delivers them.
 */
export const MAX_WEBHOOKS = 5;

/** An address a webhook may use: absolute http or https. */
export function isWebhookUrl( value: string ): boolean {
	try {
		const url = new URL( value.trim() );
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}
