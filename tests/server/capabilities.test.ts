/**
 * Roles and capabilities as WordPress maps them: who may create, publish, edit and delete
 * which posts, and 401 (signed out) versus 403 (signed in without the right).
 */
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';

let t: TestSite;
let editor: SiteClient;
let author: { client: SiteClient; user: { id: number } };
let otherAuthor: { client: SiteClient; user: { id: number } };
let contributor: { client: SiteClient; user: { id: number } };
let subscriber: { client: SiteClient };

beforeAll( async () => {
	t = await startTestSite();
	editor = await t.editor();
	author = await t.addUser( 'author' );
	otherAuthor = await t.addUser( 'author' );
	contributor = await t.addUser( 'contributor' );
	subscriber = await t.addUser( 'subscriber' );
} );

afterAll( () => t.close() );

const post = ( client: SiteClient, body: Record< string, unknown > ) =>
	client.rest( '/wp/v2/posts', { method: 'POST', body } );

it( 'subscribers cannot create posts (403), visitors get 401', async () => {
	const denied = await post( subscriber.client, { title: 'No' } );
	expect( denied.status ).toBe( 403 );
	expect( denied.body ).toEqual( {
		code: 'rest_cannot_create',
		message: 'Sorry, you are not allowed to create posts as this user.',
		data: { status: 403 },
	} );
	expect( ( await post( t.client(), { title: 'No' } ) ).status ).toBe( 401 );
} );

it( 'contributors write drafts and pending posts but cannot publish', async () => {
	expect(
		(
			await post( contributor.client, {
				title: 'Pending',
				status: 'pending',
			} )
		).status
	).toBe( 201 );
	const publish = await post( contributor.client, {
		title: 'Published?',
		status: 'publish',
	} );
	expect( publish.status ).toBe( 403 );
	expect( publish.body.code ).toBe( 'rest_cannot_publish' );
	expect( publish.body.message ).toBe(
		'Sorry, you are not allowed to publish posts in this post type.'
	);
} );

it( 'authors publish and edit their own posts but not others’', async () => {
	const own = await post( author.client, {
		title: 'Mine',
		status: 'publish',
	} );
	expect( own.status ).toBe( 201 );
	const edit = await author.client.rest( `/wp/v2/posts/${ own.body.id }`, {
		method: 'POST',
		body: { title: 'Still mine' },
	} );
	expect( edit.status ).toBe( 200 );

	const theirs = await post( otherAuthor.client, {
		title: 'Theirs',
		status: 'publish',
	} );
	const attempt = await author.client.rest(
		`/wp/v2/posts/${ theirs.body.id }`,
		{ method: 'POST', body: { title: 'Hijacked' } }
	);
	expect( attempt.status ).toBe( 403 );
	expect( attempt.body.code ).toBe( 'rest_cannot_edit' );
	const remove = await author.client.rest(
		`/wp/v2/posts/${ theirs.body.id }`,
		{ method: 'DELETE' }
	);
	expect( remove.status ).toBe( 403 );
	expect( remove.body.code ).toBe( 'rest_cannot_delete' );
	expect(
		( await t.client().rest( `/wp/v2/posts/${ theirs.body.id }` ) ).body
			.title.rendered
	).toBe( 'Theirs' );
} );

it( 'authors cannot read others’ drafts or assign posts to someone else', async () => {
	const draft = await post( otherAuthor.client, { title: 'Their draft' } );
	expect(
		( await author.client.rest( `/wp/v2/posts/${ draft.body.id }` ) ).status
	).toBe( 403 );
	const list = await author.client.rest( '/wp/v2/posts?status=draft' );
	expect( list.body.map( ( p: { id: number } ) => p.id ) ).not.toContain(
		draft.body.id
	);
	const assign = await post( author.client, {
		title: 'For them',
		author: otherAuthor.user.id,
	} );
	expect( assign.status ).toBe( 403 );
	expect( assign.body.code ).toBe( 'rest_cannot_edit_others' );
} );

