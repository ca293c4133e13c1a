/**
 * Registering and authorizing against a real site whose cloud is itself (over HTTP): the
 * authorization URL, the cloud's approval page (Approve / Deny), the callback, status and data,
 * test, connect URL, connected plugins and reconnect.
 */
import { testSiteForThisFile } from './support/test-site-for-file';
import {
	answerApproval,
	pathOf,
	registrationNonceFor,
} from './support/jetpack-connection';

const site = testSiteForThisFile( [ 'admin', 'editor' ] );

const v4 = ( path: string ) => `/jetpack/v4/${ path }`;

describe( 'registering and authorizing', () => {
	let authorizeUrl: string;

	it( 'registers and returns the cloud authorization URL with the return address and state', async () => {
		const response = await site.admin.rest( v4( 'connection/register' ), {
			method: 'POST',
			body: {
				registration_nonce: await registrationNonceFor(
					site.testSite,
					site.admin
				),
				no_iframe: true,
				plugin_slug: 'jetpack',
				redirect_uri: 'admin.php?page=jetpack#/dashboard',
			},
		} );
		expect( response.status ).toBe( 200 );
		authorizeUrl = response.body.authorizeUrl;
		const url = new URL( authorizeUrl );
		expect( url.origin + url.pathname ).toBe(
			`${ site.testSite.url }/cloud/authorize`
		);
		expect( url.searchParams.get( 'client_id' ) ).toMatch( /^\d+$/ );
		expect( url.searchParams.get( 'state' ) ).toMatch( /^[0-9a-f]{10}$/ );
		const callback = new URL( url.searchParams.get( 'redirect_uri' )! );
		expect( callback.pathname ).toBe( '/wp-admin/jetpack-authorize.php' );
		expect( callback.searchParams.get( 'redirect_to' ) ).toBe(
			`${ site.testSite.url }/wp-admin/admin.php?page=jetpack#/dashboard`
		);
		const status = ( await site.admin.rest( v4( 'connection' ) ) ).body;
		expect( status ).toMatchObject( {
			isRegistered: true,
			isUserConnected: false,
			hasConnectedOwner: false,
			isActive: false,
		} );
		const data = ( await site.admin.rest( v4( 'connection/data' ) ) ).body;
		expect( data.currentUser.blogId ).toBe(
			Number( url.searchParams.get( 'client_id' ) )
		);
	} );

	it( 'sends signed-out visitors of the approval page to sign in', async () => {
		const response = await site.testSite
			.client()
			.fetch( pathOf( authorizeUrl ) );
		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toMatch(
			/^\/wp-login\.php\?redirect_to=%2Fcloud%2Fauthorize/
		);
	} );

	it( 'shows the approval page with Approve and Deny', async () => {
		const response = await site.admin.fetch( pathOf( authorizeUrl ) );
		const html = await response.text();
		expect( response.status ).toBe( 200 );
		expect( html ).toContain(
			'<h1 id="cloud-title">Approve the connection</h1>'
		);
		expect( html ).toContain(
			`asks to connect to your cloud account <strong>admin</strong>`
		);
		expect( html ).toContain(
			'<button class="button" type="submit" name="decision" value="approve">Approve</button>'
		);
		// Deny is the secondary choice, not styled like Approve.
		expect( html ).toContain(
			'<button class="button button-secondary" type="submit" name="decision" value="deny">Deny</button>'
		);
		expect( html ).toMatch( /\.button-secondary\{[^}]*background:#fff/ );
	} );

	it( 'refuses an approval page for an unknown site or a foreign return address', async () => {
		const url = new URL( authorizeUrl );
		url.searchParams.set( 'client_id', '999999' );
		expect(
			( await site.admin.fetch( pathOf( url.toString() ) ) ).status
		).toBe( 400 );
		const foreign = new URL( authorizeUrl );
		foreign.searchParams.set(
			'redirect_uri',
			'https://evil.example/wp-admin/jetpack-authorize.php'
		);
		const page = await site.admin.fetch( pathOf( foreign.toString() ) );
		expect( page.status ).toBe( 400 );
		expect( await page.text() ).toContain(
			'The return address does not belong to the registered site.'
		);
	} );

	it( 'refuses an approval posted without its nonce', async () => {
		const url = new URL( authorizeUrl );
		const response = await site.admin.fetch( '/cloud/authorize', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams( {
				client_id: url.searchParams.get( 'client_id' )!,
				redirect_uri: url.searchParams.get( 'redirect_uri' )!,
				state: url.searchParams.get( 'state' )!,
				decision: 'approve',
			} ).toString(),
		} );
		expect( response.status ).toBe( 403 );
	} );

	it( 'leaves the user unconnected when they deny', async () => {
		const back = await answerApproval( site.admin, authorizeUrl, 'deny' );
		expect( new URL( back ).searchParams.get( 'error' ) ).toBe(
			'access_denied'
		);
		const page = await site.admin.fetch( pathOf( back ) );
		const html = await page.text();
		expect( html ).toContain( 'Connection not approved' );
		// It says to start again from the admin screen, and links there.
		expect( html ).toContain(
			'<a href="/wp-admin/admin.php?page=jetpack">Go to the admin screen</a>'
		);
		expect(
			( await site.admin.rest( v4( 'connection' ) ) ).body.isUserConnected
		).toBe( false );
	} );

	it( 'connects the user on Approve and lands on redirect_uri', async () => {
		const back = await answerApproval(
			site.admin,
			authorizeUrl,
			'approve'
		);
		expect( new URL( back ).searchParams.get( 'code' ) ).toBeTruthy();
		const done = await site.admin.fetch( pathOf( back ) );
		expect( done.status ).toBe( 302 );
		expect( done.headers.get( 'location' ) ).toBe(
			`${ site.testSite.url }/wp-admin/admin.php?page=jetpack#/dashboard`
		);
		expect(
			( await site.admin.rest( v4( 'connection' ) ) ).body
		).toMatchObject( {
			isActive: true,
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
		} );
		const data = ( await site.admin.rest( v4( 'connection/data' ) ) ).body;
		expect( data.connectionOwner ).toBe( 'Administrator' );
		expect( data.currentUser ).toMatchObject( {
			isConnected: true,
			isMaster: true,
			wpcomUser: {
				login: 'admin',
				email: 'admin@example.com',
				display_name: 'Administrator',
			},
		} );
		expect( data.currentUser.wpcomUser.ID ).toEqual( expect.any( Number ) );
		// The code works once.
		const again = await site.admin.fetch( pathOf( back ) );
		expect( again.status ).toBe( 502 );
		expect( await again.text() ).toContain(
			'The authorization code is unknown'
		);
	} );

	it( 'refuses a callback whose state belongs to another session', async () => {
		const url = new URL( authorizeUrl );
		const callback = new URL( url.searchParams.get( 'redirect_uri' )! );
		callback.searchParams.set( 'code', 'anything' );
		callback.searchParams.set( 'state', url.searchParams.get( 'state' )! );
		const other = await site.testSite.admin();
		const response = await other.fetch( pathOf( callback.toString() ) );
		expect( response.status ).toBe( 403 );
		expect(
			( await site.editor.fetch( pathOf( callback.toString() ) ) ).status
		).toBe( 403 );
	} );

	it( 'passes the connection test and lists connected plugins', async () => {
		const test = await site.admin.rest( v4( 'connection/test' ) );
		expect( test.status ).toBe( 200 );
		expect( test.body ).toEqual( {
			code: 'success',
			message: 'The site and its owner are connected to the cloud.',
		} );
		expect(
			( await site.editor.rest( v4( 'connection/test' ) ) ).status
		).toBe( 403 );
		const plugins = await site.admin.rest( v4( 'connection/plugins' ) );
		expect( plugins.body ).toEqual( [
			{ name: 'Jetpack', slug: 'jetpack' },
		] );
		expect(
			( await site.editor.rest( v4( 'connection/plugins' ) ) ).status
		).toBe( 403 );
	} );

	it( 'gives the authorization URL and connect URL once registered', async () => {
		const response = await site.admin.rest(
			v4(
				'connection/authorize_url?no_iframe=false&redirect_uri=admin.php%3Fpage%3Dstats'
			)
		);
		const url = new URL( response.body.authorizeUrl );
		expect( url.searchParams.get( 'iframe' ) ).toBe( '1' );
		expect(
			new URL( url.searchParams.get( 'redirect_uri' )! ).searchParams.get(
				'redirect_to'
			)
		).toBe( `${ site.testSite.url }/wp-admin/admin.php?page=stats` );
		const connect = await site.admin.rest( v4( 'connection/url' ) );
		expect( connect.body ).toMatch(
			new RegExp( `^${ site.testSite.url }/cloud/authorize\\?client_id=` )
		);
	} );

	it( 'answers reconnect with completed when nothing is missing', async () => {
		const response = await site.admin.rest( v4( 'connection/reconnect' ), {
			method: 'POST',
		} );
		expect( response.body ).toEqual( { status: 'completed' } );
	} );

	it( 'records the connection-modal flag for administrators only', async () => {
		expect(
			(
				await site.editor.rest( v4( 'seen-wc-connection-modal' ), {
					method: 'POST',
				} )
			).status
		).toBe( 403 );
		const response = await site.admin.rest(
			v4( 'seen-wc-connection-modal' ),
			{
				method: 'POST',
			}
		);
		expect( response.body ).toEqual( { code: 'success', seen: true } );
	} );
} );
