/**
 * The map block's calls through the host, against a local fake of the geocoders and Mapbox on
 * 127.0.0.1: the Mapbox token service (wpcom/v2/service-api-keys/mapbox: read, set after Mapbox
 * accepts it, remove; admins only, with the nonce), the address search (token-free geocoder by
 * default, Mapbox's once a token is set; up to 10 places in one shape) and the maps' config.
 */
import {
	startMapServicesFake,
	type MapServicesFake,
} from './support/map-services-fake';
import type { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

let fake: MapServicesFake;
let testSite: TestSite;
let admin: SiteClient;
let editor: SiteClient;

const places = Array.from( { length: 14 }, ( _, index ) => ( {
	name: `${ index + 1 } Harbour Street`,
	address: `${ index + 1 } Harbour Street, Kaiapoi, New Zealand`,
	lat: -43.38 - index / 1000,
	lon: 172.65 + index / 1000,
} ) );

beforeAll( async () => {
	fake = await startMapServicesFake();
	fake.places = places;
	fake.validTokens.push( 'pk.good-token.123' );
	testSite = await startTestSite( {
		embedServices: {
			nominatim: fake.url,
			mapbox: fake.url,
			mapStyle: `${ fake.url }/style.json`,
		},
	} );
	admin = await testSite.admin();
	editor = await testSite.editor();
} );

afterAll( async () => {
	await testSite?.close();
	await fake?.close();
} );

const TOKEN_ROUTE = '/wpcom/v2/service-api-keys/mapbox';

describe( 'the Mapbox token service', () => {
	afterEach( async () => {
		await admin.rest( TOKEN_ROUTE, { method: 'DELETE' } );
	} );

	it( 'has no token by default: maps need none', async () => {
		const response = await editor.rest( TOKEN_ROUTE );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toEqual( {
			code: 'success',
			service: 'mapbox',
			service_api_key: '',
			service_api_key_source: 'site',
		} );
	} );

	it( 'keeps a token Mapbox accepts, and removes it', async () => {
		const set = await admin.rest( TOKEN_ROUTE, {
			method: 'POST',
			body: { service_api_key: ' pk.good-token.123 ' },
		} );
		expect( set.status ).toBe( 200 );
		expect( set.body ).toMatchObject( {
			service_api_key: 'pk.good-token.123',
			service_api_key_source: 'site',
			message: 'Your Mapbox access token was saved.',
		} );
		expect( fake.requests ).toContain(
			'/tokens/v2?access_token=pk.good-token.123'
		);
		expect(
			( await editor.rest( TOKEN_ROUTE ) ).body.service_api_key
		).toBe( 'pk.good-token.123' );
		const removed = await admin.rest( TOKEN_ROUTE, { method: 'DELETE' } );
		expect( removed.body ).toMatchObject( {
			service_api_key: '',
			message: 'Your Mapbox access token was removed.',
		} );
	} );

	it( 'refuses a token Mapbox rejects, or no token at all, naming the field and keeping nothing', async () => {
		const rejected = await admin.rest( TOKEN_ROUTE, {
			method: 'POST',
			body: { service_api_key: 'pk.wrong' },
		} );
		expect( rejected.status ).toBe( 400 );
		expect( rejected.body.code ).toBe( 'invalid_key' );
		expect( rejected.body.message ).toBe(
			'Mapbox does not accept this access token. Check it and try again.'
		);
		expect( rejected.body.data.params ).toHaveProperty( 'service_api_key' );
		for ( const body of [
			{},
			{ service_api_key: '' },
			{ service_api_key: '<script>' },
			{ service_api_key: 12 },
		] ) {
			const response = await admin.rest( TOKEN_ROUTE, {
				method: 'POST',
				body,
			} );
			expect( response.status ).toBe( 400 );
			expect( response.body.message ).toMatch( /service_api_key/ );
		}
		expect(
			( await editor.rest( TOKEN_ROUTE ) ).body.service_api_key
		).toBe( '' );
	} );

	it( 'lets only administrators with the nonce change it', async () => {
		const asEditor = await editor.rest( TOKEN_ROUTE, {
			method: 'POST',
			body: { service_api_key: 'pk.good-token.123' },
		} );
		expect( asEditor.status ).toBe( 403 );
		const withoutNonce = await admin.rest( TOKEN_ROUTE, {
			method: 'POST',
			nonce: false,
			body: { service_api_key: 'pk.good-token.123' },
		} );
		expect( withoutNonce.status ).toBe( 401 );
		const deleteAsEditor = await editor.rest( TOKEN_ROUTE, {
			method: 'DELETE',
		} );
		expect( deleteAsEditor.status ).toBe( 403 );
		expect( ( await testSite.client().rest( TOKEN_ROUTE ) ).status ).toBe(
			401
		);
		expect(
			( await editor.rest( TOKEN_ROUTE ) ).body.service_api_key
		).toBe( '' );
	} );
} );

describe( 'address search', () => {
	const search = ( client: SiteClient, query: string, extra = '' ) =>
		client.rest(
			`/wpcom/v2/map-geocoding?query=${ encodeURIComponent(
				query
			) }${ extra }`
		);

	it( 'asks the token-free geocoder by default and answers up to 10 places in the feature shape', async () => {
		const response = await search( editor, 'harbour street' );
		expect( response.status ).toBe( 200 );
		expect( response.body.service ).toBe( 'nominatim' );
		expect( response.body.features ).toHaveLength( 10 );
		expect( response.body.features[ 0 ] ).toEqual( {
			id: 'nominatim.node5000',
			text: '1 Harbour Street',
			place_name: '1 Harbour Street, Kaiapoi, New Zealand',
			center: [ 172.65, -43.38 ],
			geometry: { type: 'Point', coordinates: [ 172.65, -43.38 ] },
		} );
		expect( fake.requests.at( -1 ) ).toBe(
			'/search?format=jsonv2&q=harbour+street&limit=10'
		);
		const three = await search( editor, 'harbour', '&limit=3' );
		expect( three.body.features ).toHaveLength( 3 );
	} );

	it( "uses Mapbox's geocoder once the site has a token", async () => {
		await admin.rest( TOKEN_ROUTE, {
			method: 'POST',
			body: { service_api_key: 'pk.good-token.123' },
		} );
		const response = await search( editor, 'Harbour', '&limit=2' );
		await admin.rest( TOKEN_ROUTE, { method: 'DELETE' } );
		expect( response.body.service ).toBe( 'mapbox' );
		expect( response.body.features[ 0 ] ).toEqual( {
			id: 'address.900',
			text: '1 Harbour Street',
			place_name: '1 Harbour Street, Kaiapoi, New Zealand',
			center: [ 172.65, -43.38 ],
			geometry: { type: 'Point', coordinates: [ 172.65, -43.38 ] },
		} );
		expect( fake.requests.at( -1 ) ).toBe(
			'/geocoding/v5/mapbox.places/Harbour.json?access_token=pk.good-token.123&limit=2'
		);
	} );

	it( 'answers an empty list when nothing matches, and 502 when the geocoder fails', async () => {
		expect( ( await search( editor, 'atlantis' ) ).body.features ).toEqual(
			[]
		);
		fake.searchStatus = 500;
		const failed = await search( editor, 'harbour' );
		fake.searchStatus = 200;
		expect( failed.status ).toBe( 502 );
		expect( failed.body.code ).toBe( 'geocoding_failed' );
	} );

	it( 'refuses bad input naming the field, and users who cannot edit posts', async () => {
		const empty = await search( editor, '' );
		expect( empty.status ).toBe( 400 );
		expect( empty.body.message ).toMatch( /query/ );
		const tooMany = await search( editor, 'harbour', '&limit=11' );
		expect( tooMany.status ).toBe( 400 );
		expect( tooMany.body.message ).toMatch( /limit/ );
		expect( ( await search( testSite.client(), 'harbour' ) ).status ).toBe(
			401
		);
		const { client: subscriber } = await testSite.addUser( 'subscriber' );
		expect( ( await search( subscriber, 'harbour' ) ).status ).toBe( 403 );
	} );
} );

describe( 'the maps’ config', () => {
	it( 'gives anyone the tile style URL, where MapLibre’s worker and stylesheet are, and no token while none is set', async () => {
		const response = await testSite.client().rest( '/wpcom/v2/map-config' );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toEqual( {
			style_url: `${ fake.url }/style.json`,
			mapbox_token: '',
			worker_url: '/build/blocks/map/maplibre-gl-worker.js',
			css_url: '/build/blocks/map/map.css',
		} );
	} );
} );