it( 'editors edit, publish and delete everyone’s posts, and may assign authors', async () => {
	const draft = await post( contributor.client, {
		title: 'Needs review',
		status: 'pending',
	} );
	const published = await editor.rest( `/wp/v2/posts/${ draft.body.id }`, {
		method: 'POST',
		body: { status: 'publish' },
	} );
	expect( published.body.status ).toBe( 'publish' );
	expect( published.body.author ).toBe( contributor.user.id );
	const assigned = await post( editor, {
		title: 'Ghost-written',
		author: author.user.id,
	} );
	expect( assigned.body.author ).toBe( author.user.id );
	const missing = await post( editor, { title: 'Nobody', author: 9999 } );
	expect( missing.status ).toBe( 400 );
	expect( missing.body.code ).toBe( 'rest_invalid_author' );
	expect(
		(
			await editor.rest( `/wp/v2/posts/${ draft.body.id }?force=true`, {
				method: 'DELETE',
			} )
		).status
	).toBe( 200 );
} );

it( 'authors delete their own published posts (delete_published_posts)', async () => {
	const own = await post( author.client, {
		title: 'Kept rights',
		status: 'publish',
	} );
	expect(
		(
			await author.client.rest(
				`/wp/v2/posts/${ own.body.id }?force=true`,
				{ method: 'DELETE' }
			)
		).status
	).toBe( 200 );
} );

it( 'the Allow header tells core-data what the user may do', async () => {
	const mine = await post( author.client, {
		title: 'Allow me',
		status: 'publish',
	} );
	const asAuthor = await author.client.fetch(
		`/wp-json/wp/v2/posts/${ mine.body.id }`,
		{
			method: 'OPTIONS',
			headers: { 'X-WP-Nonce': author.client.nonce! },
		}
	);
	expect( asAuthor.headers.get( 'allow' ) ).toBe(
		'GET, POST, PUT, PATCH, DELETE'
	);
	const asOther = await otherAuthor.client.rest(
		`/wp/v2/posts/${ mine.body.id }`
	);
	expect( asOther.headers.get( 'allow' ) ).toBe( 'GET' );
	const collection = await subscriber.client.rest( '/wp/v2/posts' );
	expect( collection.headers.get( 'allow' ) ).toBe( 'GET' );
} );

it( 'settings need manage_options; the business-hours week needs edit_posts', async () => {
	const settings = await editor.rest( '/wp/v2/settings' );
	expect( settings.status ).toBe( 403 );
	expect( settings.body ).toEqual( {
		code: 'rest_forbidden',
		message: 'Sorry, you are not allowed to do that.',
		data: { status: 403 },
	} );
	expect( ( await t.client().rest( '/wp/v2/settings' ) ).status ).toBe( 401 );
	expect(
		(
			await contributor.client.rest(
				'/wpcom/v2/business-hours/localized-week'
			)
		).status
	).toBe( 200 );
	expect(
		(
			await subscriber.client.rest(
				'/wpcom/v2/business-hours/localized-week'
			)
		).status
	).toBe( 403 );
	expect(
		( await t.client().rest( '/wpcom/v2/business-hours/localized-week' ) )
			.status
	).toBe( 401 );
} );

it( 'subscribers cannot upload media', async () => {
	const response = await subscriber.client.rest( '/wp/v2/media', {
		method: 'POST',
		body: Buffer.from( 'x' ),
		headers: {
			'Content-Type': 'image/png',
			'Content-Disposition': 'attachment; filename="a.png"',
		},
	} );
	expect( response.status ).toBe( 403 );
	expect( response.body.message ).toBe(
		'Sorry, you are not allowed to upload media on this site.'
	);
} );

it( 'filters scripts and event handlers out of authors’ content, keeping blocks intact; editors keep theirs', async () => {
	const content =
		'<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center" onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>\n<!-- /wp:paragraph -->\n\n' +
		'<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>inner</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
	const byAuthor = await post( author.client, {
		title: 'Nice <img src=x onerror=alert(1)>title',
		content,
		status: 'publish',
	} );
	expect( byAuthor.body.content.raw ).toBe(
		'<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hi <a>link</a></p>\n<!-- /wp:paragraph -->\n\n' +
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>inner</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
	);
	expect( byAuthor.body.title.raw ).toBe( 'Nice title' );
	const page = await (
		await t.client().fetch( `/${ byAuthor.body.slug }/` )
	).text();
	expect( page ).not.toMatch( /alert\(1\)|onclick|onerror/ );

	const byEditor = await post( editor, {
		title: 'Trusted',
		content: '<p>ok</p><script>window.trusted = 1</script>',
	} );
	expect( byEditor.body.content.raw ).toBe(
		'<p>ok</p><script>window.trusted = 1</script>'
	);
} );
