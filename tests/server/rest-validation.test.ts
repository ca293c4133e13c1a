/**
 * The REST layer's answers to bad input: every declared argument is validated before the
 * handler runs, errors name the field in WordPress's shape, and nothing is half done.
 */
import { forbidden } from '../../server/rest/errors';
import { startTestSite, type TestSite } from './support/test-site';

let t: TestSite;
const handled: unknown[] = [];

beforeAll( async () => {
	t = await startTestSite();
	// A route of our own exercising every schema keyword, registered like any other route.
	t.site.rest.register( {
		namespace: 'test/v1',
		path: '/echo/(?<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					id: { type: 'integer', minimum: 1 },
					name: {
						type: 'string',
						required: true,
						minLength: 2,
						maxLength: 5,
					},
					email: { type: 'string', format: 'email' },
					site: { type: 'string', format: 'uri' },
					mode: {
						type: 'string',
						enum: [ 'draft', 'publish' ],
						default: 'draft',
					},
					count: { type: 'integer', minimum: 0 },
					tags: {
						type: 'array',
						items: { type: 'string', maxLength: 3 },
						maxItems: 2,
					},
					box: {
						type: 'object',
						properties: {
							width: { type: 'number', required: true },
						},
						additionalProperties: false,
					},
					flag: { type: 'boolean', default: false },
				},
				permission: ( { viewer } ) =>
					viewer ? true : forbidden( viewer ),
				handler( { params } ) {
					handled.push( params );
					return params;
				},
			},
		],
	} );
} );

afterAll( () => t.close() );

const echo = async (
	body: unknown,
	client?: Awaited< ReturnType< TestSite[ 'admin' ] > >
) =>
	( client ?? ( await t.admin() ) ).rest( '/test/v1/echo/5', {
		method: 'POST',
		body,
	} );

