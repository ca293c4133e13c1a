/**
 * The site's Mailchimp audience (`wpcom/v2/mailchimp/settings`): read it, connect it (the host
 * checks the key and audience with Mailchimp first) or forget it.
 */
import type { ApiRequester } from '../../requester';
import type {
	MailchimpConnectRequest,
	MailchimpSettings,
} from '../../types/admin';

const PATH = '/wpcom/v2/mailchimp/settings';

export function createMailchimpEndpoints( api: ApiRequester ) {
	return {
		fetchMailchimpSettings: () => api.get< MailchimpSettings >( PATH ),
		connectMailchimp: ( request: MailchimpConnectRequest ) =>
			api.post< MailchimpSettings >( PATH, request ),
		disconnectMailchimp: () =>
			api.post< MailchimpSettings >( PATH, undefined, {
				_method: 'DELETE',
			} ),
	};
}
