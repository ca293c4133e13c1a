/**
 * Signing in and out through /wp-login.php, the session cookie, protected pages and the
 * database-backed limit on failed attempts (login-security.test.ts covers CSRF, enumeration and
 * lock-outs in depth).
 */
import {
	ADMIN_PASSWORD,
	startTestSite,
	type TestSite,
} from './support/test-site';

let t: TestSite;

beforeAll( async () => {
	t = await startTestSite( { loginAttemptLimit: 3 } );
} );

afterAll( () => t.close() );

describe( 'sign-in form', () => {
	it( 'shows labelled log and pwd fields, Remember Me and a submit button', async () => {
		const response = await t.client().fetch( '/wp-login.php' );
		const page = await response.text();
		expect( response.status ).toBe( 200 );
		expect( page ).toMatch(
			/<label for="user_login">Username or Email Address<\/label>\s*<input type="text" name="log" id="user_login"/
		);
		expect( page ).toMatch(
			/<label for="user_pass">Password<\/label>\s*<input type="password" name="pwd" id="user_pass"/
		);
		expect( page ).toContain(
			'<label for="rememberme">Remember Me</label>'
		);
		expect( page ).toContain( 'type="submit"' );
	} );

	it( 'signs in with the right password: HttpOnly, SameSite=Lax session cookie, row in the database, redirect to the admin', async () => {
		const client = t.client();
		const response = await client.postLogin( {
			log: 'admin',
			pwd: ADMIN_PASSWORD,
		} );
		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe( '/wp-admin/' );
		const cookie = response.headers
			.getSetCookie()
			.find( ( c ) => c.startsWith( 'wordpress_logged_in=' ) )!;
		expect( cookie ).toMatch( /HttpOnly/ );
		expect( cookie ).toMatch( /SameSite=Lax/ );
		expect( cookie ).not.toMatch( /Max-Age/ );
		const sessions = await t.site.db
			.selectFrom( 'sessions' )
			.selectAll()
			.execute();
		expect( sessions.length ).toBeGreaterThan( 0 );
		// The cookie token itself is never stored.
		const token = client.jar.get( 'wordpress_logged_in' )!;
		expect( sessions.some( ( s ) => s.token_hash === token ) ).toBe(
			false
		);
		const admin = await client.fetch( '/wp-admin/' );
		expect( admin.status ).toBe( 200 );
		expect( await admin.text() ).toContain( 'Howdy, Administrator' );
	} );

	it( 'signs in by email address too, and Remember Me makes the cookie last 14 days', async () => {
		const response = await t.client().postLogin( {
			log: 'admin@example.com',
			pwd: ADMIN_PASSWORD,
			rememberme: 'forever',
		} );
		expect( response.status ).toBe( 302 );
		const cookie = response.headers.getSetCookie()[ 0 ];
		expect( cookie ).toMatch( /Max-Age=1209600/ );
	} );

	it( 'goes back to a same-site redirect_to, and ignores an off-site one', async () => {
		const back = await t.client().postLogin( {
			log: 'editor',
			pwd: 'editor-password-for-tests',
			redirect_to: '/wp-admin/post-new.php',
		} );
		expect( back.headers.get( 'location' ) ).toBe(
			'/wp-admin/post-new.php'
		);
		const away = await t.client().postLogin( {
			log: 'editor',
			pwd: 'editor-password-for-tests',
			redirect_to: 'https://evil.example/',
		} );
		expect( away.headers.get( 'location' ) ).toBe( '/wp-admin/' );
		const scheme = await t.client().postLogin( {
			log: 'editor',
			pwd: 'editor-password-for-tests',
			redirect_to: '//evil.example/',
		} );
		expect( scheme.headers.get( 'location' ) ).toBe( '/wp-admin/' );
	} );

	it( 're-shows the form with status 200 and an error for a wrong password, setting no cookie', async () => {
		const client = t.client();
		const response = await client.postLogin( {
			log: 'editor',
			pwd: 'wrong',
		} );
		const page = await response.text();
		expect( response.status ).toBe( 200 );
		expect( page ).toContain(
			'The username or password you entered is incorrect.'
		);
		expect( page ).toContain( 'value="editor"' );
		expect( client.jar.get( 'wordpress_logged_in' ) ).toBeUndefined();
	} );

	it( 'does not tell an unknown user from a wrong password, and escapes what was typed', async () => {
		const response = await t
			.client()
			.postLogin( { log: '<b>nobody</b>', pwd: 'x' } );
		const page = await response.text();
		expect( response.status ).toBe( 200 );
		expect( page ).toContain(
			'The username or password you entered is incorrect.'
		);
		expect( page ).toContain( 'value="&lt;b&gt;nobody&lt;/b&gt;"' );
		expect( page ).not.toContain( '<b>nobody</b>' );
	} );

	it( 'reports empty fields', async () => {
		const page = await (
			await t.client().postLogin( { log: '', pwd: '' } )
		).text();
		expect( page ).toContain( 'The username field is empty.' );
		expect( page ).toContain( 'The password field is empty.' );
	} );
} );

