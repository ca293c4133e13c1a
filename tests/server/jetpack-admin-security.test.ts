/**
 * jetpack/v4 Protect, VaultPress, Akismet (with a local fake of Akismet's verify-key call),
 * Rewind, Scan and the WAF: the "unavailable" shapes of a site without a plan, what changes
 * once a licence is attached, validation and persistence.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'admin' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;
const post = ( path: string, body: unknown ) =>
	site.admin.rest( v4( path ), { method: 'POST', body } );
const decoded = async ( path: string ) =>
	JSON.parse( ( await site.admin.rest( v4( path ) ) ).body.data );

describe( 'without a plan', () => {
	it( 'rewind and scan answer the unavailable shapes', async () => {
		expect( await decoded( 'rewind' ) ).toEqual( {
			state: 'unavailable',
			reason: 'missing_plan',
			last_updated: expect.any( Number ),
		} );
		expect( await decoded( 'scan' ) ).toEqual( {
			state: 'unavailable',
			reason: 'missing_plan',
			threats: [],
			credentials: [],
			has_cloud: false,
		} );
	} );

	it( 'VaultPress is not registered', async () => {
		const response = await site.admin.rest(
			v4( 'module/vaultpress/data' )
		);
		expect( response.body ).toMatchObject( {
			code: 'not_registered',
			data: null,
		} );
	} );

	it( 'automatic firewall rules are refused, naming the field', async () => {
		const waf = await site.admin.rest( v4( 'waf' ) );
		expect( waf.body ).toMatchObject( {
			jetpack_waf_automatic_rules: false,
			automaticRulesAvailable: false,
			waf_supported: true,
		} );
		const response = await post( 'waf', {
			jetpack_waf_automatic_rules: true,
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.jetpack_waf_automatic_rules ).toBe(
			'Automatic firewall rules need a plan or product with scanning.'
		);
	} );
} );

describe( 'Protect', () => {
	it( 'counts the failed sign-ins of the open rate-limit windows', async () => {
		expect(
			( await site.admin.rest( v4( 'module/protect/data' ) ) ).body
		).toBe( 0 );
		for ( let i = 0; i < 3; i++ ) {
			await site.testSite
				.client()
				.postLogin( { log: 'admin', pwd: 'wrong' } );
		}
		expect(
			( await site.admin.rest( v4( 'module/protect/data' ) ) ).body
		).toBe( 3 );
		const benefits = JSON.parse(
			( await site.admin.rest( v4( 'site/benefits' ) ) ).body.data
		);
		expect( benefits.protect_blocked_attempts ).toBe( 3 );
	} );
} );

describe( 'the WAF', () => {
	it( 'saves IP lists and switches, and keeps them', async () => {
		const response = await post( 'waf', {
			jetpack_waf_ip_allow_list: '10.0.0.1\n192.168.0.0/24, 2001:db8::1',
			jetpack_waf_ip_allow_list_enabled: true,
			jetpack_waf_ip_block_list: '203.0.113.5-203.0.113.9',
			jetpack_waf_ip_block_list_enabled: true,
		} );
		expect( response.status ).toBe( 200 );
		const again = ( await site.admin.rest( v4( 'waf' ) ) ).body;
		expect( again ).toMatchObject( {
			jetpack_waf_ip_allow_list: '10.0.0.1\n192.168.0.0/24, 2001:db8::1',
			jetpack_waf_ip_allow_list_enabled: true,
			jetpack_waf_ip_block_list: '203.0.113.5-203.0.113.9',
			jetpack_waf_ip_block_list_enabled: true,
			jetpack_waf_share_data: false,
		} );
	} );

	it.each( [
		[
			{ jetpack_waf_ip_block_list: '10.0.0.1 300.1.1.1' },
			'jetpack_waf_ip_block_list',
			'jetpack_waf_ip_block_list contains an invalid IP address or range: 300.1.1.1.',
		],
		[
			{ jetpack_waf_ip_allow_list: '10.0.0.1-2001:db8::1' },
			'jetpack_waf_ip_allow_list',
			'jetpack_waf_ip_allow_list contains an invalid IP address or range: 10.0.0.1-2001:db8::1.',
		],
		[
			{ jetpack_waf_share_data: 'sometimes' },
			'jetpack_waf_share_data',
			'jetpack_waf_share_data is not of type boolean.',
		],
	] )( 'refuses %j and changes nothing', async ( body, field, message ) => {
		const before = ( await site.admin.rest( v4( 'waf' ) ) ).body;
		const response = await post( 'waf', {
			jetpack_waf_share_debug_data: true,
			...body,
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params[ field ] ).toBe( message );
		expect( ( await site.admin.rest( v4( 'waf' ) ) ).body ).toEqual(
			before
		);
	} );
} );

describe( 'Akismet', () => {
	it( 'has no data until a key is saved; the saved key checks', async () => {
		const none = await site.admin.rest( v4( 'module/akismet/data' ) );
		expect( none.status ).toBe( 404 );
		expect( none.body.code ).toBe( 'invalid_key' );
		expect(
			( await site.admin.rest( v4( 'module/akismet/key/check' ) ) ).body
		).toMatchObject( {
			validKey: false,
			invalidKeyCode: 'missing',
		} );
	} );

	it( 'checks the format of a key; a valid one is saved', async () => {
		const bad = await post( 'module/akismet/key/check', {
			api_key: 'nope',
		} );
		expect( bad.body ).toEqual( {
			validKey: false,
			invalidKeyCode: 'invalid',
			invalidKeyMessage: 'Invalid Akismet key. Please contact support.',
		} );
		const good = await post( 'module/akismet/key/check', {
			api_key: '0123456789ab',
		} );
		expect( good.body ).toEqual( {
			validKey: true,
			invalidKeyCode: '',
			invalidKeyMessage: '',
		} );
		expect(
			( await site.admin.rest( v4( 'module/akismet/key/check' ) ) ).body
				.validKey
		).toBe( true );
		const data = await site.admin.rest( v4( 'module/akismet/data' ) );
		expect( [ data.status, data.body ] ).toEqual( [ 200, 0 ] );
	} );

	it( 'asks the service named by AKISMET_API_URL when set', async () => {
		const seen: string[] = [];
		const fake: Server = createServer( ( req, res ) => {
			let body = '';
			req.on( 'data', ( chunk ) => ( body += chunk ) );
			req.on( 'end', () => {
				seen.push( `${ req.method } ${ req.url } ${ body }` );
				const key = new URLSearchParams( body ).get( 'api_key' );
				res.end( key === 'aaaaaaaaaaaa' ? 'valid' : 'invalid' );
			} );
		} );
		await new Promise< void >( ( resolve ) =>
			fake.listen( 0, '127.0.0.1', resolve )
		);
		const { port } = fake.address() as AddressInfo;
		process.env.AKISMET_API_URL = `http://127.0.0.1:${ port }`;
		try {
			const refused = await post( 'module/akismet/key/check', {
				api_key: 'bbbbbbbbbbbb',
			} );
			expect( refused.body.invalidKeyCode ).toBe( 'invalid' );
			const accepted = await post( 'module/akismet/key/check', {
				api_key: 'aaaaaaaaaaaa',
			} );
			expect( accepted.body.validKey ).toBe( true );
			expect( seen[ 0 ] ).toBe(
				`POST /1.1/verify-key api_key=bbbbbbbbbbbb&blog=${ encodeURIComponent( site.testSite.url ) }`
			);
			fake.close();
			const down = await post( 'module/akismet/key/check', {
				api_key: 'cccccccccccc',
			} );
			expect( down.body.invalidKeyCode ).toBe( 'failed' );
		} finally {
			delete process.env.AKISMET_API_URL;
			fake.close();
		}
	} );

	it( 'needs an api_key to check', async () => {
		const response = await post( 'module/akismet/key/check', {} );
		expect( response.status ).toBe( 400 );
		expect( response.body.message ).toBe( 'Missing parameter(s): api_key' );
	} );
} );

describe( 'with Jetpack Security attached', () => {
	beforeAll( async () => {
		const response = await post( 'licensing/attach-licenses', {
			licenses: [ 'jetpack-security-t1_SeCuRiTy01234567' ],
		} );
		if ( response.body[ 0 ].activatedProductId !== 2016 ) {
			throw new Error(
				`Attaching failed: ${ JSON.stringify( response.body ) }`
			);
		}
	} );

	it( 'backups await credentials, scan provisions, VaultPress reports', async () => {
		expect( await decoded( 'rewind' ) ).toMatchObject( {
			state: 'awaiting_credentials',
			credentials: [],
		} );
		expect( await decoded( 'scan' ) ).toMatchObject( {
			state: 'provisioning',
			has_cloud: true,
		} );
		const vaultpress = (
			await site.admin.rest( v4( 'module/vaultpress/data' ) )
		).body;
		expect( vaultpress ).toMatchObject( {
			code: 'success',
			data: { features: { backups: true, security: true } },
		} );
	} );

	it( 'automatic firewall rules can be switched on', async () => {
		const response = await post( 'waf', {
			jetpack_waf_automatic_rules: true,
		} );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toMatchObject( {
			jetpack_waf_automatic_rules: true,
			automaticRulesAvailable: true,
		} );
	} );
} );

it( 'editors get 403 from every security route', async () => {
	const editor = await site.testSite.editor();
	for ( const path of [
		'module/protect/data',
		'module/vaultpress/data',
		'module/akismet/data',
		'module/akismet/key/check',
		'rewind',
		'scan',
		'waf',
	] ) {
		expect( [ path, ( await editor.rest( v4( path ) ) ).status ] ).toEqual(
			[ path, 403 ]
		);
	}
	const change = await editor.rest( v4( 'waf' ), {
		method: 'POST',
		body: { jetpack_waf_share_data: true },
	} );
	expect( change.status ).toBe( 403 );
	const check = await editor.rest( v4( 'module/akismet/key/check' ), {
		method: 'POST',
		body: { api_key: '0123456789ab' },
	} );
	expect( check.status ).toBe( 403 );
} );
