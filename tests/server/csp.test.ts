/**
 * Content-Security-Policy on every HTML page: scripts from this origin or carrying the
 * response's nonce only, no plugins, no <base>, no framing by other sites. Our own inline
 * scripts (the editor's and the admin screen's boot settings) carry the nonce; a script that
 * comes in with post content does not.
 */
import { createHash } from 'node:crypto';
import { testSiteForThisFile } from './support/test-site-for-file';

const CANVAS_HASH = `'sha256-${ createHash( 'sha256' )
	.update( 'document.currentScript.parentElement.remove()' )
	.digest( 'base64' ) }'`;

const site = testSiteForThisFile( [ 'admin' ] );

type Policy = Record< string, string[] >;

function policyOf( response: Response ): Policy {
	const header = response.headers.get( 'content-security-policy' ) ?? '';
	return Object.fromEntries(
		header
			.split( ';' )
			.map( ( part ) => part.trim().split( /\s+/ ) )
			.filter( ( [ name ] ) => name )
			.map( ( [ name, ...values ] ) => [ name, values ] )
	);
}

/** Every inline script element: its nonce attribute (or null) and its text. */
function inlineScripts( page: string ) {
	return [ ...page.matchAll( /<script\b([^>]*)>([\s\S]*?)<\/script>/g ) ]
		.filter( ( [ , attributes ] ) => ! /\bsrc=/.test( attributes ) )
		.map( ( [ , attributes, text ] ) => ( {
			nonce: /\bnonce="([^"]*)"/.exec( attributes )?.[ 1 ] ?? null,
			text,
		} ) );
}

function expectStrictPolicy( policy: Policy ) {
	expect( policy[ 'script-src' ]?.[ 0 ] ).toBe( "'self'" );
	// 'self', at most one nonce, and on the editor pages the block editor's canvas script.
	expect(
		policy[ 'script-src' ].filter(
			( source ) =>
				! /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test( source ) &&
				source !== CANVAS_HASH
		)
	).toEqual( [ "'self'" ] );
	expect( policy[ 'object-src' ] ).toEqual( [ "'none'" ] );
	expect( policy[ 'base-uri' ] ).toEqual( [ "'self'" ] );
	expect( policy[ 'frame-ancestors' ] ).toEqual( [ "'self'" ] );
}

let postPath = '';

beforeAll( async () => {
	const created = await site.admin.rest( '/wp/v2/posts', {
		method: 'POST',
		body: {
			title: 'With a script',
			status: 'publish',
			content:
				'<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph --><script>window.fromContent = 1</script>',
		},
	} );
	postPath = `/${ created.body.slug }/`;
} );

describe( 'the Content-Security-Policy', () => {
	it.each( [
		[ 'sign-in form', '/wp-login.php', false ],
		[ 'post list', '/wp-admin/', true ],
		[ 'new post editor', '/wp-admin/post-new.php', true ],
		[ 'post editor', '/wp-admin/post.php?post=1&action=edit', true ],
		[ 'admin screen', '/wp-admin/admin.php?page=jetpack', true ],
		[ 'feedback screen', '/wp-admin/edit.php?post_type=feedback', true ],
		[ 'home page', '/', false ],
		[ 'published post', '/?p=1', false ],
		[ 'not found page', '/no-such-page/', false ],
		[ 'message page', '/wp-admin/no-such-screen.php', true ],
	] )(
		'is strict on the %s, and every inline script of ours carries its nonce',
		async ( _name, path, signedIn ) => {
			const client = signedIn ? site.admin : site.testSite.client();
			const response = await client.fetch( path );
			const page = await response.text();
			expect( response.headers.get( 'content-type' ) ).toMatch(
				/^text\/html/
			);
			const policy = policyOf( response );
			expectStrictPolicy( policy );
			const nonce = /^'nonce-(.+)'$/.exec(
				policy[ 'script-src' ][ 1 ] ?? ''
			)?.[ 1 ];
			for ( const script of inlineScripts( page ) ) {
				expect( script.nonce ).toBe( nonce );
			}
		}
	);

	it( 'gives every response its own nonce', async () => {
		const nonces = new Set();
		for ( let i = 0; i < 3; i++ ) {
			const response = await site.admin.fetch( '/wp-admin/post-new.php' );
			await response.arrayBuffer();
			nonces.add( policyOf( response )[ 'script-src' ][ 1 ] );
		}
		expect( nonces.size ).toBe( 3 );
	} );

	it( 'leaves a script that came with post content without the nonce, so browsers refuse it', async () => {
		const response = await site.testSite.client().fetch( postPath );
		const page = await response.text();
		expectStrictPolicy( policyOf( response ) );
		const scripts = inlineScripts( page );
		expect( scripts ).toContainEqual( {
			nonce: null,
			text: 'window.fromContent = 1',
		} );
		expect( policyOf( response )[ 'script-src' ] ).toEqual( [ "'self'" ] );
	} );
} );
