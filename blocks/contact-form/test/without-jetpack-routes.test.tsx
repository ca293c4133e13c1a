/**
 * On a WordPress site without Jetpack the routes of the form's CRM and Newsletter panels do not
 * exist: `jetpack/v4/jetpack_crm` and `jetpack/v4/plugins` answer 404 `rest_no_route`. The
 * panels then show nothing, with no error text, notice or console error. Requests go the way
 * they go inside WordPress: through apiFetch's default fetch handler, with the root-URL and
 * nonce middlewares WordPress registers.
 */
import { render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { configureApiFetch } from '../../../api-client/configure';
import CrmPanel from '../components/crm-panel';
import NewsletterPanel from '../components/newsletter-panel';

type Sent = { url: string; headers: Record< string, string > };

const sent: Sent[] = [];

/** A plain WordPress site: every route of these panels is missing. */
function plainWordPressFetch( url: string, init: RequestInit ) {
	sent.push( {
		url,
		headers: ( init.headers ?? {} ) as Record< string, string >,
	} );
	const body = JSON.stringify( {
		code: 'rest_no_route',
		message: 'No route was found matching the URL and request method.',
		data: { status: 404 },
	} );
	return Promise.resolve( {
		ok: false,
		status: 404,
		statusText: 'Not Found',
		redirected: false,
		url,
		headers: new Headers( { 'Content-Type': 'application/json' } ),
		text: () => Promise.resolve( body ),
		json: () => Promise.resolve( JSON.parse( body ) ),
	} );
}

const originalFetch = globalThis.fetch;

beforeAll( () => {
	configureApiFetch( {
		root: 'https://example.org/wp-json/',
		nonce: 'wp-nonce',
	} );
} );

beforeEach( () => {
	sent.length = 0;
	apiFetch.setFetchHandler( apiFetch.defaultFetchHandler );
	globalThis.fetch = plainWordPressFetch as unknown as typeof fetch;
} );

afterEach( () => {
	globalThis.fetch = originalFetch;
} );

function expectNothingReported() {
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
	expect( select( noticesStore ).getNotices() ).toEqual( [] );
}

describe( 'the form panels on a site without the Jetpack routes', () => {
	it( 'the Newsletter Connection panel shows nothing', async () => {
		const { container } = render(
			<NewsletterPanel adminUrl="/wp-admin/" canInstallPlugins />
		);
		await waitFor( () => expect( container ).toBeEmptyDOMElement() );
		expectNothingReported();
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ].url ).toMatch(
			/^https:\/\/example\.org\/wp-json\/jetpack\/v4\/plugins\?/
		);
		expect( sent[ 0 ].headers[ 'X-WP-Nonce' ] ).toBe( 'wp-nonce' );
	} );

	it( 'the CRM Connection panel shows nothing', async () => {
		const { container } = render(
			<CrmPanel jetpackCRM onChangeJetpackCRM={ () => {} } />
		);
		await waitFor( () => expect( container ).toBeEmptyDOMElement() );
		expectNothingReported();
		expect(
			sent.map( ( request ) => new URL( request.url ).pathname )
		).toEqual( [ '/wp-json/jetpack/v4/jetpack_crm' ] );
	} );
} );
