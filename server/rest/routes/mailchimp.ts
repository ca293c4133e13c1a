/**
 * The Mailchimp block's calls through the host (docs/server.md "Mailchimp"); the site's API key
 * stays on the host (server/mailchimp/settings.ts):
 * - `GET wpcom/v2/mailchimp` (edit_posts): `{ code: connected | not_connected, connect_url }`;
 * - `GET wpcom/v2/mailchimp/groups` (edit_posts): the audience's groups,
 *   `{ interest_categories: [ { id, title, interests: [ { id, name } ] } ] }`;
 * - `GET|POST|DELETE wpcom/v2/mailchimp/settings` (manage_options; cookie requests need the REST
 *   nonce as always): `{ connected, list_id, list_name, api_key_hint }`; POST `{ api_key,
 *   list_id }` is checked with Mailchimp before anything is stored;
 * - `POST wpcom/v2/mailchimp/subscribe` (visitors): `{ email, post_id, block }`, the groups and
 *   the merge field read from the saved block (server/mailchimp/subscribe.ts).
 * 503 `mailchimp_not_connected` until the site is set up, 502 `mailchimp_failed` when Mailchimp
 * fails.
 */
import {
	audienceName,
	interestCategories,
	MailchimpFailed,
} from '../../mailchimp/mailchimp-client';
import {
	getMailchimpSettings,
	mailchimpSettingsView,
	setMailchimpSettings,
} from '../../mailchimp/settings';
import {
	mailchimpAccount,
	mailchimpFailed,
	subscribeFromBlock,
} from '../../mailchimp/subscribe';
import type { RestRegistry } from '../registry';
import { editorsOnly } from '../shared-checks';
import { invalidParam, manageOptions } from './jetpack-admin/access';

const NAMESPACE = 'wpcom/v2';
const API_KEY_PATTERN = /^[0-9a-f]{32}-[a-z]+[0-9]+$/;
const LIST_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/** Where an administrator connects the site: the admin screen's Mailchimp section. */
export const MAILCHIMP_ADMIN_PATH =
	'/wp-admin/admin.php?page=jetpack#mailchimp';

function trimmed( value: unknown ): string {
	return typeof value === 'string' ? value.trim() : '';
}

export function registerMailchimpRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: NAMESPACE,
		path: '/mailchimp',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: editorsOnly,
				async handler( { site } ) {
					const settings = await getMailchimpSettings( site.db );
					return {
						code: settings ? 'connected' : 'not_connected',
						connect_url: `${ site.serverUrl() }${ MAILCHIMP_ADMIN_PATH }`,
					};
				},
			},
		],
	} );

	registry.register( {
		namespace: NAMESPACE,
		path: '/mailchimp/groups',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: editorsOnly,
				async handler( { site } ) {
					const { account, listId } = await mailchimpAccount( site );
					try {
						return {
							interest_categories: await interestCategories(
								account,
								listId
							),
						};
					} catch ( error ) {
						return mailchimpFailed( error );
					}
				},
			},
		],
	} );

	registry.register( {
		namespace: NAMESPACE,
		path: '/mailchimp/settings',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: manageOptions,
				async handler( { site } ) {
					return mailchimpSettingsView(
						await getMailchimpSettings( site.db )
					);
				},
			},
			{
				methods: [ 'POST', 'PUT' ],
				args: {
					api_key: {
						description:
							'The Mailchimp API key, ending with its data centre (…-us21).',
					},
					list_id: {
						description: 'The Mailchimp audience (list) ID.',
					},
				},
				permission: manageOptions,
				async handler( { site, params } ) {
					const apiKey = trimmed( params.api_key );
					const listId = trimmed( params.list_id );
					if ( ! API_KEY_PATTERN.test( apiKey ) ) {
						throw invalidParam(
							'api_key',
							'Enter a Mailchimp API key: 32 hexadecimal characters, a dash and the data centre (e.g. …-us21).'
						);
					}
					if ( ! LIST_ID_PATTERN.test( listId ) ) {
						throw invalidParam(
							'list_id',
							'Enter the audience ID: 1 to 64 letters and digits.'
						);
					}
					const account = {
						apiKey,
						baseUrl: site.embedServices.mailchimp,
					};
					let listName: string;
					try {
						listName = await audienceName( account, listId );
					} catch ( error ) {
						if ( error instanceof MailchimpFailed ) {
							if (
								error.status === 401 ||
								error.status === 403
							) {
								throw invalidParam(
									'api_key',
									'Mailchimp refused this API key.'
								);
							}
							if ( error.status === 404 ) {
								throw invalidParam(
									'list_id',
									'Mailchimp has no audience with this ID.'
								);
							}
						}
						return mailchimpFailed( error );
					}
					const settings = {
						api_key: apiKey,
						list_id: listId,
						list_name: listName,
					};
					await setMailchimpSettings( site.db, settings );
					return mailchimpSettingsView( settings );
				},
			},
			{
				methods: [ 'DELETE' ],
				permission: manageOptions,
				async handler( { site } ) {
					await setMailchimpSettings( site.db, null );
					return mailchimpSettingsView( null );
				},
			},
		],
	} );

	registry.register( {
		namespace: NAMESPACE,
		path: '/mailchimp/subscribe',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					email: { description: 'The visitor’s email address.' },
					post_id: {
						type: 'integer',
						required: true,
						minimum: 1,
						description: 'The post showing the block.',
					},
					block: {
						type: 'string',
						required: true,
						maxLength: 200,
						description:
							'The block’s path in the post, `-` joined indexes (`0`, `3-1`).',
					},
				},
				// A public form: anyone may sign up, the limit per address applies.
				permission: () => true,
				async handler( { site, params, clientIp } ) {
					return subscribeFromBlock( site, {
						email: params.email,
						postId: Number( params.post_id ),
						blockKey: String( params.block ),
						clientIp,
					} );
				},
			},
		],
	} );
}
