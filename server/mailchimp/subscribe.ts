/**
 * A visitor's sign-up through a Mailchimp block: the block is found by its path in the published
 * post (`-` joined indexes, as the contact form's key), and the groups (`interests`) and the
 * merge field (`signupFieldTag` = `signupFieldValue`) come from the SAVED block, never from the
 * request, so visitors cannot choose them. At most SUBSCRIBE_LIMIT attempts per client address
 * in SUBSCRIBE_WINDOW_MS (server/auth/rate-limit.ts), counted before anything else.
 */
import { findBlockAtKey } from '../../shared/block-at-key';
import { isEmail } from '../../shared/forms/model/field-rules';
import { hitRateLimit } from '../auth/rate-limit';
import { canReadPost } from '../posts/post-permissions';
import { getPost } from '../posts/posts-repo';
import { RestError } from '../rest/errors';
import { invalidParam } from '../rest/routes/jetpack-admin/access';
import type { SiteContext } from '../site-context';
import {
	MailchimpFailed,
	subscribe,
	type MailchimpAccount,
} from './mailchimp-client';
import { getMailchimpSettings } from './settings';

export const MAILCHIMP_BLOCK = 'jetpack/mailchimp';
export const SUBSCRIBE_LIMIT = 10;
export const SUBSCRIBE_WINDOW_MS = 10 * 60 * 1000;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * The rate-limit key of one client address.
 * @param ip
 */
export function subscribeRateKey( ip: string ): string {
	return `mailchimp-subscribe|${ ip }`;
}

/**
 * The site's Mailchimp account and audience; 503 `mailchimp_not_connected` when it has none.
 * @param site
 */
export async function mailchimpAccount(
	site: SiteContext
): Promise< { account: MailchimpAccount; listId: string } > {
	const settings = await getMailchimpSettings( site.db );
	if ( ! settings ) {
		throw new RestError(
			'mailchimp_not_connected',
			'Mailchimp is not set up on this site.',
			503
		);
	}
	return {
		account: {
			apiKey: settings.api_key,
			baseUrl: site.embedServices.mailchimp,
		},
		listId: settings.list_id,
	};
}

/**
 * Answers a Mailchimp failure as 502 `mailchimp_failed`; other errors pass through.
 * @param error
 */
export function mailchimpFailed( error: unknown ): never {
	if ( error instanceof MailchimpFailed ) {
		throw new RestError(
			'mailchimp_failed',
			'Mailchimp is not available right now. Try again later.',
			502
		);
	}
	throw error;
}

function blockMissing(): RestError {
	return new RestError(
		'mailchimp_block_missing',
		'This post has no Mailchimp block there.',
		404
	);
}

/**
 * The saved block's groups and merge field.
 * @param attrs the block's attributes
 */
function signupOf( attrs: Record< string, unknown > ) {
	const interests = Array.isArray( attrs.interests )
		? attrs.interests.filter(
				( id ): id is string => typeof id === 'string' && id !== ''
			)
		: [];
	const tag =
		typeof attrs.signupFieldTag === 'string'
			? attrs.signupFieldTag.trim()
			: '';
	const value =
		typeof attrs.signupFieldValue === 'string'
			? attrs.signupFieldValue.trim()
			: '';
	return {
		interests: [ ...new Set( interests ) ],
		mergeField: tag && value ? { tag, value } : undefined,
	};
}

async function savedBlockAttrs(
	site: SiteContext,
	postId: number,
	blockKey: string
): Promise< Record< string, unknown > > {
	const post = await getPost( site.db, postId );
	// Public posts only: visitors sign up from what anyone can read.
	if (
		! post ||
		( post.type !== 'post' && post.type !== 'page' ) ||
		! canReadPost( null, post )
	) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	const block = findBlockAtKey( post.content, blockKey, MAILCHIMP_BLOCK );
	if ( ! block ) {
		throw blockMissing();
	}
	return block.attrs ?? {};
}

export async function subscribeFromBlock(
	site: SiteContext,
	request: {
		email: unknown;
		postId: number;
		blockKey: string;
		clientIp: string;
	}
): Promise< { subscribed: true; status: string } > {
	const { count } = await hitRateLimit(
		site.db,
		subscribeRateKey( request.clientIp ),
		SUBSCRIBE_WINDOW_MS
	);
	if ( count > SUBSCRIBE_LIMIT ) {
		throw new RestError(
			'mailchimp_rate_limited',
			'Too many sign-ups from your address. Try again in a few minutes.',
			429
		);
	}
	const email = typeof request.email === 'string' ? request.email.trim() : '';
	if ( ! isEmail( email ) ) {
		// WordPress's shape naming the field, with the visitor's message on top as well (the
		// view script shows `message`).
		const { data } = invalidParam( 'email', EMAIL_MESSAGE );
		throw new RestError( 'rest_invalid_param', EMAIL_MESSAGE, 400, data );
	}
	const attrs = await savedBlockAttrs(
		site,
		request.postId,
		request.blockKey
	);
	const { account, listId } = await mailchimpAccount( site );
	let status: string;
	try {
		status = await subscribe( account, listId, {
			email,
			...signupOf( attrs ),
		} );
	} catch ( error ) {
		if ( error instanceof MailchimpFailed && error.status === 400 ) {
			throw new RestError( 'mailchimp_rejected', error.detail, 400 );
		}
		return mailchimpFailed( error );
	}
	return { subscribed: true, status };
}
