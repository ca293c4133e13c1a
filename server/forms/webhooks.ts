/**
 * Per-form webhooks: the contact-form attribute `webhooks`, an array of `{ url, enabled }`.
 * Each enabled http(s) URL receives the stored response as JSON (through the job queue, with
 * retries and backoff); the delivery log is the job rows, shown in the admin.
 */
import { MAX_WEBHOOKS, isWebhookUrl } from '../../shared/forms/form-webhooks';
import type { Entry } from './model/validate';

export function webhookTargets(
	attributes: Record< string, unknown >
): string[] {
	const list = Array.isArray( attributes.webhooks )
		? attributes.webhooks
		: [];
	const urls = list
		.filter(
			( hook ): hook is { url: string; enabled?: unknown } =>
				typeof hook === 'object' &&
				hook !== null &&
				typeof ( hook as { url?: unknown } ).url === 'string'
		)
		.filter( ( hook ) => hook.enabled !== false )
		.filter( ( hook ) => isWebhookUrl( hook.url ) )
		.map( ( hook ) => hook.url.trim() );
	return [ ...new Set( urls ) ].slice( 0, MAX_WEBHOOKS );
}

export type WebhookPayload = {
	event: 'form_response';
	id: number;
	post_id: number;
	form_key: string;
	form_title: string;
	source_url: string;
	submitted_at: string;
	fields: Array< {
		name: string;
		label: string;
		type: string;
		value: string | string[];
	} >;
};

export function webhookPayload(
	feedback: {
		id: number;
		postId: number;
		formKey: string;
		formTitle: string;
		sourceUrl: string;
		submittedAt: string;
	},
	entries: Entry[]
): WebhookPayload {
	return {
		event: 'form_response',
		id: feedback.id,
		post_id: feedback.postId,
		form_key: feedback.formKey,
		form_title: feedback.formTitle,
		source_url: feedback.sourceUrl,
		submitted_at: feedback.submittedAt,
		fields: entries.map( ( { name, label, type, value } ) => ( {
			name,
			label,
			type,
			value,
		} ) ),
	};
}
