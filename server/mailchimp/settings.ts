/**
 * The site's Mailchimp account, kept as the option `jetpack_mailchimp`:
 * `{ api_key, list_id, list_name }`. The API key never leaves the host: what the admin screen
 * reads is `mailchimpSettingsView` (the last 4 characters of the key as a hint).
 */
import type { SiteDb } from '../db/schema';
import { getOptions, setOptions } from '../settings/options';

const OPTION = 'jetpack_mailchimp';

export type MailchimpSettings = {
	api_key: string;
	list_id: string;
	list_name: string;
};

export type MailchimpSettingsView = {
	connected: boolean;
	list_id: string;
	list_name: string;
	/** `…` and the key's last 4 characters (its data centre included), or '' when none. */
	api_key_hint: string;
};

export async function getMailchimpSettings(
	db: SiteDb
): Promise< MailchimpSettings | null > {
	const value = ( await getOptions( db, [ OPTION ] ) )[ OPTION ] as
		| Partial< Record< keyof MailchimpSettings, unknown > >
		| null
		| undefined;
	if (
		! value ||
		typeof value !== 'object' ||
		typeof value.api_key !== 'string' ||
		typeof value.list_id !== 'string' ||
		! value.api_key ||
		! value.list_id
	) {
		return null;
	}
	return {
		api_key: value.api_key,
		list_id: value.list_id,
		list_name: typeof value.list_name === 'string' ? value.list_name : '',
	};
}

export async function setMailchimpSettings(
	db: SiteDb,
	settings: MailchimpSettings | null
): Promise< void > {
	await setOptions( db, { [ OPTION ]: settings ?? '' } );
}

export function mailchimpSettingsView(
	settings: MailchimpSettings | null
): MailchimpSettingsView {
	return {
		connected: !! settings,
		list_id: settings?.list_id ?? '',
		list_name: settings?.list_name ?? '',
		api_key_hint: settings ? `…${ settings.api_key.slice( -4 ) }` : '',
	};
}
