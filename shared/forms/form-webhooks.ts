/**
 * Per-form webhooks, shared by the editor panel and the server that delivers them.
 */
import { isHttpUrl } from '../url/policy';

export const MAX_WEBHOOKS = 5;

/**
 * An address a webhook may use: absolute http or https (the URL policy's `isHttpUrl`), around
 * which spaces are ignored. Which hosts the server may reach is its own network policy.
 * @param value
 */
export function isWebhookUrl( value: string ): boolean {
	return isHttpUrl( value.trim() );
}
