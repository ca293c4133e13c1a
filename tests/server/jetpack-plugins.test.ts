/**
 * jetpack/v4/plugins: the registry of installed plugins, install (+activate) by slug, activate or
 * deactivate by slug or file, capability refusals and input errors naming the field.
 */
import { getPluginState } from '../../server/plugins/plugins-repo';
import { testSiteForThisFile } from './support/test-site-for-file';
import type { SiteClient } from './support/site-client';

const site = testSiteForThisFile( [ 'admin', 'editor' ] );

const install = ( client: SiteClient, body: unknown ) =>
	client.rest( '/jetpack/v4/plugins', { method: 'POST', body } );

describe( 'plugins', () => {
	it( 'starts with Akismet installed and inactive, readable by editors', async () => {
		const response = await site.editor.rest( '/jetpack/v4/plugins' );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toEqual( {
			'akismet/akismet.php': expect.objectContaining( {
				Name: 'Akismet Anti-spam: Spam Protection',
				TextDomain: 'akismet',
				active: false,
			} ),
		} );
	} );

	it( 'installs and activates the CRM with status active', async () => {
		const response = await install( site.admin, {
			slug: 'zero-bs-crm',
			status: 'active',
			source: 'block-editor',
		} );
		expect( response.status ).toBe( 200 );
		expect( response.body ).toEqual( {
			code: 'success',
			message: 'The plugin was installed and activated.',
			plugin: {
				file: 'zero-bs-crm/ZeroBSCRM.php',
				slug: 'zero-bs-crm',
				name: 'Jetpack CRM',
				version: '6.4.1',
				installed: true,
				active: true,
			},
		} );
		const list = ( await site.editor.rest( '/jetpack/v4/plugins' ) ).body;
		expect( list[ 'zero-bs-crm/ZeroBSCRM.php' ] ).toMatchObject( {
			Name: 'Jetpack CRM',
			Version: '6.4.1',
			active: true,
		} );
		expect(
			await getPluginState( site.testSite.site.db, 'zero-bs-crm' )
		).toEqual( {
			installed: true,
			active: true,
			version: '6.4.1',
		} );
	} );

	it( 'installs without activating when no status is sent', async () => {
		const response = await install( site.admin, {
			slug: 'creative-mail-by-constant-contact',
		} );
		expect( response.body.message ).toBe( 'The plugin was installed.' );
		expect( response.body.plugin.active ).toBe( false );
		const again = await install( site.admin, {
			slug: 'creative-mail-by-constant-contact',
		} );
		expect( again.body.message ).toBe( 'The plugin is already installed.' );
	} );

	it( 'activates and deactivates an installed plugin by file or slug', async () => {
		const on = await site.admin.rest(
			'/jetpack/v4/plugins/akismet/akismet',
			{
				method: 'POST',
				body: { status: 'active' },
			}
		);
		expect( on.body ).toMatchObject( {
			message: 'The plugin was activated.',
			plugin: { active: true },
		} );
		const off = await site.admin.rest( '/jetpack/v4/plugins/zero-bs-crm', {
			method: 'POST',
			body: { status: 'inactive' },
		} );
		expect( off.body.plugin.active ).toBe( false );
		const list = ( await site.admin.rest( '/jetpack/v4/plugins' ) ).body;
		expect( list[ 'akismet/akismet.php' ].active ).toBe( true );
		expect( list[ 'zero-bs-crm/ZeroBSCRM.php' ].active ).toBe( false );
	} );

	it( 'answers 404 for activating a plugin that is not installed by file', async () => {
		const response = await site.admin.rest(
			'/jetpack/v4/plugins/vaultpress/vaultpress',
			{
				method: 'POST',
				body: { status: 'active' },
			}
		);
		expect( response.status ).toBe( 404 );
		expect( response.body ).toMatchObject( {
			code: 'rest_plugin_not_found',
			message: 'Plugin not found.',
		} );
	} );

	it( 'lists VaultPress as a connected plugin once active', async () => {
		await install( site.admin, { slug: 'vaultpress', status: 'active' } );
		const plugins = (
			await site.admin.rest( '/jetpack/v4/connection/plugins' )
		).body;
		expect( plugins ).toEqual( [
			{ name: 'Jetpack', slug: 'jetpack' },
			{ name: 'VaultPress', slug: 'vaultpress' },
		] );
	} );

	it( 'refuses editors, naming nothing changed', async () => {
		const response = await install( site.editor, {
			slug: 'vaultpress',
			status: 'inactive',
		} );
		expect( response.status ).toBe( 403 );
		expect(
			(
				await site.editor.rest( '/jetpack/v4/plugins/akismet', {
					method: 'POST',
					body: { status: 'inactive' },
				} )
			).status
		).toBe( 403 );
		expect(
			( await getPluginState( site.testSite.site.db, 'akismet' ) ).active
		).toBe( true );
	} );

	it( 'names the field of bad input', async () => {
		const unknown = await install( site.admin, { slug: 'hello-dolly' } );
		expect( unknown.status ).toBe( 400 );
		expect( unknown.body.data.params.slug ).toBe(
			'slug is not one of zero-bs-crm, creative-mail-by-constant-contact, akismet, vaultpress.'
		);
		const status = await install( site.admin, {
			slug: 'akismet',
			status: 'on',
		} );
		expect( status.body.data.params.status ).toBe(
			'status is not one of active, inactive.'
		);
		const missing = await install( site.admin, {} );
		expect( missing.body.message ).toBe( 'Missing parameter(s): slug' );
	} );
} );
