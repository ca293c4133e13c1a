/**
 * The cloud as a separate party: a site whose CLOUD_URL is another running site connects through
 * that site's approval page and accounts; an unreachable cloud is reported; the in-place (iframe)
 * flow moves the whole window on; the connection survives a restart.
 */
import { cloudDb } from '../../server/cloud/tables';
import { loadConfig } from '../../server/config';
import { startTestSite, type TestSite } from './support/test-site';
import { closedPort } from './support/tiny-api-server';
import {
	answerApproval,
	connectUser,
	pathOf,
	registrationNonceFor,
} from './support/jetpack-connection';

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;

const cloudSites = ( t: TestSite ) =>
	cloudDb( t.site.db )
		.selectFrom( 'cloud_sites' )
		.select( [ 'blog_id', 'url', 'revoked_at' ] )
		.execute();

describe( 'a remote cloud', () => {
	let cloud: TestSite;
	let site: TestSite;

	beforeAll( async () => {
		cloud = await startTestSite();
		site = await startTestSite( { cloudUrl: cloud.url } );
	} );

	afterAll( async () => {
		await site.close();
		await cloud.close();
	} );

	it( 'registers at the remote cloud and approves there as its own account', async () => {
		const admin = await site.admin();
		const { client: cloudAccount } = await cloud.addUser(
			'subscriber',
			'remote-person'
		);
		const { authorizeUrl, landing } = await connectUser(
			site,
			admin,
			cloudAccount
		);
		expect(
			authorizeUrl.startsWith(
				`${ cloud.url }/cloud/authorize?client_id=`
			)
		).toBe( true );
		expect( landing ).toBe(
			`${ site.url }/wp-admin/admin.php?page=jetpack`
		);
		const data = ( await admin.rest( v4( 'connection/data' ) ) ).body;
		expect( data.currentUser.wpcomUser ).toMatchObject( {
			login: 'remote-person',
			email: 'remote-person@example.com',
		} );
		expect(
			( await admin.rest( v4( 'connection/test' ) ) ).body.code
		).toBe( 'success' );
		// The registration lives at the remote cloud, none in the site's own cloud tables.
		const remote = await cloudSites( cloud );
		expect( remote ).toEqual( [
			{
				blog_id: data.currentUser.blogId,
				url: site.url,
				revoked_at: null,
			},
		] );
		expect( await cloudSites( site ) ).toEqual( [] );
	} );

	it( 'sees the cloud revoke the site after disconnecting', async () => {
		const admin = await site.admin();
		await admin.rest( v4( 'connection' ), {
			method: 'POST',
			body: { isActive: false },
		} );
		const [ remote ] = await cloudSites( cloud );
		expect( remote.revoked_at ).toEqual( expect.any( String ) );
		const tokens = await cloudDb( cloud.site.db )
			.selectFrom( 'cloud_tokens' )
			.select( 'revoked_at' )
			.execute();
		expect( tokens ).toHaveLength( 1 );
		expect( tokens[ 0 ].revoked_at ).toEqual( expect.any( String ) );
		expect(
			( await admin.rest( v4( 'connection' ) ) ).body.isRegistered
		).toBe( false );
	} );
} );

describe( 'an unreachable cloud', () => {
	let site: TestSite;
	let port: number;

	beforeAll( async () => {
		port = await closedPort();
		site = await startTestSite( {
			cloudUrl: `http://127.0.0.1:${ port }`,
		} );
	} );

	afterAll( () => site.close() );

	it( 'answers 502 cloud_unreachable and stays unregistered', async () => {
		const admin = await site.admin();
		const response = await admin.rest( v4( 'connection/register' ), {
			method: 'POST',
			body: {
				registration_nonce: await registrationNonceFor( site, admin ),
				no_iframe: true,
			},
		} );
		expect( response.status ).toBe( 502 );
		expect( response.body.code ).toBe( 'cloud_unreachable' );
		expect( response.body.message ).toContain(
			`http://127.0.0.1:${ port }`
		);
		expect(
			( await admin.rest( v4( 'connection' ) ) ).body.isRegistered
		).toBe( false );
	} );
} );

describe( 'the in-place flow and restarts', () => {
	it( 'moves the top window on after an iframe authorization, and keeps the connection after a restart', async () => {
		const first = await startTestSite();
		let second: TestSite | null = null;
		try {
			const admin = await first.admin();
			const registered = await admin.rest( v4( 'connection/register' ), {
				method: 'POST',
				body: {
					registration_nonce: await registrationNonceFor(
						first,
						admin
					),
					no_iframe: false,
				},
			} );
			const authorizeUrl = registered.body.authorizeUrl;
			expect( new URL( authorizeUrl ).searchParams.get( 'iframe' ) ).toBe(
				'1'
			);
			const back = await answerApproval( admin, authorizeUrl, 'approve' );
			const done = await admin.fetch( pathOf( back ) );
			const html = await done.text();
			expect( done.status ).toBe( 200 );
			expect( html ).toContain(
				`window.top.location.href = "${ first.url }/wp-admin/admin.php?page=jetpack"`
			);
			const { dataDir } = first;
			await first.site.close();
			second = await startTestSite( { dataDir } );
			const again = await second.admin();
			// The registration is kept; the cloud (this host) still knows it after the restart.
			const status = ( await again.rest( v4( 'connection' ) ) ).body;
			expect( status ).toMatchObject( {
				isRegistered: true,
				hasConnectedOwner: true,
			} );
		} finally {
			await ( second ?? first ).close();
		}
	} );
} );

describe( 'configuration', () => {
	it( 'reads CLOUD_URL and refuses a non-URL', () => {
		expect(
			loadConfig( { CLOUD_URL: 'https://cloud.example/' }, '/p' ).cloudUrl
		).toBe( 'https://cloud.example' );
		expect( loadConfig( {}, '/p' ).cloudUrl ).toBeUndefined();
		expect( () => loadConfig( { CLOUD_URL: 'cloud' }, '/p' ) ).toThrow(
			'CLOUD_URL must be an http(s) URL, got "cloud".'
		);
	} );
} );
