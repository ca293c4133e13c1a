/**
 * /wp-admin/admin.php?page=jetpack: the admin screen's shell and its boot settings.
 */
import { readAdminBootSettings } from './support/admin-connection';
import { startTestSite, type TestSite } from './support/test-site';

describe( 'the admin screen page', () => {
	let site: TestSite;

	afterEach( () => site.close() );

	it( 'prints the boot settings, the admin bundle and its stylesheet for an administrator', async () => {
		site = await startTestSite();
		const admin = await site.admin();
		const response = await admin.fetch(
			'/wp-admin/admin.php?page=jetpack'
		);
		const html = await response.text();
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-store' );
		expect( html ).toContain(
			'<link rel="stylesheet" href="/build/app/admin.css">'
		);
		expect( html ).toContain(
			'<script type="module" src="/build/app/admin.js"></script>'
		);
		expect( html ).toContain( '<div id="jetpack-admin"' );
		expect( html ).toMatch( /<main id="main"/ );

		const boot = await readAdminBootSettings( admin );
		expect( boot ).toMatchObject( {
			restRoot: '/wp-json/',
			siteUrl: site.url,
			adminUrl: `${ site.url }/wp-admin/`,
			siteType: 'self-hosted',
			currentUser: { login: 'admin' },
			connection: {
				redirectUri: `${ site.url }/wp-admin/admin.php?page=jetpack`,
				pluginSlug: 'jetpack',
			},
		} );
		expect( boot.currentUser.capabilities.manage_options ).toBe( true );
		expect( boot.nonce ).toMatch( /^[0-9a-f]{10}$/ );
		expect( boot.connection.registrationNonce ).toMatch( /^[0-9a-f]{10}$/ );
		expect( boot.connection.registrationNonce ).not.toBe( boot.nonce );
		// The nonce works for the REST API.
		admin.nonce = boot.nonce;
		expect( ( await admin.rest( '/wp/v2/users/me' ) ).status ).toBe( 200 );
	} );

	it( 'takes the site type from the configuration', async () => {
		site = await startTestSite( { siteType: 'atomic' } );
		const boot = await readAdminBootSettings( await site.admin() );
		expect( boot.siteType ).toBe( 'atomic' );
	} );

	it( 'refuses users who cannot manage options, and sends visitors to sign in', async () => {
		site = await startTestSite();
		const editor = await site.editor();
		const refused = await editor.fetch(
			'/wp-admin/admin.php?page=jetpack'
		);
		expect( refused.status ).toBe( 403 );
		expect( await refused.text() ).toContain(
			'Sorry, you are not allowed to access this page.'
		);
		const visitor = await site
			.client()
			.fetch( '/wp-admin/admin.php?page=jetpack' );
		expect( visitor.status ).toBe( 302 );
		expect( visitor.headers.get( 'location' ) ).toBe(
			'/wp-login.php?redirect_to=%2Fwp-admin%2Fadmin.php%3Fpage%3Djetpack'
		);
	} );

	it( 'answers 404 for another admin.php page', async () => {
		site = await startTestSite();
		const admin = await site.admin();
		expect(
			( await admin.fetch( '/wp-admin/admin.php?page=unknown' ) ).status
		).toBe( 404 );
		expect( ( await admin.fetch( '/wp-admin/admin.php' ) ).status ).toBe(
			404
		);
	} );

	it( 'links the screen from the admin menu for administrators only', async () => {
		site = await startTestSite();
		const link = 'href="/wp-admin/admin.php?page=jetpack"';
		const admin = await site.admin();
		expect( await ( await admin.fetch( '/wp-admin/' ) ).text() ).toContain(
			link
		);
		const editor = await site.editor();
		expect(
			await ( await editor.fetch( '/wp-admin/' ) ).text()
		).not.toContain( link );
	} );
} );
