/**
 * The sign-in form against the weak spots of a public login page: login CSRF, user enumeration
 * (by message and by timing), and lock-outs — nobody may lock a user out from elsewhere, the
 * real user keeps signing in, and every lock is logged.
 */
import type { Logger } from '../../server/logger';
import { AddressClient } from './support/address-client';
import type { SiteClient } from './support/site-client';
import {
	ADMIN_PASSWORD,
	EDITOR_PASSWORD,
	startTestSite,
	type TestSite,
} from './support/test-site';

const LIMIT = 3;

// Every failed attempt costs a real scrypt; the machine may be busy.
jest.setTimeout( 60000 );

let t: TestSite;
const warnings: string[] = [];
const logger: Logger = {
	info: () => undefined,
	warn: ( message ) => warnings.push( message ),
	error: ( message, error ) => console.error( message, error ),
};

beforeAll( async () => {
	t = await startTestSite( { loginAttemptLimit: LIMIT, log: logger } );
} );

afterAll( () => t.close() );

const from = ( address: string ) => new AddressClient( t.url, address );

async function statusOf( response: Promise< Response > ): Promise< number > {
	const answer = await response;
	await answer.arrayBuffer();
	return answer.status;
}

const wrong = ( client: SiteClient, login = 'admin' ) =>
	statusOf( client.postLogin( { log: login, pwd: 'not-the-password' } ) );
const right = ( client: SiteClient ) =>
	statusOf( client.postLogin( { log: 'admin', pwd: ADMIN_PASSWORD } ) );

describe( 'login CSRF', () => {
	it( 'the form sets an HttpOnly, SameSite=Lax test cookie and carries a token tied to it', async () => {
		const client = t.client();
		const response = await client.fetch( '/wp-login.php' );
		const page = await response.text();
		const cookie = response.headers
			.getSetCookie()
			.find( ( c ) => c.startsWith( 'wordpress_test_cookie=' ) )!;
		expect( cookie ).toMatch( /HttpOnly/ );
		expect( cookie ).toMatch( /SameSite=Lax/ );
		expect( page ).toMatch( /name="_wplogin" value="[0-9a-f]{10}"/ );
		// The same browser keeps its cookie.
		const again = await client.fetch( '/wp-login.php' );
		await again.arrayBuffer();
		expect(
			again.headers
				.getSetCookie()
				.some( ( c ) => c.startsWith( 'wordpress_test_cookie=' ) )
		).toBe( false );
	} );

	it( 'refuses a sign-in POST without the cookie (a cross-site form carries none): 403, no session', async () => {
		const victim = t.client();
		const response = await victim.postLogin(
			{ log: 'editor', pwd: EDITOR_PASSWORD },
			{ token: false }
		);
		expect( response.status ).toBe( 403 );
		expect( await response.text() ).toContain(
			'Cookies are blocked or not supported by your browser.'
		);
		expect( victim.jar.get( 'wordpress_logged_in' ) ).toBeUndefined();
	} );

	it( 'refuses a missing or wrong token even with the cookie', async () => {
		const victim = t.client();
		await victim.loginToken();
		for ( const token of [ false, '0123456789', 'x' ] as const ) {
			const response = await victim.postLogin(
				{ log: 'editor', pwd: EDITOR_PASSWORD },
				{ token }
			);
			expect( response.status ).toBe( 403 );
			expect( await response.text() ).toContain(
				'The sign-in form has expired.'
			);
		}
		// Another browser's token does not fit this browser's cookie.
		const other = await t.client().loginToken();
		const response = await victim.postLogin(
			{ log: 'editor', pwd: EDITOR_PASSWORD },
			{ token: other }
		);
		expect( response.status ).toBe( 403 );
		expect( victim.jar.get( 'wordpress_logged_in' ) ).toBeUndefined();
	} );

	it( 'refuses a POST the browser marks as coming from another site, even with cookie and token', async () => {
		const sent: Array< Record< string, string > > = [
			{ 'Sec-Fetch-Site': 'cross-site' },
			{ 'Sec-Fetch-Site': 'same-site' },
			{ Origin: 'https://evil.example' },
		];
		for ( const headers of sent ) {
			const victim = t.client();
			const response = await victim.postLogin(
				{ log: 'editor', pwd: EDITOR_PASSWORD },
				{ headers }
			);
			expect( response.status ).toBe( 403 );
			expect( await response.text() ).toContain(
				'This sign-in form was sent from another site.'
			);
			expect( victim.jar.get( 'wordpress_logged_in' ) ).toBeUndefined();
		}
	} );

	it( 'accepts the form as a same-origin browser sends it', async () => {
		const response = await t.client().postLogin(
			{ log: 'editor', pwd: EDITOR_PASSWORD },
			{
				headers: {
					'Sec-Fetch-Site': 'same-origin',
					Origin: t.url,
				},
			}
		);
		expect( response.status ).toBe( 302 );
	} );
} );

