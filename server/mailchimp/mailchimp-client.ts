/**
 * Mailchimp's Marketing API 3.0 as the Mailchimp block uses it, over HTTP with the site's API key
 * (HTTP Basic `anystring:<key>`), which never leaves the host:
 * - an audience: `GET /3.0/lists/{listId}` → `{ name }`;
 * - its groups: `GET /3.0/lists/{listId}/interest-categories?count=100` → `{ categories }`, then
 *   for each `GET …/interest-categories/{categoryId}/interests?count=100` → `{ interests }`;
 * - a subscription: `PUT /3.0/lists/{listId}/members/{md5 of the lower-cased email}`, a new
 *   member pending until they confirm (double opt-in), an existing one updated.
 * The API is at `https://<dc>.api.mailchimp.com`, `<dc>` being what follows the key's last `-`
 * (`us21`), unless MAILCHIMP_URL sets another base (a local stand-in in tests).
 * Mailchimp's errors (`{ status, title, detail }`) are thrown as `MailchimpFailed`.
 */
import { createHash } from 'node:crypto';
import {
	serviceRequest,
	ServiceUnreachable,
	type ServiceRequest,
} from '../embeds/http-get';

export const MAILCHIMP_API_HOST = 'api.mailchimp.com';
const TIMEOUT_MS = 10_000;

export type MailchimpAccount = {
	apiKey: string;
	/** MAILCHIMP_URL when set (`site.embedServices.mailchimp`). */
	baseUrl?: string;
};

export type InterestCategory = {
	id: string;
	title: string;
	interests: Array< { id: string; name: string } >;
};

export type Subscription = {
	email: string;
	/** Group (interest) ids the member joins. */
	interests: string[];
	/** A merge field set on the member, when both tag and value are set. */
	mergeField?: { tag: string; value: string };
};

/** Mailchimp answered an error, or could not be reached (status 0). */
export class MailchimpFailed extends Error {
	constructor(
		readonly status: number,
		readonly detail: string
	) {
		super( `Mailchimp ${ status || 'unreachable' }: ${ detail }` );
	}
}

/**
 * The data centre of an API key (`…-us21` → `us21`), or '' when the key names none.
 * @param apiKey
 */
export function dataCentreOf( apiKey: string ): string {
	const dc = apiKey.slice( apiKey.lastIndexOf( '-' ) + 1 );
	return apiKey.includes( '-' ) && /^[a-z]+[0-9]+$/.test( dc ) ? dc : '';
}

export function mailchimpBaseUrl( account: MailchimpAccount ): string {
	if ( account.baseUrl ) {
		return account.baseUrl.replace( /\/+$/, '' );
	}
	const dc = dataCentreOf( account.apiKey );
	if ( ! dc ) {
		throw new MailchimpFailed( 401, 'The API key names no data centre.' );
	}
	return `https://${ dc }.${ MAILCHIMP_API_HOST }`;
}

/** The member's id in an audience: the MD5 of the lower-cased address. */
export function subscriberHash( email: string ): string {
	return createHash( 'md5' ).update( email.toLowerCase() ).digest( 'hex' );
}

function errorDetail( body: string, status: number ): string {
	try {
		const error = JSON.parse( body ) as {
			detail?: unknown;
			title?: unknown;
		};
		if ( typeof error.detail === 'string' && error.detail ) {
			return error.detail;
		}
		if ( typeof error.title === 'string' && error.title ) {
			return error.title;
		}
	} catch {
		// Not JSON: fall through to the status.
	}
	return `status ${ status }`;
}

async function call(
	account: MailchimpAccount,
	path: string,
	request: ServiceRequest = {}
): Promise< Record< string, unknown > > {
	const url = `${ mailchimpBaseUrl( account ) }/3.0${ path }`;
	const authorization = `Basic ${ Buffer.from(
		`anystring:${ account.apiKey }`
	).toString( 'base64' ) }`;
	let response;
	try {
		response = await serviceRequest( url, {
			timeoutMs: TIMEOUT_MS,
			...request,
			headers: { authorization, ...request.headers },
		} );
	} catch ( error ) {
		if ( error instanceof ServiceUnreachable ) {
			throw new MailchimpFailed( 0, error.message );
		}
		throw error;
	}
	if ( response.status < 200 || response.status >= 300 ) {
		throw new MailchimpFailed(
			response.status,
			errorDetail( response.body, response.status )
		);
	}
	try {
		const data: unknown = JSON.parse( response.body );
		if ( data && typeof data === 'object' && ! Array.isArray( data ) ) {
			return data as Record< string, unknown >;
		}
	} catch {
		// Reported below.
	}
	throw new MailchimpFailed(
		502,
		'Mailchimp answered something else than JSON.'
	);
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function listPath( listId: string ): string {
	return `/lists/${ encodeURIComponent( listId ) }`;
}

/**
 * The audience's name; throws `MailchimpFailed` (404 for an unknown id, 401 for a refused key).
 * @param account
 * @param listId
 */
export async function audienceName(
	account: MailchimpAccount,
	listId: string
): Promise< string > {
	return text( ( await call( account, listPath( listId ) ) ).name );
}

/**
 * The audience's group categories with their groups (at most 100 of each).
 * @param account
 * @param listId
 */
export async function interestCategories(
	account: MailchimpAccount,
	listId: string
): Promise< InterestCategory[] > {
	const base = `${ listPath( listId ) }/interest-categories`;
	const { categories } = await call( account, `${ base }?count=100` );
	const found = ( Array.isArray( categories ) ? categories : [] )
		.map( ( category: Record< string, unknown > ) => ( {
			id: text( category?.id ),
			title: text( category?.title ),
		} ) )
		.filter( ( category ) => category.id );
	return Promise.all(
		found.map( async ( category ) => {
			const { interests } = await call(
				account,
				`${ base }/${ encodeURIComponent(
					category.id
				) }/interests?count=100`
			);
			return {
				...category,
				interests: ( Array.isArray( interests ) ? interests : [] )
					.map( ( interest: Record< string, unknown > ) => ( {
						id: text( interest?.id ),
						name: text( interest?.name ),
					} ) )
					.filter( ( interest ) => interest.id ),
			};
		} )
	);
}

/**
 * Adds or updates a member; a new one is `pending` until they confirm by email.
 * @param account
 * @param listId
 * @param subscription
 * @return the member's status as Mailchimp answered it (`pending`, `subscribed`, …)
 */
export async function subscribe(
	account: MailchimpAccount,
	listId: string,
	subscription: Subscription
): Promise< string > {
	const body: Record< string, unknown > = {
		email_address: subscription.email,
		status_if_new: 'pending',
	};
	if ( subscription.interests.length ) {
		body.interests = Object.fromEntries(
			subscription.interests.map( ( id ) => [ id, true ] )
		);
	}
	if ( subscription.mergeField ) {
		body.merge_fields = {
			[ subscription.mergeField.tag ]: subscription.mergeField.value,
		};
	}
	const member = await call(
		account,
		`${ listPath( listId ) }/members/${ subscriberHash(
			subscription.email
		) }`,
		{
			method: 'PUT',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify( body ),
		}
	);
	return text( member.status ) || 'pending';
}
