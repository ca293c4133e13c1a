/**
 * What the request core sends and returns, against a tiny real HTTP server: nonce, same-origin
 * credentials, cache-buster on GET, JSON bodies, the spec payloads of typed methods, roots,
 * the search root, `data` decoding; and the client object's methods.
 */
import { createApiClient, ENDPOINT_GROUPS } from '../../api-client';
import { rejection } from './support/tiny-api-server';
import { tinyApiForThisFile } from './support/tiny-api-client';

const served = tinyApiForThisFile();

describe( 'what every request carries', () => {
	it( 'GET: nonce header, JSON accept and a cache-buster', async () => {
		const seen = await served.api.requester.get< any >( 'echo', {
			a: 'x y',
			list: [ 1, 2 ],
			skip: undefined,
		} );
		expect( seen.method ).toBe( 'GET' );
		expect( seen.headers[ 'x-wp-nonce' ] ).toBe( 'abc123nonce' );
		const url = new URL( seen.url, served.base );
		expect( url.searchParams.get( 'a' ) ).toBe( 'x y' );
		expect( url.searchParams.getAll( 'list[]' ) ).toEqual( [ '1', '2' ] );
		expect( url.searchParams.has( 'skip' ) ).toBe( false );
		expect(
			Number( url.searchParams.get( '_cacheBuster' ) )
		).toBeGreaterThan( 1.7e12 );
		const again = await served.api.requester.get< any >( 'echo' );
		expect( again.url ).toMatch(
			/^\/wp-json\/jetpack\/v4\/echo\?_cacheBuster=\d+$/
		);
	} );

	it( 'POST: a JSON body with its content type, no cache-buster', async () => {
		const seen = await served.api.requester.post< any >( 'echo', {
			slug: 'akismet',
			status: 'active',
		} );
		expect( seen.method ).toBe( 'POST' );
		expect( seen.url ).toBe( '/wp-json/jetpack/v4/echo' );
		expect( seen.headers[ 'content-type' ] ).toBe( 'application/json' );
		expect( JSON.parse( seen.body ) ).toEqual( {
			slug: 'akismet',
			status: 'active',
		} );
		expect( seen.headers[ 'x-wp-nonce' ] ).toBe( 'abc123nonce' );
	} );

	it( 'a typed method sends exactly the spec payload', async () => {
		const client = createApiClient( {
			apiRoot: `${ served.base }/wp-json/`,
			nonce: 'n',
			fetch: ( _url, init ) =>
				fetch( `${ served.base }/wp-json/jetpack/v4/echo`, init ),
		} );
		const seen: any = await client.registerSite( {
			registrationNonce: 'reg',
			noIframe: true,
			pluginSlug: 'jetpack',
			redirectUri: 'admin.php?page=jetpack',
		} );
		expect( JSON.parse( seen.body ) ).toEqual( {
			registration_nonce: 'reg',
			no_iframe: true,
			plugin_slug: 'jetpack',
			redirect_uri: 'admin.php?page=jetpack',
		} );
		const unlink: any = await client.unlinkUser();
		expect( JSON.parse( unlink.body ) ).toEqual( { linked: false } );
		const disconnect: any = await client.disconnectSite();
		expect( JSON.parse( disconnect.body ) ).toEqual( { isActive: false } );
	} );

	it( 'paths starting with a slash are relative to the API root', async () => {
		const error = await rejection(
			served.api.requester.get( '/wpcom/v2/nothing' )
		);
		expect( error.url ).toMatch(
			new RegExp(
				`^${ served.base }/wp-json/wpcom/v2/nothing\\?_cacheBuster=`
			)
		);
	} );

	it( 'search calls use the search root', async () => {
		const seen =
			await served.api.requester.searchGet< any >( 'search/settings' );
		expect( seen.from ).toBe( 'search root' );
		expect( seen.url ).toMatch(
			/^\/search\/jetpack\/v4\/search\/settings\?_cacheBuster=\d+$/
		);
	} );

	it( 'decodes a data field that carries JSON, and leaves other data alone', async () => {
		expect( await served.api.requester.get( 'site' ) ).toEqual( {
			code: 'success',
			data: { ID: 7, features: [ 'a' ] },
		} );
		expect( await served.api.requester.get( 'plain-data' ) ).toEqual( {
			data: 'just words',
		} );
	} );
} );

describe( 'the client object', () => {
	it( 'has every group method once: no group shadows another', () => {
		const requester = served.api.requester;
		const seen = new Map< string, string >();
		for ( const [ group, create ] of Object.entries( ENDPOINT_GROUPS ) ) {
			for ( const method of Object.keys( create( requester ) ) ) {
				expect( [ method, seen.get( method ) ] ).toEqual( [
					method,
					undefined,
				] );
				seen.set( method, group );
				expect(
					typeof ( served.api as Record< string, unknown > )[ method ]
				).toBe( 'function' );
			}
		}
		expect( seen.size ).toBeGreaterThan( 60 );
		for ( const method of [ 'setApiRoot', 'setNonce', 'setSearchRoot' ] ) {
			expect(
				typeof ( served.api as Record< string, unknown > )[ method ]
			).toBe( 'function' );
		}
	} );
} );
