/**
 * wp/v2/users and users/me, and one database shared by two site processes (sessions and
 * nonces are in the database, not in process memory).
 */
import { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

let t: TestSite;

beforeAll( async () => {
	t = await startTestSite();
} );

afterAll( () => t.close() );

it( 'shows visitors only users who have published posts', async () => {
	const response = await t.client().rest( '/wp/v2/users' );
	expect( response.status ).toBe( 200 );
	expect( response.body.map( ( u: { slug: string } ) => u.slug ) ).toEqual( [
		'admin',
	] );
	expect( response.body[ 0 ].email ).toBeUndefined();
	expect( ( await t.client().rest( '/wp/v2/users/2' ) ).status ).toBe( 401 );
	expect( ( await t.client().rest( '/wp/v2/users/999' ) ).body.code ).toBe(
		'rest_user_invalid_id'
	);
} );

it( 'lists authors for the editor’s author picker, and everything with context=edit for administrators', async () => {
	await t.addUser( 'subscriber', 'reader' );
	const editor = await t.editor();
	const authors = await editor.rest( '/wp/v2/users?who=authors' );
	expect(
		authors.body.map( ( u: { slug: string } ) => u.slug ).sort()
	).toEqual( [ 'admin', 'editor' ] );
	expect( ( await editor.rest( '/wp/v2/users?context=edit' ) ).status ).toBe(
		403
	);
	const admin = await t.admin();
	const all = await admin.rest( '/wp/v2/users?context=edit' );
	expect(
		all.body.map( ( u: { username: string } ) => u.username ).sort()
	).toEqual( [ 'admin', 'editor', 'reader' ] );
	expect( all.headers.get( 'x-wp-total' ) ).toBe( '3' );
} );

it( 'answers users/me with the signed-in user, capabilities in the edit context', async () => {
	const admin = await t.admin();
	const me = await admin.rest( '/wp/v2/users/me?context=edit' );
	expect( me.body ).toMatchObject( {
		id: 1,
		username: 'admin',
		email: 'admin@example.com',
		roles: [ 'administrator' ],
	} );
	expect( me.body.capabilities ).toMatchObject( {
		manage_options: true,
		install_plugins: true,
		activate_plugins: true,
		list_users: true,
		administrator: true,
	} );
} );

it( 'lets a second site process on the same data folder accept the first one’s session and nonce', async () => {
	const other = await startTestSite( { dataDir: t.dataDir } );
	try {
		const first = await t.editor();
		const second = new SiteClient( other.url );
		second.jar.set(
			'wordpress_logged_in',
			first.jar.get( 'wordpress_logged_in' )!
		);
		const me = await second.rest( '/wp/v2/users/me', {
			nonce: first.nonce!,
		} );
		expect( me.status ).toBe( 200 );
		expect( me.body.slug ).toBe( 'editor' );
		const created = await second.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'From process two' },
			nonce: first.nonce!,
		} );
		expect(
			(
				await first.rest(
					`/wp/v2/posts/${ created.body.id }?context=edit`
				)
			).body.title.raw
		).toBe( 'From process two' );
	} finally {
		await other.site.close();
	}
} );
