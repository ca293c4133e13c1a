/**
 * Server-rendered pages: published posts for visitors, drafts for editors only, 404s, the admin
 * post list and the block editor shell with its boot settings.
 */
import type { EditorBootSettings } from '../../shared/editor-settings';
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ] );

const create = async (
	body: Record< string, unknown >,
	client = site.editor
) => ( await client.rest( '/wp/v2/posts', { method: 'POST', body } ) ).body;

function bootSettings( page: string ): EditorBootSettings {
	const json =
		/<script nonce="[^"]+">window\.blockSuiteSettings = (.*?);<\/script>/.exec(
			page
		)![ 1 ];
	return JSON.parse( json );
}

describe( 'published posts', () => {
	it( 'shows a published post at /<slug>/ and /?p=ID with landmarks, escaped title and its content', async () => {
		const post = await create( {
			title: 'Fish & <Chips>',
			content:
				'<!-- wp:paragraph --><p>Served <strong>hot</strong></p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		for ( const path of [ `/${ post.slug }/`, `/?p=${ post.id }` ] ) {
			const response = await site.testSite.client().fetch( path );
			const page = await response.text();
			expect( response.status ).toBe( 200 );
			expect( response.headers.get( 'content-type' ) ).toBe(
				'text/html; charset=UTF-8'
			);
			expect( page ).toContain(
				'<title>Fish &amp; &lt;Chips&gt; – Block Suite</title>'
			);
			expect( page ).toContain(
				'<h1 class="entry-title">Fish &amp; &lt;Chips&gt;</h1>'
			);
			expect( page ).toContain( '<p>Served <strong>hot</strong></p>' );
			expect( page ).toMatch(
				/<header class="site-header" role="banner">/
			);
			expect( page ).toMatch( /<main id="main">/ );
			expect( page ).toMatch(
				/<footer class="site-footer" role="contentinfo">/
			);
		}
	} );

	it( 'redirects /<slug> to /<slug>/', async () => {
		const post = await create( { title: 'Trailing', status: 'publish' } );
		const response = await site.testSite
			.client()
			.fetch( `/${ post.slug }` );
		expect( response.status ).toBe( 301 );
		expect( response.headers.get( 'location' ) ).toBe( `/${ post.slug }/` );
	} );

	it( 'shows drafts only to signed-in users who can edit them', async () => {
		const draft = await create( {
			title: 'Work in progress',
			content: '<p>secret</p>',
		} );
		const anonymous = await site.testSite
			.client()
			.fetch( `/?p=${ draft.id }` );
		expect( anonymous.status ).toBe( 404 );
		expect( await anonymous.text() ).not.toContain( 'secret' );
		expect(
			( await site.testSite.client().fetch( `/${ draft.slug }/` ) ).status
		).toBe( 404 );
		const asEditor = await site.editor.fetch( `/?p=${ draft.id }` );
		expect( asEditor.status ).toBe( 200 );
		expect( await asEditor.text() ).toContain(
			'This post is not published (status: draft).'
		);
		const subscriber = await site.testSite.addUser( 'subscriber' );
		expect(
			( await subscriber.client.fetch( `/?p=${ draft.id }` ) ).status
		).toBe( 404 );
	} );

	it( 'answers unknown slugs and ids with a 404 page', async () => {
		const missing = await site.testSite.client().fetch( '/no-such-post/' );
		expect( missing.status ).toBe( 404 );
		expect( await missing.text() ).toContain( '<h1>Page not found</h1>' );
		expect(
			( await site.testSite.client().fetch( '/?p=424242' ) ).status
		).toBe( 404 );
		expect(
			( await site.testSite.client().fetch( '/?p=abc' ) ).status
		).toBe( 404 );
	} );

	it( 'lists the latest published posts on the home page, not drafts', async () => {
		await create( { title: 'Home draft' } );
		const page = await ( await site.testSite.client().fetch( '/' ) ).text();
		expect( page ).toContain( 'Hello from the block suite' );
		expect( page ).not.toContain( 'Home draft' );
	} );

	it( 'answers /favicon.ico with 204 and keeps /build/ inside the build folder', async () => {
		expect(
			( await site.testSite.client().fetch( '/favicon.ico' ) ).status
		).toBe( 204 );
		site.testSite.writeBuildFile( 'app/editor.js', 'console.log(1)' );
		expect(
			( await site.testSite.client().fetch( '/build/app/editor.js' ) )
				.status
		).toBe( 200 );
		expect(
			(
				await site.testSite
					.client()
					.fetch( '/build/..%2F..%2Fpackage.json' )
			).status
		).toBe( 404 );
		expect(
			( await site.testSite.client().fetch( '/build/app/missing.js' ) )
				.status
		).toBe( 404 );
	} );
} );

describe( 'admin post list', () => {
	it( 'lists posts with title, author, status and date, with edit and view links and Add New', async () => {
		const post = await create( { title: 'Listed draft' } );
		const response = await site.editor.fetch( '/wp-admin/edit.php' );
		const page = await response.text();
		expect( response.status ).toBe( 200 );
		expect( page ).toContain(
			`<a href="/wp-admin/post.php?post=${ post.id }&amp;action=edit">Listed draft</a> — Draft`
		);
		expect( page ).toContain(
			'<a class="button" href="/wp-admin/post-new.php">Add New</a>'
		);
		expect( page ).toMatch(
			new RegExp(
				`<tr id="post-${ post.id }">[\\s\\S]*?<td>Editor</td>\\s*<td>Draft</td>\\s*<td>Last Modified<br>\\d{4}/\\d{2}/\\d{2} at \\d{1,2}:\\d{2} [ap]m</td>`
			)
		);
		expect( page ).toContain(
			`href="${ site.testSite.url }/?p=${ post.id }">Preview</a>`
		);
		expect( ( await site.editor.fetch( '/wp-admin/' ) ).status ).toBe(
			200
		);
	} );

	it( 'is closed to subscribers (403)', async () => {
		const subscriber = await site.testSite.addUser( 'subscriber' );
		const response = await subscriber.client.fetch( '/wp-admin/' );
		expect( response.status ).toBe( 403 );
		expect( await response.text() ).toContain(
			'Sorry, you are not allowed to access this page.'
		);
	} );

	it( 'shows authors others’ posts without an edit link', async () => {
		const published = await create( {
			title: 'Editor published',
			status: 'publish',
		} );
		const author = await site.testSite.addUser( 'author' );
		const page = await (
			await author.client.fetch( '/wp-admin/edit.php' )
		).text();
		expect( page ).toContain( 'Editor published' );
		expect( page ).not.toContain(
			`post.php?post=${ published.id }&amp;action=edit`
		);
	} );
} );

describe( 'block editor shell', () => {
	it( 'serves post-new.php with #editor, the boot settings, the stylesheet and the module script', async () => {
		const response = await site.editor.fetch( '/wp-admin/post-new.php' );
		const page = await response.text();
		expect( response.status ).toBe( 200 );
		expect( page ).toContain( '<div id="editor"></div>' );
		expect( page ).toContain(
			'<link rel="stylesheet" href="/build/app/editor.css">'
		);
		expect( page ).toContain(
			'<script type="module" src="/build/app/editor.js"></script>'
		);
		expect( page.indexOf( 'window.blockSuiteSettings' ) ).toBeLessThan(
			page.indexOf( '/build/app/editor.js' )
		);
		const settings = bootSettings( page );
		expect( settings ).toMatchObject( {
			restRoot: '/wp-json/',
			postId: null,
			postType: 'post',
			siteUrl: site.testSite.url,
			adminUrl: `${ site.testSite.url }/wp-admin/`,
			locale: 'en_US',
			currentUser: {
				id: 2,
				name: 'Editor',
				email: 'editor@example.com',
				roles: [ 'editor' ],
			},
		} );
		expect( settings.currentUser.capabilities.edit_others_posts ).toBe(
			true
		);
		expect(
			settings.currentUser.capabilities.manage_options
		).toBeUndefined();
		// The printed nonce works for REST calls of this session.
		expect(
			(
				await site.editor.rest( '/wp/v2/users/me', {
					nonce: settings.nonce,
				} )
			).status
		).toBe( 200 );
	} );

	it( 'serves post.php?post=ID&action=edit with the post id', async () => {
		const post = await create( { title: 'Editable' } );
		const page = await (
			await site.editor.fetch(
				`/wp-admin/post.php?post=${ post.id }&action=edit`
			)
		).text();
		expect( bootSettings( page ).postId ).toBe( post.id );
	} );

	it( "gives the editor page the site's formats and type, and nothing blocks read from the stores", async () => {
		const admin = await site.testSite.admin();
		const post = await create( { title: 'By the administrator' }, admin );
		const settings = bootSettings(
			await (
				await site.editor.fetch(
					`/wp-admin/post.php?post=${ post.id }&action=edit`
				)
			).text()
		);
		expect( settings ).toMatchObject( {
			dateSettings: {
				dateFormat: 'F j, Y',
				timeFormat: 'g:i a',
				startOfWeek: 1,
			},
			siteType: 'self-hosted',
		} );
		// The site title and the post author's email come from core-data, as in WordPress.
		expect( settings ).not.toHaveProperty( 'siteTitle' );
		expect( settings ).not.toHaveProperty( 'postAuthorEmail' );
	} );

	it( 'escapes the boot settings so no value can close the script tag', async () => {
		const admin = await site.testSite.admin();
		await site.testSite.site.db
			.updateTable( 'users' )
			.set( { display_name: '</script><script>alert(1)</script>' } )
			.where( 'login', '=', 'admin' )
			.execute();
		const page = await (
			await admin.fetch( '/wp-admin/post-new.php' )
		).text();
		expect( page ).not.toContain( '</script><script>alert(1)' );
		expect( bootSettings( page ).currentUser.name ).toBe(
			'</script><script>alert(1)</script>'
		);
	} );

	it( 'answers 404 for a missing post, 403 without edit rights, and sends visitors to sign in', async () => {
		expect(
			(
				await site.editor.fetch(
					'/wp-admin/post.php?post=999999&action=edit'
				)
			).status
		).toBe( 404 );
		const post = await create( { title: 'Not yours' } );
		const author = await site.testSite.addUser( 'author' );
		const denied = await author.client.fetch(
			`/wp-admin/post.php?post=${ post.id }&action=edit`
		);
		expect( denied.status ).toBe( 403 );
		const subscriber = await site.testSite.addUser( 'subscriber' );
		expect(
			( await subscriber.client.fetch( '/wp-admin/post-new.php' ) ).status
		).toBe( 403 );
		const visitor = await site.testSite
			.client()
			.fetch( `/wp-admin/post.php?post=${ post.id }&action=edit` );
		expect( visitor.status ).toBe( 302 );
		expect( visitor.headers.get( 'location' ) ).toContain(
			'/wp-login.php?redirect_to='
		);
	} );
} );

describe( 'REST shapes core-data asks for at editor start', () => {
	it( 'lists post types with viewable, rest_base and supports', async () => {
		const response = await site.editor.rest( '/wp/v2/types?context=view' );
		expect( response.status ).toBe( 200 );
		expect( Object.keys( response.body ) ).toEqual( [
			'post',
			'page',
			'jetpack_form',
			'attachment',
		] );
		// Synced forms are editable content, not pages of the site.
		expect( response.body.jetpack_form ).toMatchObject( {
			rest_base: 'jetpack-forms',
			viewable: false,
		} );
		expect( response.body.post ).toMatchObject( {
			slug: 'post',
			rest_base: 'posts',
			rest_namespace: 'wp/v2',
			viewable: true,
			supports: { title: true, editor: true },
		} );
		expect( response.body.attachment.rest_base ).toBe( 'media' );
		const single = await site.editor.rest(
			'/wp/v2/types/post?context=edit'
		);
		expect( single.body.capabilities.edit_posts ).toBe( 'edit_posts' );
		expect(
			( await site.editor.rest( '/wp/v2/types/nope' ) ).body.code
		).toBe( 'rest_type_invalid' );
	} );
} );
