/**
 * wp/v2/posts and wp/v2/pages: create, read (view and edit contexts), update by
 * POST/PUT/PATCH, slugs. Lists and deletion are in posts-list.test.ts.
 */
import { testSiteForThisFile } from './support/test-site-for-file';

const site = testSiteForThisFile( [ 'editor' ] );

const create = ( body: Record< string, unknown >, client = site.editor ) =>
	client.rest( '/wp/v2/posts', { method: 'POST', body } );

describe( 'create and read', () => {
	it( 'creates a draft by default and answers 201 with the edit context and a Location', async () => {
		const response = await create( {
			title: 'First <em>draft</em>',
			content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
		} );
		expect( response.status ).toBe( 201 );
		expect( response.headers.get( 'location' ) ).toBe(
			`${ site.testSite.url }/wp-json/wp/v2/posts/${ response.body.id }`
		);
		expect( response.body ).toMatchObject( {
			status: 'draft',
			type: 'post',
			slug: 'first-draft',
			author: 2,
			title: { raw: 'First <em>draft</em>' },
			content: {
				raw: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
				rendered: '<p>Hello</p>',
			},
			link: `${ site.testSite.url }/?p=${ response.body.id }`,
		} );
		expect( response.body.date ).toMatch(
			/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/
		);
	} );

	it( 'accepts title and content as { raw } objects, as the block editor sends them', async () => {
		const response = await create( {
			title: { raw: 'Raw title' },
			content: { raw: '<p>raw</p>' },
			status: 'publish',
		} );
		expect( response.body ).toMatchObject( {
			title: { raw: 'Raw title' },
			content: { raw: '<p>raw</p>' },
			status: 'publish',
		} );
		expect( response.body.link ).toBe(
			`${ site.testSite.url }/raw-title/`
		);
	} );

	it( 'gives raw fields only with context=edit; view gives rendered HTML', async () => {
		const { body: post } = await create( {
			title: 'Contexts',
			content: 'Para one\n\nPara two',
			excerpt: 'Short',
			status: 'publish',
		} );
		const view = await site.testSite
			.client()
			.rest( `/wp/v2/posts/${ post.id }` );
		expect( view.status ).toBe( 200 );
		expect( view.body.title ).toEqual( { rendered: 'Contexts' } );
		expect( view.body.content.raw ).toBeUndefined();
		expect( view.body.content.rendered ).toBe(
			'<p>Para one</p>\n<p>Para two</p>'
		);
		expect( view.body.excerpt ).toEqual( {
			rendered: '<p>Short</p>\n',
			protected: false,
		} );
		const edit = await site.editor.rest(
			`/wp/v2/posts/${ post.id }?context=edit`
		);
		expect( edit.body ).toMatchObject( {
			title: { raw: 'Contexts' },
			content: { raw: 'Para one\n\nPara two' },
			excerpt: { raw: 'Short' },
		} );
		const anonymousEdit = await site.testSite
			.client()
			.rest( `/wp/v2/posts/${ post.id }?context=edit` );
		expect( anonymousEdit.status ).toBe( 401 );
		expect( anonymousEdit.body.code ).toBe( 'rest_forbidden_context' );
	} );

	it( 'answers an unknown id with 404 rest_post_invalid_id', async () => {
		const response = await site.editor.rest( '/wp/v2/posts/99999' );
		expect( response.status ).toBe( 404 );
		expect( response.body ).toEqual( {
			code: 'rest_post_invalid_id',
			message: 'Invalid post ID.',
			data: { status: 404 },
		} );
	} );

	it( 'hides drafts from visitors (401) but shows them to editors', async () => {
		const { body: draft } = await create( { title: 'Secret draft' } );
		expect(
			(
				await site.testSite
					.client()
					.rest( `/wp/v2/posts/${ draft.id }` )
			).status
		).toBe( 401 );
		expect(
			( await site.editor.rest( `/wp/v2/posts/${ draft.id }` ) ).status
		).toBe( 200 );
	} );

	it( 'filters responses with _fields', async () => {
		const { body: post } = await create( {
			title: 'Fields',
			status: 'publish',
		} );
		const response = await site.testSite
			.client()
			.rest( `/wp/v2/posts/${ post.id }?_fields=id,title.rendered` );
		expect( response.body ).toEqual( {
			id: post.id,
			title: { rendered: 'Fields' },
		} );
	} );
} );

describe( 'slugs', () => {
	it( 'makes slugs from titles, unique within posts', async () => {
		const first = await create( { title: 'Café au lait!' } );
		const second = await create( { title: 'Café au lait' } );
		const third = await create( {
			title: 'Something',
			slug: 'cafe-au-lait',
		} );
		expect( first.body.slug ).toBe( 'cafe-au-lait' );
		expect( second.body.slug ).toBe( 'cafe-au-lait-2' );
		expect( third.body.slug ).toBe( 'cafe-au-lait-3' );
	} );

	it( 'keeps a post its own slug when it is saved again, and avoids reserved words', async () => {
		const { body: post } = await create( { title: 'Stable' } );
		const again = await site.editor.rest( `/wp/v2/posts/${ post.id }`, {
			method: 'POST',
			body: { slug: 'stable', content: 'x' },
		} );
		expect( again.body.slug ).toBe( 'stable' );
		const reserved = await create( { title: 'wp-admin' } );
		expect( reserved.body.slug ).toBe( 'wp-admin-2' );
	} );
} );

describe( 'update', () => {
	it.each( [ 'POST', 'PUT', 'PATCH' ] )(
		'updates with %s',
		async ( method ) => {
			const { body: post } = await create( { title: 'Before' } );
			const response = await site.editor.rest(
				`/wp/v2/posts/${ post.id }`,
				{
					method,
					body: { title: `After ${ method }` },
				}
			);
			expect( response.status ).toBe( 200 );
			expect( response.body.title.raw ).toBe( `After ${ method }` );
			expect( response.body.slug ).toBe( post.slug );
			const stored = await site.testSite.site.db
				.selectFrom( 'posts' )
				.select( 'title' )
				.where( 'id', '=', post.id )
				.executeTakeFirstOrThrow();
			expect( stored.title ).toBe( `After ${ method }` );
		}
	);

	it( 'rejects an unknown status naming the field, and leaves the post unchanged', async () => {
		const { body: post } = await create( { title: 'Unchanged' } );
		const response = await site.editor.rest( `/wp/v2/posts/${ post.id }`, {
			method: 'POST',
			body: { title: 'Changed', status: 'archived' },
		} );
		expect( response.status ).toBe( 400 );
		expect( response.body.message ).toBe( 'Invalid parameter(s): status' );
		expect( response.body.data.params.status ).toBe(
			'status is not one of publish, draft, pending, private.'
		);
		expect(
			(
				await site.editor.rest(
					`/wp/v2/posts/${ post.id }?context=edit`
				)
			).body.title.raw
		).toBe( 'Unchanged' );
	} );
} );

describe( 'pages', () => {
	it( 'share the posts behaviour under wp/v2/pages', async () => {
		const response = await site.editor.rest( '/wp/v2/pages', {
			method: 'POST',
			body: { title: 'About', status: 'publish' },
		} );
		expect( response.status ).toBe( 201 );
		expect( response.body ).toMatchObject( {
			type: 'page',
			slug: 'about',
			link: `${ site.testSite.url }/about/`,
		} );
		expect(
			( await site.editor.rest( `/wp/v2/posts/${ response.body.id }` ) )
				.status
		).toBe( 404 );
	} );
} );
