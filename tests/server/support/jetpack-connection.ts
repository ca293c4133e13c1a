/**
 * Drives the connection the way a browser does: the registration nonce the admin page would
 * embed, connection/register, the cloud's approval page (Approve or Deny), and the site's
 * callback. Every step is a real HTTP request against the running site(s).
 */
import { createApiClient, type ApiClient } from '../../../api-client';
import { getNonceSecret } from '../../../server/auth/nonces';
import { findSession, SESSION_COOKIE } from '../../../server/auth/sessions';
import { createRegistrationNonce } from '../../../server/connection/registration';
import type { SiteContext } from '../../../server/site-context';
import type { SiteClient } from './site-client';
import type { TestSite } from './test-site';

/**
 * The registration nonce for this client's session, as the admin page would hand it over.
 * @param t
 * @param client
 */
export async function registrationNonceFor(
	t: TestSite,
	client: SiteClient
): Promise< string > {
	const session = await findSession(
		t.site.db,
		client.jar.get( SESSION_COOKIE )
	);
	if ( ! session ) {
		throw new Error( 'The client is not signed in.' );
	}
	const nonceSecret = await getNonceSecret( t.site.db );
	return createRegistrationNonce( { nonceSecret } as SiteContext, session );
}

/** Path and query of an absolute URL, for SiteClient.fetch (which prefixes its base URL). */
export const pathOf = ( url: string ) => {
	const parsed = new URL( url );
	return parsed.pathname + parsed.search;
};

export function hiddenFields( html: string ): Record< string, string > {
	const fields: Record< string, string > = {};
	for ( const match of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
	) ) {
		fields[ match[ 1 ] ] = match[ 2 ]
			.replace( /&quot;/g, '"' )
			.replace( /&#039;/g, "'" )
			.replace( /&lt;/g, '<' )
			.replace( /&gt;/g, '>' )
			.replace( /&amp;/g, '&' );
	}
	return fields;
}

/**
 * Opens the approval page at `authorizeUrl` as `cloudUser` (signed in at the cloud) and answers
 * it; returns the cloud's redirect back to the site.
 * @param cloudUser
 * @param authorizeUrl
 * @param decision
 */
export async function answerApproval(
	cloudUser: SiteClient,
	authorizeUrl: string,
	decision: 'approve' | 'deny'
): Promise< string > {
	const page = await cloudUser.fetch( pathOf( authorizeUrl ) );
	const html = await page.text();
	if ( page.status !== 200 ) {
		throw new Error(
			`The approval page answered ${ page.status }: ${ html }`
		);
	}
	const answer = await cloudUser.fetch( '/cloud/authorize', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( {
			...hiddenFields( html ),
			decision,
		} ).toString(),
	} );
	await answer.arrayBuffer();
	if ( answer.status !== 302 ) {
		throw new Error( `The approval answered ${ answer.status }` );
	}
	return answer.headers.get( 'location' )!;
}

/**
 * Registers the site (when needed) and connects `client`'s user, approving at the cloud as
 * `cloudUser` (the same client when the cloud is this site). Returns where the site sent the
 * browser in the end.
 * @param t
 * @param client
 * @param cloudUser
 */
export async function connectUser(
	t: TestSite,
	client: SiteClient,
	cloudUser: SiteClient = client
): Promise< { authorizeUrl: string; landing: string } > {
	const registered = await client.rest( '/jetpack/v4/connection/register', {
		method: 'POST',
		body: {
			registration_nonce: await registrationNonceFor( t, client ),
			no_iframe: true,
		},
	} );
	if ( registered.status !== 200 ) {
		throw new Error(
			`register answered ${ registered.status }: ${ JSON.stringify( registered.body ) }`
		);
	}
	const authorizeUrl: string = registered.body.authorizeUrl;
	const callback = await answerApproval( cloudUser, authorizeUrl, 'approve' );
	const done = await client.fetch( pathOf( callback ) );
	const text = await done.text();
	if ( done.status !== 302 ) {
		throw new Error( `The callback answered ${ done.status }: ${ text }` );
	}
	return { authorizeUrl, landing: done.headers.get( 'location' )! };
}

/**
 * The typed REST client for a signed-in SiteClient: its nonce, and a fetch that carries its
 * cookies as a browser does for same-origin calls.
 * @param t
 * @param client
 */
export function apiClientFor( t: TestSite, client: SiteClient ): ApiClient {
	return createApiClient( {
		apiRoot: `${ t.url }/wp-json/`,
		nonce: client.nonce ?? '',
		fetch: cookieFetch( client ),
	} );
}

export const cookieFetch =
	( client: SiteClient ) => ( url: string, init: RequestInit ) => {
		const headers = new Headers( init.headers );
		headers.set( 'Cookie', client.jar.header() );
		return fetch( url, { ...init, headers } );
	};
