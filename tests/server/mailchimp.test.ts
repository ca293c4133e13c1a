/**
 * The Mailchimp block through the host, against a local fake of Mailchimp's Marketing API on
 * 127.0.0.1 (MAILCHIMP_URL) that checks the Basic auth and the paths: the connection status
 * and groups for editors, the settings administrators connect (checked with Mailchimp before
 * anything is stored, the key never sent back), and visitors' sign-ups, whose groups and merge
 * field come from the saved block, never from the request.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMailchimpEndpoints } from '../../api-client/endpoints/admin/mailchimp';
import { ApiError } from '../../api-client/errors';
import { createRequestCore } from '../../api-client/request';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

const KEY = '0123456789abcdef0123456789abcdef-us21';
const LIST = 'a1b2c3d4e5';
const AUTH = `Basic ${ Buffer.from( `anystring:${ KEY }` ).toString(
	'base64'
) }`;

const BLOCK =
	'<!-- wp:jetpack/mailchimp {"interests":["abc123"],"signupFieldTag":"SOURCE","signupFieldValue":"homepage"} --><div class="wp-block-jetpack-mailchimp"><!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /--></div><!-- /wp:jetpack/mailchimp -->';

type Seen = { method: string; path: string; body: string };

let fake: Server;
let fakeUrl: string;
const seen: Seen[] = [];
let failNext = false;

let testSite: TestSite;
let admin: SiteClient;
let editor: SiteClient;
let visitor: SiteClient;

function mailchimpError( status: number, title: string, detail: string ) {
	return JSON.stringify( {
		type: 'https://mailchimp.com/developer/marketing/docs/errors/',
		status,
		title,
		detail,
		instance: 'abc',
	} );
}

function fakeAnswer( method: string, path: string, body: string ) {
	if ( path === `/3.0/lists/${ LIST }` && method === 'GET' ) {
		return [ 200, { id: LIST, name: 'Weekly letter' } ] as const;
	}
	if (
		path === `/3.0/lists/${ LIST }/interest-categories?count=100` &&
		method === 'GET'
	) {
		return [
			200,
			{
				categories: [
					{ id: 'cat1', title: 'Topics', type: 'checkboxes' },
					{ id: 'cat2', title: 'Frequency', type: 'radio' },
				],
				total_items: 2,
			},
		] as const;
	}
	const interests =
		/^\/3\.0\/lists\/a1b2c3d4e5\/interest-categories\/(cat[12])\/interests\?count=100$/.exec(
			path
		);
	if ( interests && method === 'GET' ) {
		return [
			200,
			{
				interests:
					interests[ 1 ] === 'cat1'
						? [
								{ id: 'abc123', name: 'Recipes' },
								{ id: 'def456', name: 'Travel' },
							]
						: [ { id: 'ghi789', name: 'Daily' } ],
			},
		] as const;
	}
	const member = /^\/3\.0\/lists\/a1b2c3d4e5\/members\/([0-9a-f]{32})$/.exec(
		path
	);
	if ( member && method === 'PUT' ) {
		const { email_address: email } = JSON.parse( body );
		if ( String( email ).includes( 'fake' ) ) {
			return [
				400,
				mailchimpError(
					400,
					'Invalid Resource',
					`${ email } looks fake or invalid, please enter a real email address.`
				),
			] as const;
		}
		return [
			200,
			{ id: member[ 1 ], email_address: email, status: 'pending' },
		] as const;
	}
	return [
		404,
		mailchimpError(
			404,
			'Resource Not Found',
			'The requested resource could not be found.'
		),
	] as const;
}

beforeAll( async () => {
	fake = createServer( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			const body = Buffer.concat( chunks ).toString( 'utf8' );
			const method = req.method ?? 'GET';
			const path = req.url ?? '/';
			seen.push( { method, path, body } );
			res.setHeader( 'content-type', 'application/problem+json' );
			if ( failNext ) {
				failNext = false;
				res.writeHead( 500 ).end(
					mailchimpError( 500, 'Internal Server Error', 'Oops.' )
				);
				return;
			}
			if ( req.headers.authorization !== AUTH ) {
				res.writeHead( 401 ).end(
					mailchimpError(
						401,
						'API Key Invalid',
						'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.'
					)
				);
				return;
			}
			const [ status, answer ] = fakeAnswer( method, path, body );
			res.writeHead( status ).end(
				typeof answer === 'string' ? answer : JSON.stringify( answer )
			);
		} );
	} );
	await new Promise< void >( ( done ) =>
		fake.listen( 0, '127.0.0.1', done )
	);
	fakeUrl = `http://127.0.0.1:${ ( fake.address() as AddressInfo ).port }`;
	testSite = await startTestSite( { embedServices: { mailchimp: fakeUrl } } );
	admin = await testSite.admin();
	editor = await testSite.editor();
	visitor = testSite.client();
} );

afterAll( async () => {
	await testSite.close();
	await new Promise( ( done ) => fake.close( done ) );
} );

beforeEach( async () => {
	seen.length = 0;
	failNext = false;
	await testSite.site.db
		.deleteFrom( 'rate_limits' )
		.where( 'key', 'like', 'mailchimp-subscribe|%' )
		.execute();
} );

async function createPost( content: string, status = 'publish' ) {
	const created = await admin.rest( '/wp/v2/posts', {
		method: 'POST',
		body: { title: 'Newsletter', status, content },
	} );
	expect( created.status ).toBe( 201 );
	return created.body.id as number;
}

function connect( body: Record< string, unknown > ) {
	return admin.rest( '/wpcom/v2/mailchimp/settings', {
		method: 'POST',
		body,
	} );
}

function signUp( body: Record< string, unknown > ) {
	return visitor.rest( '/wpcom/v2/mailchimp/subscribe', {
		method: 'POST',
		body,
	} );
}

async function expectNotConnected() {
	const { body } = await admin.rest( '/wpcom/v2/mailchimp/settings' );
	expect( body ).toEqual( {
		connected: false,
		list_id: '',
		list_name: '',
		api_key_hint: '',
	} );
}

describe( 'before the site is connected', () => {
	it( 'tells editors it is not connected and where an administrator connects it', async () => {
		const { status, body } = await editor.rest( '/wpcom/v2/mailchimp' );
		expect( status ).toBe( 200 );
		expect( body ).toEqual( {
			code: 'not_connected',
			connect_url: `${ testSite.url }/wp-admin/admin.php?page=jetpack#mailchimp`,
		} );
		expect( ( await visitor.rest( '/wpcom/v2/mailchimp' ) ).status ).toBe(
			401
		);
	} );

	it( 'answers 503 for the groups and for sign-ups', async () => {
		const groups = await editor.rest( '/wpcom/v2/mailchimp/groups' );
		expect( groups.status ).toBe( 503 );
		expect( groups.body.code ).toBe( 'mailchimp_not_connected' );
		const postId = await createPost( BLOCK );
		const signup = await signUp( {
			email: 'reader@example.com',
			post_id: postId,
			block: '0',
		} );
		expect( signup.status ).toBe( 503 );
		expect( signup.body.code ).toBe( 'mailchimp_not_connected' );
		expect( seen ).toEqual( [] );
	} );
} );

describe( 'connecting (settings)', () => {
	it( 'is for administrators with the REST nonce', async () => {
		const asEditor = await editor.rest( '/wpcom/v2/mailchimp/settings', {
			method: 'POST',
			body: { api_key: KEY, list_id: LIST },
		} );
		expect( asEditor.status ).toBe( 403 );
		expect(
			( await editor.rest( '/wpcom/v2/mailchimp/settings' ) ).status
		).toBe( 403 );
		const withoutNonce = await admin.rest( '/wpcom/v2/mailchimp/settings', {
			method: 'POST',
			body: { api_key: KEY, list_id: LIST },
			nonce: false,
		} );
		expect( withoutNonce.status ).toBe( 401 );
		const wrongNonce = await admin.rest( '/wpcom/v2/mailchimp/settings', {
			method: 'POST',
			body: { api_key: KEY, list_id: LIST },
			nonce: '0000000000',
		} );
		expect( wrongNonce.status ).toBe( 403 );
		expect( wrongNonce.body.code ).toBe( 'rest_cookie_invalid_nonce' );
		expect( seen ).toEqual( [] );
		await expectNotConnected();
	} );

	it( 'refuses a malformed key or audience ID, naming the field, without asking Mailchimp', async () => {
		const badKey = await connect( { api_key: 'not-a-key', list_id: LIST } );
		expect( badKey.status ).toBe( 400 );
		expect( Object.keys( badKey.body.data.params ) ).toEqual( [
			'api_key',
		] );
		const noList = await connect( { api_key: KEY } );
		expect( noList.status ).toBe( 400 );
		expect( Object.keys( noList.body.data.params ) ).toEqual( [
			'list_id',
		] );
		const badList = await connect( { api_key: KEY, list_id: 'a/b' } );
		expect( badList.status ).toBe( 400 );
		expect( Object.keys( badList.body.data.params ) ).toEqual( [
			'list_id',
		] );
		expect( seen ).toEqual( [] );
		await expectNotConnected();
	} );

	it( 'refuses what Mailchimp refuses, and stores nothing', async () => {
		const refusedKey = await connect( {
			api_key: 'ffffffffffffffffffffffffffffffff-us21',
			list_id: LIST,
		} );
		expect( refusedKey.status ).toBe( 400 );
		expect( refusedKey.body.data.params ).toEqual( {
			api_key: 'Mailchimp refused this API key.',
		} );
		const unknownList = await connect( {
			api_key: KEY,
			list_id: 'nope123',
		} );
		expect( unknownList.status ).toBe( 400 );
		expect( unknownList.body.data.params ).toEqual( {
			list_id: 'Mailchimp has no audience with this ID.',
		} );
		failNext = true;
		const down = await connect( { api_key: KEY, list_id: LIST } );
		expect( down.status ).toBe( 502 );
		expect( down.body.code ).toBe( 'mailchimp_failed' );
		expect( seen.map( ( { method, path } ) => [ method, path ] ) ).toEqual(
			[
				[ 'GET', `/3.0/lists/${ LIST }` ],
				[ 'GET', '/3.0/lists/nope123' ],
				[ 'GET', `/3.0/lists/${ LIST }` ],
			]
		);
		await expectNotConnected();
	} );

	it( 'stores a key and audience Mailchimp accepts, and never sends the key back', async () => {
		const { status, body } = await connect( {
			api_key: ` ${ KEY } `,
			list_id: LIST,
		} );
		expect( status ).toBe( 200 );
		const connected = {
			connected: true,
			list_id: LIST,
			list_name: 'Weekly letter',
			api_key_hint: '…us21',
		};
		expect( body ).toEqual( connected );
		const read = await admin.rest( '/wpcom/v2/mailchimp/settings' );
		expect( read.body ).toEqual( connected );
		expect( JSON.stringify( read.body ) ).not.toContain(
			KEY.slice( 0, 8 )
		);
		expect( ( await editor.rest( '/wpcom/v2/mailchimp' ) ).body.code ).toBe(
			'connected'
		);
	} );
} );

describe( 'once connected', () => {
	beforeAll( async () => {
		const { status } = await connect( { api_key: KEY, list_id: LIST } );
		if ( status !== 200 ) {
			throw new Error( `Connecting answered ${ status }` );
		}
	} );

	it( 'lists the audience’s groups for editors', async () => {
		const { status, body } = await editor.rest(
			'/wpcom/v2/mailchimp/groups'
		);
		expect( status ).toBe( 200 );
		expect( body ).toEqual( {
			interest_categories: [
				{
					id: 'cat1',
					title: 'Topics',
					interests: [
						{ id: 'abc123', name: 'Recipes' },
						{ id: 'def456', name: 'Travel' },
					],
				},
				{
					id: 'cat2',
					title: 'Frequency',
					interests: [ { id: 'ghi789', name: 'Daily' } ],
				},
			],
		} );
		failNext = true;
		const down = await editor.rest( '/wpcom/v2/mailchimp/groups' );
		expect( down.status ).toBe( 502 );
		expect( down.body.code ).toBe( 'mailchimp_failed' );
		expect(
			( await visitor.rest( '/wpcom/v2/mailchimp/groups' ) ).status
		).toBe( 401 );
	} );

	it( 'signs a visitor up with the saved block’s groups and merge field, whatever the request says', async () => {
		const postId = await createPost(
			`<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->${ BLOCK }`
		);
		const { status, body } = await signUp( {
			email: '  Reader@Example.com ',
			post_id: postId,
			block: '1',
			interests: [ 'evil' ],
			signupFieldTag: 'ADMIN',
			signupFieldValue: 'yes',
		} );
		expect( status ).toBe( 200 );
		expect( body ).toEqual( { subscribed: true, status: 'pending' } );
		const hash = createHash( 'md5' )
			.update( 'reader@example.com' )
			.digest( 'hex' );
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ].method ).toBe( 'PUT' );
		expect( seen[ 0 ].path ).toBe(
			`/3.0/lists/${ LIST }/members/${ hash }`
		);
		expect( JSON.parse( seen[ 0 ].body ) ).toEqual( {
			email_address: 'Reader@Example.com',
			status_if_new: 'pending',
			interests: { abc123: true },
			merge_fields: { SOURCE: 'homepage' },
		} );
	} );

	it( 'sends neither groups nor merge field when the block has none, and ignores a __proto__ key', async () => {
		const postId = await createPost(
			'<!-- wp:jetpack/mailchimp {"signupFieldTag":"SOURCE"} --><div class="wp-block-jetpack-mailchimp"></div><!-- /wp:jetpack/mailchimp -->'
		);
		const response = await visitor.fetch(
			'/wp-json/wpcom/v2/mailchimp/subscribe',
			{
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: `{"email":"plain@example.com","post_id":${ postId },"block":"0","__proto__":{"interests":["evil"]}}`,
			}
		);
		expect( response.status ).toBe( 200 );
		expect( JSON.parse( seen[ 0 ].body ) ).toEqual( {
			email_address: 'plain@example.com',
			status_if_new: 'pending',
		} );
	} );

	it( 'refuses an invalid address, naming email', async () => {
		const postId = await createPost( BLOCK );
		for ( const email of [
			'',
			'not-an-email',
			`${ 'a'.repeat( 250 ) }@example.com`,
			42,
		] ) {
			const { status, body } = await signUp( {
				email,
				post_id: postId,
				block: '0',
			} );
			expect( status ).toBe( 400 );
			expect( body.message ).toBe(
				'Please enter a valid email address.'
			);
			expect( body.data.params ).toEqual( {
				email: 'Please enter a valid email address.',
			} );
		}
		const missing = await signUp( { post_id: postId, block: '0' } );
		expect( missing.status ).toBe( 400 );
		expect( missing.body.data.params ).toEqual( {
			email: 'Please enter a valid email address.',
		} );
		expect( seen ).toEqual( [] );
	} );

	it( 'answers 404 for a path with no Mailchimp block, a draft or an unknown post', async () => {
		const postId = await createPost( BLOCK );
		for ( const block of [ '1', '0-0', 'x' ] ) {
			const { status, body } = await signUp( {
				email: 'reader@example.com',
				post_id: postId,
				block,
			} );
			expect( status ).toBe( 404 );
			expect( body.code ).toBe( 'mailchimp_block_missing' );
		}
		const draftId = await createPost( BLOCK, 'draft' );
		const draft = await signUp( {
			email: 'reader@example.com',
			post_id: draftId,
			block: '0',
		} );
		expect( draft.status ).toBe( 404 );
		const unknown = await signUp( {
			email: 'reader@example.com',
			post_id: 999999,
			block: '0',
		} );
		expect( unknown.status ).toBe( 404 );
		expect( seen ).toEqual( [] );
	} );

	it( 'passes on Mailchimp’s refusal of an address as 400, and its failure as 502', async () => {
		const postId = await createPost( BLOCK );
		const refused = await signUp( {
			email: 'fake@example.com',
			post_id: postId,
			block: '0',
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.code ).toBe( 'mailchimp_rejected' );
		expect( refused.body.message ).toBe(
			'fake@example.com looks fake or invalid, please enter a real email address.'
		);
		failNext = true;
		const down = await signUp( {
			email: 'reader@example.com',
			post_id: postId,
			block: '0',
		} );
		expect( down.status ).toBe( 502 );
		expect( down.body.code ).toBe( 'mailchimp_failed' );
	} );

	it( 'limits sign-ups to 10 per address in 10 minutes', async () => {
		const postId = await createPost( BLOCK );
		for ( let i = 0; i < 10; i++ ) {
			const { status } = await signUp( {
				email: `reader${ i }@example.com`,
				post_id: postId,
				block: '0',
			} );
			expect( status ).toBe( 200 );
		}
		const over = await signUp( {
			email: 'one-more@example.com',
			post_id: postId,
			block: '0',
		} );
		expect( over.status ).toBe( 429 );
		expect( seen ).toHaveLength( 10 );
	} );

	it( 'forgets the settings on DELETE (administrators with the nonce)', async () => {
		const withoutNonce = await admin.rest( '/wpcom/v2/mailchimp/settings', {
			method: 'DELETE',
			nonce: false,
		} );
		expect( withoutNonce.status ).toBe( 401 );
		const asEditor = await editor.rest( '/wpcom/v2/mailchimp/settings', {
			method: 'DELETE',
		} );
		expect( asEditor.status ).toBe( 403 );
		const { status, body } = await admin.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'DELETE' }
		);
		expect( status ).toBe( 200 );
		expect( body ).toEqual( {
			connected: false,
			list_id: '',
			list_name: '',
			api_key_hint: '',
		} );
		expect( ( await editor.rest( '/wpcom/v2/mailchimp' ) ).body.code ).toBe(
			'not_connected'
		);
	} );
} );

describe( 'the admin screen’s typed client', () => {
	function clientAt( root: string ) {
		return createMailchimpEndpoints(
			createRequestCore( {
				apiRoot: `${ testSite.url }${ root }`,
				nonce: admin.nonce ?? '',
				fetch: ( url, init ) =>
					admin.fetch( url.slice( testSite.url.length ), init ),
			} )
		);
	}

	it.each( [ '/wp-json/', '/?rest_route=/' ] )(
		'reads, connects and disconnects with the root %s',
		async ( root ) => {
			const api = clientAt( root );
			await expect(
				api.connectMailchimp( { api_key: KEY, list_id: 'nope123' } )
			).rejects.toBeInstanceOf( ApiError );
			expect(
				await api.connectMailchimp( { api_key: KEY, list_id: LIST } )
			).toMatchObject( { connected: true, list_name: 'Weekly letter' } );
			expect( ( await api.fetchMailchimpSettings() ).connected ).toBe(
				true
			);
			expect( await api.disconnectMailchimp() ).toMatchObject( {
				connected: false,
			} );
			expect( ( await api.fetchMailchimpSettings() ).connected ).toBe(
				false
			);
		}
	);
} );