describe( 'argument validation', () => {
	it( 'answers missing required arguments with rest_missing_callback_param', async () => {
		const response = await echo( {} );
		expect( response.status ).toBe( 400 );
		expect( response.body ).toEqual( {
			code: 'rest_missing_callback_param',
			message: 'Missing parameter(s): name',
			data: { status: 400, params: [ 'name' ] },
		} );
	} );

	it( 'answers an enum mismatch with rest_invalid_param naming the field, as WordPress', async () => {
		const response = await echo( { name: 'Ann', mode: 'future' } );
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( 'rest_invalid_param' );
		expect( response.body.message ).toBe( 'Invalid parameter(s): mode' );
		expect( response.body.data.params ).toEqual( {
			mode: 'mode is not one of draft, publish.',
		} );
		expect( response.body.data.details.mode.code ).toBe(
			'rest_not_in_enum'
		);
	} );

	it.each( [
		[ { name: 'A' }, 'name', 'name must be at least 2 characters long.' ],
		[
			{ name: 'Alexander' },
			'name',
			'name must be at most 5 characters long.',
		],
		[ { name: 42 }, 'name', 'name is not of type string.' ],
		[
			{ name: 'Ann', email: 'not-an-email' },
			'email',
			'Invalid email address.',
		],
		[
			{ name: 'Ann', site: 'javascript:alert(1)' },
			'site',
			'Invalid URL.',
		],
		[
			{ name: 'Ann', count: -1 },
			'count',
			'count must be greater than or equal to 0',
		],
		[
			{ name: 'Ann', count: 1.5 },
			'count',
			'count is not of type integer.',
		],
		[
			{ name: 'Ann', tags: [ 'a', 'long' ] },
			'tags',
			'tags[1] must be at most 3 characters long.',
		],
		[
			{ name: 'Ann', tags: [ 'a', 'b', 'c' ] },
			'tags',
			'tags must contain at most 2 items.',
		],
		[
			{ name: 'Ann', box: {} },
			'box',
			'width is a required property of box.',
		],
		[
			{ name: 'Ann', box: { width: 'wide' } },
			'box',
			'box[width] is not of type number.',
		],
		[
			{ name: 'Ann', box: { width: 1, depth: 2 } },
			'box',
			'depth is not a valid property of Object.',
		],
		[
			{ name: 'Ann', flag: 'maybe' },
			'flag',
			'flag is not of type boolean.',
		],
	] )( 'rejects %j: %s', async ( body, field, message ) => {
		const response = await echo( body );
		expect( response.status ).toBe( 400 );
		expect( response.body.message ).toBe(
			`Invalid parameter(s): ${ field }`
		);
		expect( response.body.data.params[ field ] ).toBe( message );
	} );

	it( 'lists every invalid field at once', async () => {
		const response = await echo( { name: 'A', count: -3 } );
		expect( response.body.message ).toBe(
			'Invalid parameter(s): name, count'
		);
		expect( Object.keys( response.body.data.params ) ).toEqual( [
			'name',
			'count',
		] );
	} );

	it( 'validates path parameters too and checks arguments before permissions', async () => {
		const anonymous = t.client();
		const response = await anonymous.rest( '/test/v1/echo/0', {
			method: 'POST',
			body: { name: 'Ann' },
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.id ).toBe(
			'id must be greater than or equal to 1'
		);
		const allowed = await anonymous.rest( '/test/v1/echo/3', {
			method: 'POST',
			body: { name: 'Ann' },
		} );
		expect( allowed.status ).toBe( 401 );
	} );

	it( 'runs the handler only with valid input, coerced and with defaults applied', async () => {
		handled.length = 0;
		await echo( { name: 'A' } );
		expect( handled ).toEqual( [] );
		const client = await t.admin();
		const form = await client.fetch( '/wp-json/test/v1/echo/9', {
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				'X-WP-Nonce': client.nonce!,
			},
			body: 'name=Ann&count=3&flag=true&tags[]=x&tags[]=y',
		} );
		expect( form.status ).toBe( 200 );
		expect( await form.json() ).toMatchObject( {
			id: 9,
			name: 'Ann',
			count: 3,
			flag: true,
			tags: [ 'x', 'y' ],
			mode: 'draft',
		} );
	} );

	it( 'answers a body that is not JSON with rest_invalid_json', async () => {
		const client = await t.admin();
		const response = await client.rest( '/test/v1/echo/5', {
			method: 'POST',
			body: Buffer.from( '{"name":' ),
			headers: { 'Content-Type': 'application/json' },
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.code ).toBe( 'rest_invalid_json' );
	} );
} );

describe( 'routing', () => {
	it( 'answers an unknown route with 404 rest_no_route', async () => {
		const response = await t.client().rest( '/wp/v2/nothing-here' );
		expect( response.status ).toBe( 404 );
		expect( response.body ).toEqual( {
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			data: { status: 404 },
		} );
	} );

	it( 'answers a known route with the wrong method with 404 rest_no_route, as WordPress', async () => {
		const response = await (
			await t.admin()
		).rest( '/wp/v2/types', { method: 'DELETE' } );
		expect( response.status ).toBe( 404 );
		expect( response.body.code ).toBe( 'rest_no_route' );
	} );

	it( 'honours X-HTTP-Method-Override, as apiFetch sends PUT/PATCH/DELETE', async () => {
		const response = await (
			await t.admin()
		).rest( '/wp/v2/types', {
			method: 'POST',
			headers: { 'X-HTTP-Method-Override': 'DELETE' },
		} );
		expect( response.body.code ).toBe( 'rest_no_route' );
		const get = await (
			await t.admin()
		).rest( '/wp/v2/types?_method=GET', { method: 'POST' } );
		expect( get.status ).toBe( 200 );
	} );

	it( 'lists namespaces and routes at the index', async () => {
		const index = await t.client().rest( '/' );
		expect( index.status ).toBe( 200 );
		expect( index.body.namespaces ).toEqual(
			expect.arrayContaining( [ 'wp/v2', 'wpcom/v2', 'test/v1' ] )
		);
		expect( index.body.routes ).toHaveProperty( [
			'/wp/v2/posts/(?P<id>[\\d]+)',
		] );
		const namespace = await t.client().rest( '/wpcom/v2' );
		expect( Object.keys( namespace.body.routes ) ).toEqual( [
			'/wpcom/v2/business-hours/localized-week',
			'/wpcom/v2/related-posts/(?P<id>[\\d]+)',
			'/wpcom/v2/gif/search',
			'/wpcom/v2/gif/item/(?P<id>[^/]+)',
			'/wpcom/v2/resolve-redirect',
			'/wpcom/v2/opentable/restaurants',
			'/wpcom/v2/service-api-keys/mapbox',
			'/wpcom/v2/map-geocoding',
			'/wpcom/v2/map-config',
			'/wpcom/v2/mailchimp',
			'/wpcom/v2/mailchimp/groups',
			'/wpcom/v2/mailchimp/settings',
			'/wpcom/v2/mailchimp/subscribe',
		] );
	} );
} );
