/**
 * REST cookie authentication with nonces, as WordPress: no nonce = anonymous, wrong nonce = 403
 * `rest_cookie_invalid_nonce`, right nonce = the signed-in user; and the rest-nonce endpoint.
 */
import {
	createNonce,
	NONCE_TICK_MS,
	verifyNonce,
} from '../../server/auth/nonces';
import { startTestSite, type TestSite } from './support/test-site';

let t: TestSite;

beforeAll( async () => {
	t = await startTestSite();
} );

afterAll( () => t.close() );

const countPosts = async () =>
	( await t.site.db.selectFrom( 'posts' ).select( 'id' ).execute() ).length;

describe( 'cookie + nonce', () => {
	it( 'treats a cookie request without a nonce as anonymous: users/me 401, creating a post 401', async () => {
		const client = await t.admin();
		const me = await client.rest( '/wp/v2/users/me', { nonce: false } );
		expect( me.status ).toBe( 401 );
		expect( me.body ).toEqual( {
			code: 'rest_not_logged_in',
			message: 'You are not currently logged in.',
			data: { status: 401 },
		} );
		const before = await countPosts();
		const create = await client.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'CSRF' },
			nonce: false,
		} );
		expect( create.status ).toBe( 401 );
		expect( create.body.code ).toBe( 'rest_cannot_create' );
		expect( await countPosts() ).toBe( before );
	} );

	it( 'answers 403 rest_cookie_invalid_nonce to a wrong nonce and changes nothing', async () => {
		const client = await t.admin();
		const before = await countPosts();
		const response = await client.rest( '/wp/v2/posts', {
			method: 'POST',
			body: { title: 'Nope' },
			nonce: 'abcdef0123',
		} );
		expect( response.status ).toBe( 403 );
		expect( response.body ).toEqual( {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		} );
		expect( await countPosts() ).toBe( before );
	} );

	it( 'refuses a nonce made for another session of the same user', async () => {
		const first = await t.admin();
		const second = await t.admin();
		const response = await second.rest( '/wp/v2/users/me', {
			nonce: first.nonce!,
		} );
		expect( response.status ).toBe( 403 );
		expect( response.body.code ).toBe( 'rest_cookie_invalid_nonce' );
	} );

	it( 'accepts the right nonce in X-WP-Nonce or _wpnonce, and sends a fresh one back', async () => {
		const client = await t.editor();
		const me = await client.rest( '/wp/v2/users/me?context=edit' );
		expect( me.status ).toBe( 200 );
		expect( me.body ).toMatchObject( {
			id: 2,
			name: 'Editor',
			username: 'editor',
			roles: [ 'editor' ],
		} );
		expect( me.body.capabilities.edit_others_posts ).toBe( true );
		expect( me.headers.get( 'x-wp-nonce' ) ).toMatch( /^[0-9a-f]{10}$/ );
		const byParam = await client.rest(
			`/wp/v2/users/me?_wpnonce=${ client.nonce }`,
			{ nonce: false }
		);
		expect( byParam.status ).toBe( 200 );
	} );

	it( 'ignores a nonce sent without a signed-in cookie (the request is anonymous)', async () => {
		const editor = await t.editor();
		const anonymous = t.client();
		const response = await anonymous.rest( '/wp/v2/users/me', {
			nonce: editor.nonce!,
		} );
		expect( response.status ).toBe( 401 );
	} );

	it( 'also serves routes through ?rest_route=', async () => {
		const client = await t.editor();
		const response = await client.fetch(
			`/?rest_route=/wp/v2/users/me&_wpnonce=${ client.nonce }`
		);
		expect( response.status ).toBe( 200 );
		expect( ( await response.json() ).slug ).toBe( 'editor' );
	} );
} );

describe( 'admin-ajax.php?action=rest-nonce', () => {
	it( 'returns a fresh nonce as text for the signed-in user', async () => {
		const client = await t.editor();
		const response = await client.fetch(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		const nonce = await response.text();
		expect( response.status ).toBe( 200 );
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
		expect(
			( await client.rest( '/wp/v2/users/me', { nonce } ) ).status
		).toBe( 200 );
	} );

	it( 'answers 0 with status 400 when signed out or for an unknown action', async () => {
		const anonymous = await t
			.client()
			.fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' );
		expect( anonymous.status ).toBe( 400 );
		expect( await anonymous.text() ).toBe( '0' );
		const client = await t.editor();
		const unknown = await client.fetch(
			'/wp-admin/admin-ajax.php?action=something-else'
		);
		expect( unknown.status ).toBe( 400 );
		expect( await unknown.text() ).toBe( '0' );
	} );
} );

describe( 'nonce lifetime', () => {
	const subject = { userId: 7, token: 'session-token' };
	const secret = 'secret';
	const made = Date.UTC( 2026, 0, 1, 10 );

	it( 'is valid in the tick it was made (1) and the next one (2), then expires', () => {
		const nonce = createNonce( secret, 'wp_rest', subject, made );
		expect( verifyNonce( secret, nonce, 'wp_rest', subject, made ) ).toBe(
			1
		);
		expect(
			verifyNonce(
				secret,
				nonce,
				'wp_rest',
				subject,
				made + NONCE_TICK_MS
			)
		).toBe( 2 );
		expect(
			verifyNonce(
				secret,
				nonce,
				'wp_rest',
				subject,
				made + 2 * NONCE_TICK_MS
			)
		).toBe( false );
	} );

	it( 'is bound to the action, the user, the session and the secret', () => {
		const nonce = createNonce( secret, 'wp_rest', subject, made );
		expect( verifyNonce( secret, nonce, 'log-out', subject, made ) ).toBe(
			false
		);
		expect(
			verifyNonce(
				secret,
				nonce,
				'wp_rest',
				{ ...subject, userId: 8 },
				made
			)
		).toBe( false );
		expect(
			verifyNonce(
				secret,
				nonce,
				'wp_rest',
				{ ...subject, token: 'other' },
				made
			)
		).toBe( false );
		expect(
			verifyNonce( 'other secret', nonce, 'wp_rest', subject, made )
		).toBe( false );
	} );

	it( 'keeps its secret in the database, so every site process agrees', async () => {
		const row = await t.site.db
			.selectFrom( 'options' )
			.selectAll()
			.where( 'name', '=', 'nonce_secret' )
			.executeTakeFirst();
		expect( JSON.parse( row!.value ) ).toMatch( /^[0-9a-f]{64}$/ );
	} );
} );
