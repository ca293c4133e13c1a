/**
 * The embed blocks' calls through the host, against a local fake of the services on 127.0.0.1:
 * wpcom/v2/resolve-redirect (pin.it short links; a status of 400 or more is a failure) and
 * wpcom/v2/opentable/restaurants (OpenTable's restaurant search, page size 20). Bad input
 * names the field; visitors and subscribers are refused.
 */
import {
	startEmbedServicesFake,
	type EmbedServicesFake,
} from './support/embed-services-fake';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

let fake: EmbedServicesFake;
let testSite: TestSite;
let editor: SiteClient;

beforeAll( async () => {
	fake = await startEmbedServicesFake();
	testSite = await startTestSite( {
		embedServices: { openTable: fake.url, pinIt: fake.url },
	} );
	editor = await testSite.editor();
} );

afterAll( async () => {
	await testSite?.close();
	await fake?.close();
} );

const resolve = ( client: SiteClient, url: string ) =>
	client.rest(
		`/wpcom/v2/resolve-redirect?url=${ encodeURIComponent( url ) }`
	);

describe( 'wpcom/v2/resolve-redirect', () => {
	it( 'answers where a pin.it short link leads', async () => {
		fake.shortLinks.abc123 =
			'https://www.pinterest.com/pin/99360735500167749/';
		const response = await resolve( editor, 'https://pin.it/abc123' );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toEqual( {
			url: 'https://www.pinterest.com/pin/99360735500167749/',
		} );
		expect( fake.requests ).toContain( '/abc123' );
		// The address the editor calls, with WordPress's trailing slash.
		const slashed = await editor.rest(
			`/wpcom/v2/resolve-redirect/?url=${ encodeURIComponent( 'https://pin.it/abc123' ) }`
		);
		expect( slashed.body ).toEqual( response.body );
	} );

	it( 'fails with the status when the service answers 400 or more', async () => {
		fake.shortLinks.gone = 410;
		const gone = await resolve( editor, 'https://pin.it/gone' );
		expect( gone.status ).toBe( 410 );
		expect( gone.body.code ).toBe( 'resolve_redirect_failed' );
		const missing = await resolve( editor, 'https://pin.it/nothing' );
		expect( missing.status ).toBe( 404 );
	} );

	it( 'refuses anything but a short link, naming the field, and asks nobody', async () => {
		const before = fake.requests.length;
		for ( const url of [
			'https://example.com/x',
			'javascript:alert(1)',
			'http://127.0.0.1:1/admin',
		] ) {
			const response = await resolve( editor, url );
			expect( response.status ).toBe( 400 );
			expect( response.body.message ).toBe( 'Invalid parameter(s): url' );
			expect( response.body.data.params.url ).toBe(
				'url is not a short link this site resolves.'
			);
		}
		const missing = await editor.rest( '/wpcom/v2/resolve-redirect' );
		expect( missing.status ).toBe( 400 );
		expect( missing.body.message ).toBe( 'Missing parameter(s): url' );
		expect( fake.requests.length ).toBe( before );
	} );

	it( 'is only for users who can edit posts', async () => {
		const visitor = await resolve(
			testSite.client(),
			'https://pin.it/abc123'
		);
		expect( visitor.status ).toBe( 401 );
		const { client: subscriber } = await testSite.addUser( 'subscriber' );
		expect(
			( await resolve( subscriber, 'https://pin.it/abc123' ) ).status
		).toBe( 403 );
	} );
} );

describe( 'wpcom/v2/opentable/restaurants', () => {
	beforeAll( () => {
		fake.restaurants = Array.from( { length: 30 }, ( _, index ) => ( {
			rid: 1000 + index,
			name: `Bistro ${ index }`,
		} ) );
		fake.restaurants.push( { rid: 42, name: 'Chez Panisse' } );
	} );

	it( "answers OpenTable's matches, 20 by default", async () => {
		const response = await editor.rest(
			'/wpcom/v2/opentable/restaurants?query=bistro'
		);
		expect( response.status ).toBe( 200 );
		expect( response.body.items ).toHaveLength( 20 );
		expect( response.body.items[ 0 ] ).toEqual( {
			rid: 1000,
			name: 'Bistro 0',
		} );
		expect( fake.requests.at( -1 ) ).toBe(
			'/widget/reservation/restaurant-search?pageSize=20&query=bistro'
		);
		const one = await editor.rest(
			'/wpcom/v2/opentable/restaurants?query=panisse&pageSize=5'
		);
		expect( one.body.items ).toEqual( [
			{ rid: 42, name: 'Chez Panisse' },
		] );
	} );

	it( 'names the bad field', async () => {
		const big = await editor.rest(
			'/wpcom/v2/opentable/restaurants?query=bistro&pageSize=21'
		);
		expect( big.status ).toBe( 400 );
		expect( big.body.message ).toBe( 'Invalid parameter(s): pageSize' );
		const empty = await editor.rest(
			'/wpcom/v2/opentable/restaurants?query='
		);
		expect( empty.status ).toBe( 400 );
		expect( empty.body.message ).toBe( 'Invalid parameter(s): query' );
		const missing = await editor.rest( '/wpcom/v2/opentable/restaurants' );
		expect( missing.body.message ).toBe( 'Missing parameter(s): query' );
	} );

	it( 'reports a failing service as 502', async () => {
		fake.searchStatus = 500;
		const response = await editor.rest(
			'/wpcom/v2/opentable/restaurants?query=bistro'
		);
		fake.searchStatus = 200;
		expect( response.status ).toBe( 502 );
		expect( response.body.code ).toBe( 'restaurant_search_failed' );
	} );

	it( 'is only for users who can edit posts', async () => {
		const response = await testSite
			.client()
			.rest( '/wpcom/v2/opentable/restaurants?query=bistro' );
		expect( response.status ).toBe( 401 );
	} );
} );
