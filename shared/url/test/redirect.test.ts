import { HOSTILE_REDIRECTS } from '../../../tests/security/hostile-redirects';
import { safeRedirect, sameOriginPath } from '../redirect';

const ORIGIN = 'https://site.example';

/** Also refused on this origin: other schemes, credentials, an empty target. */
const ORIGIN_SPECIFIC = [
	'http://site.example/',
	'https://user:pass@site.example/wp-admin/',
	'https://site.example/..//evil.example/',
	'',
];

describe( 'sameOriginPath', () => {
	it.each( [
		[ '/wp-admin/', '/wp-admin/' ],
		[
			'/wp-admin/post.php?post=1&action=edit',
			'/wp-admin/post.php?post=1&action=edit',
		],
		[ '/?p=1#comments', '/?p=1#comments' ],
		[ 'https://site.example/wp-admin/edit.php', '/wp-admin/edit.php' ],
		[ 'https://SITE.example:443/x', '/x' ],
		[ '/a/../b/./c', '/b/c' ],
		[ '/caf\u00e9/', '/caf%C3%A9/' ],
		[ '/%2F%2Fevil.example', '/%2F%2Fevil.example' ],
		[ '/%09/evil.example', '/%09/evil.example' ],
	] )( 'keeps %j as %j', ( target, path ) => {
		expect( sameOriginPath( target, ORIGIN ) ).toBe( path );
	} );

	it.each( [ ...HOSTILE_REDIRECTS, ...ORIGIN_SPECIFIC ] )(
		'refuses %j',
		( target ) => {
			expect( sameOriginPath( target, ORIGIN ) ).toBeNull();
		}
	);

	it( 'refuses what is not a string, and never throws on a bad origin', () => {
		for ( const value of [ undefined, null, 1, [ '/x' ], { a: 1 } ] ) {
			expect( sameOriginPath( value, ORIGIN ) ).toBeNull();
		}
		expect( sameOriginPath( '/x', 'not a url' ) ).toBeNull();
	} );
} );

describe( 'safeRedirect', () => {
	it( 'answers the path or the fallback', () => {
		expect( safeRedirect( '/x', ORIGIN, '/wp-admin/' ) ).toBe( '/x' );
		expect(
			safeRedirect( '/\t/evil.example/', ORIGIN, '/wp-admin/' )
		).toBe( '/wp-admin/' );
	} );
} );
