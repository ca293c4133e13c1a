/**
 * Redirects taken from the request (`redirect_to` of sign-in and sign-out) stay on the site
 * whatever is sent — control characters, Unicode spaces, backslashes, other origins — and never
 * answer 500. Also: request targets that are not plain paths (`//`, `//host/x`).
 */
import { HOSTILE_REDIRECTS } from '../security/hostile-redirects';
import {
	EDITOR_PASSWORD,
	startTestSite,
	type TestSite,
} from './support/test-site';

let t: TestSite;

beforeAll( async () => {
	t = await startTestSite( { loginAttemptLimit: 1000 } );
} );

afterAll( () => t.close() );

/** Raw query values as attackers send them (some are not valid UTF-8 once decoded). */
const RAW = [
	'%2F%09%2Fevil.example%2F',
	'%00',
	'%0B',
	'%E3%80%80',
	'%2F%E3%80%80%2Fevil.example%2F',
	'%ED%A0%80',
	'%FF',
	'%2F%5Cevil.example',
	'%5C%5Cevil.example',
	'http%3A%2F%2Fevil.example',
];

const ALL = [
	...RAW,
	...HOSTILE_REDIRECTS.map( ( target ) => {
		try {
			return encodeURIComponent( target );
		} catch {
			return '%2F%ED%A0%80%2Fevil.example%2F'; // A lone surrogate.
		}
	} ),
];

/** [ short label for the test name, query value ]. */
const QUERIES = ALL.map( ( query ) => [
	query.length > 60 ? `${ query.slice( 0, 60 ) }…` : query,
	query,
] );

/**
 * The Location must be a path on this site (never `//…`, never a backslash, no whitespace).
 * @param location
 */
function expectOnSite( location: string | null ) {
	expect( location ).toMatch( /^\/(?![/\\])[\x21-\x7e]*$/ );
	expect( new URL( location!, t.url ).origin ).toBe( t.url );
}

describe( 'redirect_to', () => {
	it.each( QUERIES )(
		'sign-out of a visitor with redirect_to=%s lands on the sign-in page',
		async ( _label, query ) => {
			const response = await t
				.client()
				.fetch( `/wp-login.php?action=logout&redirect_to=${ query }` );
			expect( response.status ).toBe( 302 );
			expect( response.headers.get( 'location' ) ).toBe(
				'/wp-login.php?loggedout=true'
			);
		}
	);

	it.each( QUERIES )(
		'sign-in with redirect_to=%s goes to the admin',
		async ( _label, query ) => {
			const client = t.client();
			const form = await client.fetch(
				`/wp-login.php?redirect_to=${ query }`
			);
			expect( form.status ).toBe( 200 );
			expect( await form.text() ).toContain(
				'name="redirect_to" value="/wp-admin/"'
			);
			const response = await client.postLogin(
				`log=editor&pwd=${ encodeURIComponent(
					EDITOR_PASSWORD
				) }&redirect_to=${ query }`
			);
			expect( response.status ).toBe( 302 );
			expect( response.headers.get( 'location' ) ).toBe( '/wp-admin/' );
		}
	);

	it( 'sign-out with the nonce follows a same-site redirect_to and refuses a tab-split one', async () => {
		for ( const [ target, expected ] of [
			[ '/?p=1', '/?p=1' ],
			[ `${ t.url }/wp-admin/edit.php`, '/wp-admin/edit.php' ],
			[ '/\t/evil.example/', '/wp-login.php?loggedout=true' ],
			[ '\u3000', '/wp-login.php?loggedout=true' ],
		] ) {
			const client = await t.editor();
			const admin = await ( await client.fetch( '/wp-admin/' ) ).text();
			const href =
				/href="(\/wp-login\.php\?action=logout&amp;_wpnonce=[0-9a-f]{10})"/
					.exec( admin )![ 1 ]
					.replace( '&amp;', '&' );
			const response = await client.fetch(
				`${ href }&redirect_to=${ encodeURIComponent( target ) }`
			);
			expect( response.status ).toBe( 302 );
			expect( response.headers.get( 'location' ) ).toBe( expected );
			expectOnSite( response.headers.get( 'location' ) );
		}
	} );

	it( 'the confirmation page (no nonce) links only to a same-site redirect_to', async () => {
		const client = await t.editor();
		const page = await (
			await client.fetch(
				'/wp-login.php?action=logout&redirect_to=%2F%09%2Fevil.example%2F'
			)
		).text();
		expect( page ).not.toContain( 'evil.example' );
	} );
} );

describe( 'request targets', () => {
	it.each( [
		'//',
		'///',
		'//evil.example/',
		'//evil.example/wp-login.php',
		'/\\evil.example/',
	] )(
		'%s is a path of this site: 404 or the page, never 500 or another host',
		async ( target ) => {
			// fetch() would normalise the path: send the raw target over a socket.
			const response = await rawGet( t.url, target );
			expect( response.status ).toBeLessThan( 500 );
			if ( response.location ) {
				expectOnSite( response.location );
			}
		}
	);
} );

async function rawGet(
	base: string,
	target: string
): Promise< { status: number; location: string | null } > {
	const { request } = await import( 'node:http' );
	const url = new URL( base );
	return new Promise( ( resolve, reject ) => {
		const req = request(
			{
				host: url.hostname,
				port: url.port,
				path: target,
				method: 'GET',
			},
			( res ) => {
				res.resume();
				res.on( 'end', () =>
					resolve( {
						status: res.statusCode ?? 0,
						location: ( res.headers.location as string ) ?? null,
					} )
				);
			}
		);
		req.on( 'error', reject );
		req.end();
	} );
}