describe( 'protected pages', () => {
	it( 'send signed-out visitors to the sign-in form with redirect_to', async () => {
		const response = await t
			.client()
			.fetch( '/wp-admin/edit.php?post_type=page' );
		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe(
			'/wp-login.php?redirect_to=' +
				encodeURIComponent( '/wp-admin/edit.php?post_type=page' )
		);
		const form = await (
			await t.client().fetch( response.headers.get( 'location' )! )
		).text();
		expect( form ).toContain(
			'name="redirect_to" value="/wp-admin/edit.php?post_type=page"'
		);
	} );

	it( 'ignore a forged or expired cookie', async () => {
		const client = t.client();
		client.jar.set( 'wordpress_logged_in', 'forged-token' );
		expect( ( await client.fetch( '/wp-admin/' ) ).status ).toBe( 302 );
	} );
} );

describe( 'sign-out', () => {
	it( 'asks for confirmation (403) without a valid nonce and keeps the session', async () => {
		const client = await t.admin();
		const response = await client.fetch(
			'/wp-login.php?action=logout&_wpnonce=0123456789'
		);
		const page = await response.text();
		expect( response.status ).toBe( 403 );
		expect( page ).toContain( 'You are attempting to log out of' );
		expect( page ).toMatch(
			/Do you really want to <a href="\/wp-login.php\?action=logout&amp;_wpnonce=[0-9a-f]{10}">log out<\/a>\?/
		);
		expect( ( await client.fetch( '/wp-admin/' ) ).status ).toBe( 200 );
	} );

	it( 'signs out with the nonce from the admin bar: session row deleted, cookie cleared', async () => {
		const client = await t.admin();
		const token = client.jar.get( 'wordpress_logged_in' )!;
		const admin = await ( await client.fetch( '/wp-admin/' ) ).text();
		const href =
			/href="(\/wp-login\.php\?action=logout&amp;_wpnonce=[0-9a-f]{10})"/
				.exec( admin )![ 1 ]
				.replace( '&amp;', '&' );
		const before = await t.site.db
			.selectFrom( 'sessions' )
			.select( 'token_hash' )
			.execute();
		const response = await client.fetch( href );
		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe(
			'/wp-login.php?loggedout=true'
		);
		expect( response.headers.getSetCookie()[ 0 ] ).toMatch(
			/^wordpress_logged_in=;.*Max-Age=0/
		);
		const after = await t.site.db
			.selectFrom( 'sessions' )
			.select( 'token_hash' )
			.execute();
		expect( after.length ).toBe( before.length - 1 );
		// The old token no longer opens anything, even if a copy of the cookie survived.
		const replay = t.client();
		replay.jar.set( 'wordpress_logged_in', token );
		expect( ( await replay.fetch( '/wp-admin/' ) ).status ).toBe( 302 );
		const loggedOut = await (
			await client.fetch( '/wp-login.php?loggedout=true' )
		).text();
		expect( loggedOut ).toContain( 'You are now logged out.' );
	} );
} );

describe( 'failed attempts', () => {
	it( 'are limited per address and user name: after the limit even the right password waits there (429)', async () => {
		const { user, password } = await t.addUser( 'author', 'limited' );
		for ( let i = 0; i < 3; i++ ) {
			expect(
				(
					await t
						.client()
						.postLogin( { log: user.login, pwd: 'nope' } )
				).status
			).toBe( 200 );
		}
		const blocked = await t
			.client()
			.postLogin( { log: user.login, pwd: password } );
		expect( blocked.status ).toBe( 429 );
		expect( await blocked.text() ).toMatch(
			/Too many failed login attempts. Please try again in \d+ minutes?\./
		);
		const row = await t.site.db
			.selectFrom( 'rate_limits' )
			.selectAll()
			.where( 'key', '=', 'login:ip-user:127.0.0.1|limited' )
			.executeTakeFirst();
		expect( row?.count ).toBe( 3 );
	} );
} );
