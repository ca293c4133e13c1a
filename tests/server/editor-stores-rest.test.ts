/**
 * What core-data asks when blocks read the site, the user and their capabilities in the
 * editor (shared/editor-data), answered as WordPress answers: the REST index for the site
 * title, the user's own `context=edit` record, the settings schema probe, and `OPTIONS
 * /wp/v2/plugins` for `canUser( 'create', 'plugins' )`; and `wp/v2/plugins` itself.
 */
import { startTestSite, type TestSite } from './support/test-site';

let t: TestSite;

beforeAll( async () => {
	t = await startTestSite();
} );

afterAll( () => t.close() );

const BASE_FIELDS =
	'description,gmt_offset,home,image_max_bit_depth,image_sizes,image_size_threshold,' +
	'image_strip_meta,name,site_icon,site_icon_url,site_logo,timezone_string,url,' +
	'page_for_posts,page_on_front,show_on_front';

it( 'gives an editor the site index with the fields core-data asks for', async () => {
	const editor = await t.editor();
	const index = await editor.rest(
		`/?_fields=${ encodeURIComponent( BASE_FIELDS ) }`
	);
	expect( index.status ).toBe( 200 );
	expect( index.body ).toEqual( {
		name: 'Block Suite',
		description: expect.any( String ),
		url: expect.any( String ),
		home: expect.any( String ),
		gmt_offset: expect.any( Number ),
		timezone_string: expect.any( String ),
		site_logo: 0,
		site_icon: 0,
		site_icon_url: '',
		page_for_posts: 0,
		page_on_front: 0,
		show_on_front: 'posts',
	} );
} );

it( 'gives an editor their own email, and no one else’s', async () => {
	const editor = await t.editor();
	const me = await editor.rest( '/wp/v2/users/me' );
	expect( me.status ).toBe( 200 );
	expect( me.body.email ).toBeUndefined();
	const own = await editor.rest(
		`/wp/v2/users/${ me.body.id }?context=edit`
	);
	expect( own.status ).toBe( 200 );
	expect( own.body.email ).toBe( 'editor@example.com' );
	expect( own.body.capabilities.list_users ).toBeUndefined();
	expect(
		( await editor.rest( '/wp/v2/users/1?context=edit' ) ).status
	).toBe( 403 );
} );

it( 'answers the settings schema probe of every editor, allowing changes to administrators only', async () => {
	const editor = await t.editor();
	const probe = await editor.rest( '/wp/v2/settings', { method: 'OPTIONS' } );
	expect( probe.status ).toBe( 200 );
	expect( probe.body.schema.properties.title ).toMatchObject( {
		type: 'string',
	} );
	expect( probe.headers.get( 'allow' ) ).toBe( '' );
	const admin = await t.admin();
	const adminProbe = await admin.rest( '/wp/v2/settings', {
		method: 'OPTIONS',
	} );
	expect( adminProbe.headers.get( 'allow' ) ).toContain( 'POST' );
} );

it( 'says in the Allow header of OPTIONS /wp/v2/plugins who may install plugins', async () => {
	const admin = await t.admin();
	const asAdmin = await admin.rest( '/wp/v2/plugins', { method: 'OPTIONS' } );
	expect( asAdmin.status ).toBe( 200 );
	expect( asAdmin.headers.get( 'allow' ) ).toBe( 'GET, POST' );
	const editor = await t.editor();
	const asEditor = await editor.rest( '/wp/v2/plugins', {
		method: 'OPTIONS',
	} );
	expect( asEditor.status ).toBe( 200 );
	expect( asEditor.headers.get( 'allow' ) ).toBe( '' );
} );

it( 'lists and installs plugins in WordPress’s shape for administrators only', async () => {
	const editor = await t.editor();
	expect( ( await editor.rest( '/wp/v2/plugins' ) ).body.code ).toBe(
		'rest_cannot_view_plugins'
	);
	const refused = await editor.rest( '/wp/v2/plugins', {
		method: 'POST',
		body: { slug: 'akismet' },
	} );
	expect( refused.status ).toBe( 403 );
	expect( refused.body.code ).toBe( 'rest_cannot_install_plugin' );

	const admin = await t.admin();
	const unknown = await admin.rest( '/wp/v2/plugins', {
		method: 'POST',
		body: { slug: 'not-a-plugin' },
	} );
	expect( unknown.status ).toBe( 400 );
	expect( unknown.body.message ).toContain( 'slug' );

	const installed = await admin.rest( '/wp/v2/plugins', {
		method: 'POST',
		body: { slug: 'vaultpress' },
	} );
	expect( installed.status ).toBe( 201 );
	expect( installed.body ).toMatchObject( {
		plugin: 'vaultpress/vaultpress',
		status: 'inactive',
		name: 'VaultPress',
	} );
	const again = await admin.rest( '/wp/v2/plugins', {
		method: 'POST',
		body: { slug: 'vaultpress' },
	} );
	expect( again.body.code ).toBe( 'folder_exists' );

	const list = await admin.rest( '/wp/v2/plugins?status[]=inactive' );
	expect( list.status ).toBe( 200 );
	expect( list.body.map( ( p: { plugin: string } ) => p.plugin ) ).toContain(
		'vaultpress/vaultpress'
	);
} );
