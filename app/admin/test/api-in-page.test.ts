/**
 * The admin screen's client in the page: it points apiFetch at the host (root URL, nonce) and
 * every call goes through apiFetch — its default fetch handler, or a handler a platform
 * installs — with the §8 errors, all ApiError, as in Node.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Api404AfterRedirectError,
	Api404Error,
	ApiError,
	FetchNetworkError,
	JsonParseError,
} from '../../../api-client';
import { createAdminApi } from '../boot/api';
import { bootSettings } from './render-admin';

type Sent = { url: string; init: RequestInit };

const sent: Sent[] = [];
const originalFetch = globalThis.fetch;

function answer(
	status: number,
	body: string,
	extra: { redirected?: boolean; url?: string } = {}
) {
	return ( url: string, init: RequestInit ) => {
		sent.push( { url, init } );
		return Promise.resolve( {
			ok: status >= 200 && status < 300,
			status,
			statusText: status === 404 ? 'Not Found' : 'OK',
			redirected: extra.redirected ?? false,
			url: extra.url ?? url,
			headers: new Headers(),
			text: () => Promise.resolve( body ),
		} );
	};
}

function serve( handler: ( url: string, init: RequestInit ) => unknown ) {
	globalThis.fetch = handler as unknown as typeof fetch;
}

async function rejection( promise: Promise< unknown > ): Promise< any > {
	return promise.then(
		() => {
			throw new Error( 'Expected a rejection.' );
		},
		( error ) => error
	);
}

const api = () =>
	createAdminApi( {
		...bootSettings,
		restRoot: 'https://example.org/wp-json/',
		nonce: 'page-nonce',
	} );

beforeEach( () => {
	sent.length = 0;
	apiFetch.setFetchHandler( apiFetch.defaultFetchHandler );
} );

afterEach( () => {
	globalThis.fetch = originalFetch;
} );

describe( 'the admin client through apiFetch', () => {
	it( 'sends paths under the page root with the nonce, the cache-buster and the user locale', async () => {
		serve( answer( 200, '{"isActive":true}' ) );
		expect( await api().fetchConnectionStatus() ).toEqual( {
			isActive: true,
		} );
		const url = new URL( sent[ 0 ].url );
		expect( url.origin + url.pathname ).toBe(
			'https://example.org/wp-json/jetpack/v4/connection'
		);
		expect( url.searchParams.get( '_locale' ) ).toBe( 'user' );
		expect(
			Number( url.searchParams.get( '_cacheBuster' ) )
		).toBeGreaterThan( 1.7e12 );
		expect( sent[ 0 ].init.credentials ).toBe( 'same-origin' );
		expect(
			( sent[ 0 ].init.headers as Record< string, string > )[
				'X-WP-Nonce'
			]
		).toBe( 'page-nonce' );
	} );

	it( 'sends JSON bodies', async () => {
		serve( answer( 200, '{"code":"success"}' ) );
		await api().installAndActivatePlugin( 'akismet' );
		expect( sent[ 0 ].init.method ).toBe( 'POST' );
		expect( JSON.parse( String( sent[ 0 ].init.body ) ) ).toEqual( {
			slug: 'akismet',
			status: 'active',
		} );
		expect(
			( sent[ 0 ].init.headers as Record< string, string > )[
				'Content-Type'
			]
		).toBe( 'application/json' );
	} );

	it( 'maps answers to the §8 errors, every one an ApiError', async () => {
		serve(
			answer(
				404,
				'{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}'
			)
		);
		const missing = await rejection( api().fetchPlugins() );
		expect( missing ).toBeInstanceOf( Api404Error );
		expect( missing.code ).toBe( 'rest_no_route' );
		expect( missing.reason ).toBe(
			'No route was found matching the URL and request method.'
		);

		serve(
			answer( 404, '', {
				redirected: true,
				url: 'https://example.org/gone',
			} )
		);
		const moved = await rejection( api().fetchPlugins() );
		expect( moved ).toBeInstanceOf( Api404AfterRedirectError );
		expect( moved.redirectUrl ).toBe( 'https://example.org/gone' );

		serve( answer( 200, '<html>sign in</html>' ) );
		const html = await rejection( api().fetchPlugins() );
		expect( html ).toBeInstanceOf( JsonParseError );
		expect( html ).toBeInstanceOf( ApiError );

		serve( () => Promise.reject( new TypeError( 'Failed to fetch' ) ) );
		const offline = await rejection( api().fetchPlugins() );
		expect( offline ).toBeInstanceOf( FetchNetworkError );
		expect( offline ).toBeInstanceOf( ApiError );
		expect( offline.status ).toBe( 0 );
		expect( offline.message ).toMatch( /failed before any answer arrived/ );
	} );

	it( 'understands a platform fetch handler that parses bodies itself', async () => {
		apiFetch.setFetchHandler( async ( options: { path?: string } ) => {
			if ( String( options.path ).startsWith( '/jetpack/v4/plugins' ) ) {
				return { 'akismet/akismet.php': { active: true } };
			}
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			};
		} );
		const client = api();
		expect( await client.fetchPlugins() ).toEqual( {
			'akismet/akismet.php': { active: true },
		} );
		const refused = await rejection( client.fetchSettings() );
		expect( refused ).toBeInstanceOf( ApiError );
		expect( refused.status ).toBe( 403 );
		expect( refused.code ).toBe( 'rest_forbidden' );
		expect( refused.message ).toBe(
			'Sorry, you are not allowed to do that. (Status 403)'
		);
	} );
} );
