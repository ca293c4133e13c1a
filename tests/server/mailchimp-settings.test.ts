/**
 * Connecting the site to Mailchimp through the host, against the local fake of Mailchimp's
 * Marketing API (support/mailchimp-fake.ts): the connection status and the audience's groups
 * for editors, the settings administrators connect (checked with Mailchimp before anything is
 * stored, the key never sent back) and forget, and the admin screen's typed client for them.
 * Visitors' sign-ups: mailchimp-signup.test.ts.
 */
import { createMailchimpEndpoints } from '../../api-client/endpoints/admin/mailchimp';
import { ApiError } from '../../api-client/errors';
import { createRequestCore } from '../../api-client/request';
import {
	KEY,
	LIST,
	NOT_CONNECTED,
	mailchimpSiteForThisFile,
} from './support/mailchimp-fake';

const file = mailchimpSiteForThisFile();

const settings = () => file.admin.rest( '/wpcom/v2/mailchimp/settings' );

describe( 'before the site is connected', () => {
	it( 'tells editors it is not connected and where an administrator connects it', async () => {
		const { status, body } = await file.editor.rest(
			'/wpcom/v2/mailchimp'
		);
		expect( status ).toBe( 200 );
		expect( body ).toEqual( {
			code: 'not_connected',
			connect_url: `${ file.testSite.url }/wp-admin/admin.php?page=jetpack#mailchimp`,
		} );
		expect(
			( await file.visitor.rest( '/wpcom/v2/mailchimp' ) ).status
		).toBe( 401 );
	} );

	it( 'answers 503 for the groups', async () => {
		const groups = await file.editor.rest( '/wpcom/v2/mailchimp/groups' );
		expect( groups.status ).toBe( 503 );
		expect( groups.body.code ).toBe( 'mailchimp_not_connected' );
		expect( file.seen ).toEqual( [] );
	} );
} );

describe( 'connecting (settings)', () => {
	it( 'is for administrators with the REST nonce', async () => {
		const body = { api_key: KEY, list_id: LIST };
		const asEditor = await file.editor.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'POST', body }
		);
		expect( asEditor.status ).toBe( 403 );
		expect(
			( await file.editor.rest( '/wpcom/v2/mailchimp/settings' ) ).status
		).toBe( 403 );
		const withoutNonce = await file.admin.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'POST', body, nonce: false }
		);
		expect( withoutNonce.status ).toBe( 401 );
		const wrongNonce = await file.admin.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'POST', body, nonce: '0000000000' }
		);
		expect( wrongNonce.status ).toBe( 403 );
		expect( wrongNonce.body.code ).toBe( 'rest_cookie_invalid_nonce' );
		expect( file.seen ).toEqual( [] );
		expect( ( await settings() ).body ).toEqual( NOT_CONNECTED );
	} );

	it( 'refuses a malformed key or audience ID, naming the field, without asking Mailchimp', async () => {
		for ( const [ body, field ] of [
			[ { api_key: 'not-a-key', list_id: LIST }, 'api_key' ],
			[ { api_key: KEY }, 'list_id' ],
			[ { api_key: KEY, list_id: 'a/b' }, 'list_id' ],
		] as const ) {
			const { status, body: answer } = await file.connect( body );
			expect( status ).toBe( 400 );
			expect( Object.keys( answer.data.params ) ).toEqual( [ field ] );
		}
		expect( file.seen ).toEqual( [] );
		expect( ( await settings() ).body ).toEqual( NOT_CONNECTED );
	} );

	it( 'refuses what Mailchimp refuses, and stores nothing', async () => {
		const refusedKey = await file.connect( {
			api_key: 'ffffffffffffffffffffffffffffffff-us21',
			list_id: LIST,
		} );
		expect( refusedKey.status ).toBe( 400 );
		expect( refusedKey.body.data.params ).toEqual( {
			api_key: 'Mailchimp refused this API key.',
		} );
		const unknownList = await file.connect( {
			api_key: KEY,
			list_id: 'nope123',
		} );
		expect( unknownList.status ).toBe( 400 );
		expect( unknownList.body.data.params ).toEqual( {
			list_id: 'Mailchimp has no audience with this ID.',
		} );
		file.failNext();
		const down = await file.connect( { api_key: KEY, list_id: LIST } );
		expect( down.status ).toBe( 502 );
		expect( down.body.code ).toBe( 'mailchimp_failed' );
		expect(
			file.seen.map( ( { method, path } ) => [ method, path ] )
		).toEqual( [
			[ 'GET', `/3.0/lists/${ LIST }` ],
			[ 'GET', '/3.0/lists/nope123' ],
			[ 'GET', `/3.0/lists/${ LIST }` ],
		] );
		expect( ( await settings() ).body ).toEqual( NOT_CONNECTED );
	} );

	it( 'stores a key and audience Mailchimp accepts, and never sends the key back', async () => {
		const { status, body } = await file.connect( {
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
		const read = await settings();
		expect( read.body ).toEqual( connected );
		expect( JSON.stringify( read.body ) ).not.toContain(
			KEY.slice( 0, 8 )
		);
		expect(
			( await file.editor.rest( '/wpcom/v2/mailchimp' ) ).body.code
		).toBe( 'connected' );
	} );
} );

describe( 'once connected', () => {
	beforeAll( async () => {
		const { status } = await file.connect( {
			api_key: KEY,
			list_id: LIST,
		} );
		if ( status !== 200 ) {
			throw new Error( `Connecting answered ${ status }` );
		}
	} );

	it( 'lists the audience’s groups for editors', async () => {
		const { status, body } = await file.editor.rest(
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
		file.failNext();
		const down = await file.editor.rest( '/wpcom/v2/mailchimp/groups' );
		expect( down.status ).toBe( 502 );
		expect( down.body.code ).toBe( 'mailchimp_failed' );
		expect(
			( await file.visitor.rest( '/wpcom/v2/mailchimp/groups' ) ).status
		).toBe( 401 );
	} );

	it( 'forgets the settings on DELETE (administrators with the nonce)', async () => {
		const withoutNonce = await file.admin.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'DELETE', nonce: false }
		);
		expect( withoutNonce.status ).toBe( 401 );
		const asEditor = await file.editor.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'DELETE' }
		);
		expect( asEditor.status ).toBe( 403 );
		const { status, body } = await file.admin.rest(
			'/wpcom/v2/mailchimp/settings',
			{ method: 'DELETE' }
		);
		expect( status ).toBe( 200 );
		expect( body ).toEqual( NOT_CONNECTED );
		expect(
			( await file.editor.rest( '/wpcom/v2/mailchimp' ) ).body.code
		).toBe( 'not_connected' );
	} );
} );

describe( 'the admin screen’s typed client', () => {
	function clientAt( root: string ) {
		return createMailchimpEndpoints(
			createRequestCore( {
				apiRoot: `${ file.testSite.url }${ root }`,
				nonce: file.admin.nonce ?? '',
				fetch: ( url, init ) =>
					file.admin.fetch(
						url.slice( file.testSite.url.length ),
						init
					),
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
