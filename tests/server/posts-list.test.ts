/**
 * wp/v2/posts: lists (filters, paging headers, draft visibility), trash and delete.
 */
import { startTestSite, type TestSite } from './support/test-site';
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';

const site = testSiteForThisFile( [ 'editor' ] );

const create = ( body: Record< string, unknown >, client = site.editor ) =>
	client.rest( '/wp/v2/posts', { method: 'POST', body } );

describe( 'list', () => {
	let lister: TestSite;
	let client: SiteClient;

	beforeAll( async () => {
		lister = await startTestSite();
		client = await lister.editor();
		for ( let i = 1; i <= 5; i++ ) {
			await client.rest( '/wp/v2/posts', {
				method: 'POST',
				body: {
					title: `Published ${ i }`,
					status: 'publish',
					content: i === 3 ? 'needle here' : 'hay',
				},
			} );
		}
		await client.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Hidden draft' },
		} );
	} );

	afterAll( () => lister.close() );

	it( 'pages with per_page and page, with X-WP-Total and X-WP-TotalPages', async () => {
		// 5 published + the seeded sample post.
		const first = await lister.client().rest( '/wp/v2/posts?per_page=4' );
		expect( first.headers.get( 'x-wp-total' ) ).toBe( '6' );
		expect( first.headers.get( 'x-wp-totalpages' ) ).toBe( '2' );
		expect( first.body ).toHaveLength( 4 );
		const second = await lister
			.client()
			.rest( '/wp/v2/posts?per_page=4&page=2' );
		expect( second.body ).toHaveLength( 2 );
		const beyond = await lister
			.client()
			.rest( '/wp/v2/posts?per_page=4&page=3' );
		expect( beyond.status ).toBe( 400 );
		expect( beyond.body.code ).toBe( 'rest_post_invalid_page_number' );
	} );

	it( 'shows drafts only to users who can edit them', async () => {
		const anonymous = await lister
			.client()
			.rest( '/wp/v2/posts?status=draft' );
		expect( anonymous.status ).toBe( 401 );
		expect( anonymous.body ).toEqual( {
			code: 'rest_forbidden_status',
			message: 'Status is forbidden.',
			data: { status: 401 },
		} );
		const drafts = await client.rest( '/wp/v2/posts?status=draft' );
		expect(
			drafts.body.map(
				( p: { title: { rendered: string } } ) => p.title.rendered
			)
		).toEqual( [ 'Hidden draft' ] );
		const any = await client.rest( '/wp/v2/posts?status=any&per_page=100' );
		expect( any.headers.get( 'x-wp-total' ) ).toBe( '7' );
		const subscriber = await lister.addUser( 'subscriber' );
		expect(
			( await subscriber.client.rest( '/wp/v2/posts?status=draft' ) )
				.status
		).toBe( 403 );
	} );

	it( 'searches titles and content', async () => {
		const response = await lister
			.client()
			.rest( '/wp/v2/posts?search=NEEDLE' );
		expect(
			response.body.map(
				( p: { title: { rendered: string } } ) => p.title.rendered
			)
		).toEqual( [ 'Published 3' ] );
	} );

	it( 'validates list arguments with messages naming them', async () => {
		const perPage = await lister.client().rest( '/wp/v2/posts?per_page=0' );
		expect( perPage.body.data.params.per_page ).toBe(
			'per_page must be between 1 (inclusive) and 100 (inclusive)'
		);
		const status = await lister
			.client()
			.rest( '/wp/v2/posts?status=bogus' );
		expect( status.body.data.params.status ).toBe(
			'status[0] is not one of publish, draft, pending, private, trash, any.'
		);
		const order = await lister.client().rest( '/wp/v2/posts?order=up' );
		expect( order.body.data.params.order ).toBe(
			'order is not one of asc, desc.'
		);
		const context = await lister
			.client()
			.rest( '/wp/v2/posts?context=full' );
		expect( context.body.data.params.context ).toBe(
			'context is not one of view, embed, edit.'
		);
	} );
} );

describe( 'delete', () => {
	it( 'trashes first (freeing the slug), answers 410 when trashed again, deletes with force=true', async () => {
		const { body: post } = await create( {
			title: 'Disposable',
			status: 'publish',
		} );
		const trashed = await site.editor.rest( `/wp/v2/posts/${ post.id }`, {
			method: 'DELETE',
		} );
		expect( trashed.status ).toBe( 200 );
		expect( trashed.body.status ).toBe( 'trash' );
		expect( ( await create( { title: 'Disposable' } ) ).body.slug ).toBe(
			'disposable'
		);
		const again = await site.editor.rest( `/wp/v2/posts/${ post.id }`, {
			method: 'DELETE',
		} );
		expect( again.status ).toBe( 410 );
		expect( again.body.code ).toBe( 'rest_already_trashed' );
		const forced = await site.editor.rest(
			`/wp/v2/posts/${ post.id }?force=true`,
			{ method: 'DELETE' }
		);
		expect( forced.body ).toMatchObject( {
			deleted: true,
			previous: { id: post.id, status: 'trash' },
		} );
		expect(
			( await site.editor.rest( `/wp/v2/posts/${ post.id }` ) ).status
		).toBe( 404 );
	} );

	it( 'rejects force=maybe naming the field', async () => {
		const { body: post } = await create( { title: 'Kept' } );
		const response = await site.editor.rest(
			`/wp/v2/posts/${ post.id }?force=maybe`,
			{ method: 'DELETE' }
		);
		expect( response.status ).toBe( 400 );
		expect( response.body.data.params.force ).toBe(
			'force is not of type boolean.'
		);
	} );
} );
