/**
 * For tests of the admin screen's connection: the boot settings the admin page prints, a REST
 * client (api-client/) that travels with a signed-in SiteClient's cookies, and approval on the
 * cloud's page the way a browser would do it.
 */
import { createApiClient, type ApiClient } from '../../../api-client';
import type { AdminBootSettings } from '../../../shared/admin-settings';
import type { SiteClient } from './site-client';

export async function readAdminBootSettings(
	browser: SiteClient
): Promise< AdminBootSettings > {
	const response = await browser.fetch( '/wp-admin/admin.php?page=jetpack' );
	const html = await response.text();
	const match = /window\.jetpackAdminSettings = (\{.*?\});<\/script>/.exec(
		html
	);
	if ( response.status !== 200 || ! match ) {
		throw new Error(
			`The admin screen answered ${ response.status } without boot settings.`
		);
	}
	return JSON.parse( match[ 1 ] ) as AdminBootSettings;
}

/**
 * A client as the admin screen makes it, sending `browser`'s cookies.
 * @param browser a signed-in SiteClient
 * @param nonce   the REST nonce (the boot settings' `nonce`)
 */
export function apiClientFor( browser: SiteClient, nonce: string ): ApiClient {
	const base = browser.baseUrl;
	return createApiClient( {
		apiRoot: `${ base }/wp-json/`,
		nonce,
		fetch: ( url, init ) => {
			if ( ! url.startsWith( base ) ) {
				throw new Error( `Not this site: ${ url }` );
			}
			return browser.fetch( url.slice( base.length ), init );
		},
	} );
}

function decodeAttribute( value: string ): string {
	return value
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );
}

/**
 * Opens the cloud's approval page at `authorizeUrl`, presses Approve, and follows the cloud back
 * to the site's callback. Resolves to where the callback finally sends the browser.
 * @param browser      the signed-in user's SiteClient
 * @param authorizeUrl the authorization URL the connection store redirected to
 * @param decision     approve (default) or deny
 */
export async function answerOnCloud(
	browser: SiteClient,
	authorizeUrl: string,
	decision: 'approve' | 'deny' = 'approve'
): Promise< string > {
	const url = new URL( authorizeUrl );
	const page = await browser.fetch( url.pathname + url.search );
	const html = await page.text();
	if ( page.status !== 200 ) {
		throw new Error(
			`The approval page answered ${ page.status }: ${ html }`
		);
	}
	const fields = new URLSearchParams();
	for ( const [ , name, value ] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
	) ) {
		fields.set( name, decodeAttribute( value ) );
	}
	fields.set( 'decision', decision );
	const answer = await browser.fetch( '/cloud/authorize', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: fields.toString(),
	} );
	await answer.arrayBuffer();
	const callback = new URL( answer.headers.get( 'location' ) ?? '' );
	const done = await browser.fetch( callback.pathname + callback.search );
	await done.arrayBuffer();
	return done.headers.get( 'location' ) ?? `(status ${ done.status })`;
}
