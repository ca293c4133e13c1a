/**
 * `wpcom/v2/mailchimp/settings` (GET, POST `{ api_key, list_id }`, DELETE): the site's Mailchimp
 * audience for the Mailchimp block. The API key is never sent back, only its last 4 characters.
 */
export type MailchimpSettings = {
	connected: boolean;
	list_id: string;
	list_name: string;
	/** `…` and the key's last 4 characters (e.g. `…us21`); '' when not connected. */
	api_key_hint: string;
};

export type MailchimpConnectRequest = {
	/** 32 hexadecimal characters, a dash and the data centre (`…-us21`). */
	api_key: string;
	/** The audience (list) ID. */
	list_id: string;
};