describe( 'user enumeration', () => {
	it( 'answers an unknown user and a wrong password with the same message', async () => {
		const pages: string[] = [];
		for ( const login of [
			'editor',
			'nobody',
			'editor@example.com',
			'nobody@example.com',
		] ) {
			const client = from( '127.0.0.9' );
			const response = await client.postLogin( {
				log: login,
				pwd: 'wrong',
			} );
			expect( response.status ).toBe( 200 );
			const page = await response.text();
			const error = /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/.exec(
				page
			)![ 1 ];
			pages.push( error );
		}
		expect( new Set( pages ).size ).toBe( 1 );
		expect( pages[ 0 ] ).toContain(
			'The username or password you entered is incorrect.'
		);
	} );

	it( 'escapes what was typed when the form comes back', async () => {
		const page = await (
			await from( '127.0.0.9' ).postLogin( {
				log: '<b>nobody</b>',
				pwd: 'x',
			} )
		).text();
		expect( page ).toContain( 'value="&lt;b&gt;nobody&lt;/b&gt;"' );
		expect( page ).not.toContain( '<b>nobody</b>' );
	} );

	it( 'takes as long for an unknown user as for a wrong password (both hash)', async () => {
		const timings: Record< 'known' | 'unknown', number[] > = {
			known: [],
			unknown: [],
		};
		// A site of its own, where no limit can answer early.
		const roomy = await startTestSite( { loginAttemptLimit: 1000 } );
		const statuses = new Set< number >();
		const attempt = async ( kind: 'known' | 'unknown' ) => {
			const client = roomy.client();
			const token = await client.loginToken();
			const started = performance.now();
			const response = await client.postLogin(
				{
					log: kind === 'known' ? 'editor' : 'no-such-user',
					pwd: 'wrong',
				},
				{ token }
			);
			await response.arrayBuffer();
			timings[ kind ].push( performance.now() - started );
			statuses.add( response.status );
		};
		try {
			for ( let i = 0; i < 7; i++ ) {
				await attempt( 'known' );
				await attempt( 'unknown' );
			}
		} finally {
			await roomy.close();
		}
		expect( [ ...statuses ] ).toEqual( [ 200 ] );
		const median = ( values: number[] ) =>
			[ ...values ].sort( ( a, b ) => a - b )[
				Math.floor( values.length / 2 )
			];
		const ratio = median( timings.unknown ) / median( timings.known );
		// Before: about 2 ms against 45 ms (a ratio near 0.05).
		expect( ratio ).toBeGreaterThan( 0.5 );
		expect( ratio ).toBeLessThan( 2 );
	} );
} );

describe( 'lock-outs', () => {
	it( 'failures from one address lock that address for that user name, not the real user elsewhere', async () => {
		const attacker = from( '127.0.0.2' );
		for ( let i = 0; i < LIMIT; i++ ) {
			expect( await wrong( attacker ) ).toBe( 200 );
		}
		// The attacker now waits, even with the right password…
		expect( await right( from( '127.0.0.2' ) ) ).toBe( 429 );
		// …but the administrator, at another address, signs in.
		expect( await right( from( '127.0.0.3' ) ) ).toBe( 302 );
		expect( await right( t.client() ) ).toBe( 302 );
		expect( warnings ).toContainEqual(
			expect.stringMatching(
				/Sign-in locked for 15 minutes after 3 failed attempts for "admin" from 127\.0\.0\.2\./
			)
		);
	} );

	it( 'one address trying many user names is held back after five times the limit', async () => {
		const attacker = from( '127.0.0.4' );
		for ( let i = 0; i < LIMIT * 5; i++ ) {
			expect( await wrong( attacker, `name${ i }` ) ).toBe( 200 );
		}
		expect( await wrong( attacker, 'another-name' ) ).toBe( 429 );
		expect( warnings ).toContainEqual(
			expect.stringContaining( 'from 127.0.0.4 (any user name)' )
		);
	} );

	it( 'a browser that signed in before is not held back by failures others made from its own address', async () => {
		const known = from( '127.0.0.5' );
		expect( await right( known ) ).toBe( 302 );
		expect( known.jar.get( 'wordpress_device' ) ).toMatch(
			/^[0-9a-f]{32}\.[0-9a-f]{32}$/
		);
		// Someone else at the same address (a shared network) hammers the account.
		const neighbour = from( '127.0.0.5' );
		for ( let i = 0; i < LIMIT; i++ ) {
			await wrong( neighbour );
		}
		expect( await right( from( '127.0.0.5' ) ) ).toBe( 429 );
		expect( await right( known ) ).toBe( 302 );
		// A forged device cookie is just an unknown device.
		const forger = from( '127.0.0.5' );
		forger.jar.set(
			'wordpress_device',
			`${ 'a'.repeat( 32 ) }.${ 'b'.repeat( 32 ) }`
		);
		expect( await right( forger ) ).toBe( 429 );
	} );

	it( 'a distributed attack locks unknown devices out of that account, never the usual browser', async () => {
		const editor = ( client: SiteClient ) =>
			statusOf(
				client.postLogin( { log: 'editor', pwd: EDITOR_PASSWORD } )
			);
		// The editor's usual browser signed in before the attack.
		const usual = from( '127.0.2.1' );
		expect( await editor( usual ) ).toBe( 302 );
		for ( let i = 0; i < LIMIT * 10; i++ ) {
			await wrong( from( `127.0.1.${ i + 1 }` ), 'editor' );
		}
		expect( warnings ).toContainEqual(
			expect.stringContaining(
				'for "editor" from unknown devices anywhere'
			)
		);
		// A browser the account has never used waits, from any address…
		expect( await editor( from( '127.0.0.7' ) ) ).toBe( 429 );
		// …the usual one gets in.
		expect( await editor( usual ) ).toBe( 302 );
		// A known device has a few guesses of its own, then waits too.
		for ( let i = 0; i < LIMIT; i++ ) {
			await wrong( usual, 'editor' );
		}
		expect( await editor( usual ) ).toBe( 429 );
	} );
} );
