/**
 * Every typed client method of the modules, settings and plugins groups, called through
 * createApiClient against a real, connected site; API roots of both kinds and setNonce /
 * setApiRoot.
 */
import {
	createApiClient,
	ApiError,
	Api404Error,
	type ApiClient,
} from '../../api-client';
import { startTestSite, type TestSite } from './support/test-site';
import type { SiteClient } from './support/site-client';
import {
	apiClientFor,
	connectUser,
	cookieFetch,
} from './support/jetpack-connection';

let t: TestSite;
let admin: SiteClient;
let api: ApiClient;
let editorApi: ApiClient;

beforeAll( async () => {
	t = await startTestSite();
	admin = await t.admin();
	api = apiClientFor( t, admin );
	editorApi = apiClientFor( t, await t.editor() );
	await connectUser( t, admin );
} );

afterAll( () => t.close() );

describe( 'module and settings methods', () => {
	it( 'fetchModules and fetchModule', async () => {
		const modules = await api.fetchModules();
		expect( modules.markdown.module ).toBe( 'markdown' );
		expect( ( await api.fetchModule( 'stats' ) ).name ).toBe(
			'Jetpack Stats'
		);
		await expect( api.fetchModule( 'teleport' ) ).rejects.toBeInstanceOf(
			Api404Error
		);
	} );

	it( 'activateModule, deactivateModule and setModuleActive', async () => {
		expect( await api.activateModule( 'stats' ) ).toEqual( {
			code: 'success',
			message: 'The stats module was activated.',
		} );
		expect( ( await api.fetchModule( 'stats' ) ).activated ).toBe( true );
		await api.deactivateModule( 'stats' );
		expect( ( await api.fetchModule( 'stats' ) ).activated ).toBe( false );
		await api.setModuleActive( 'markdown', true );
		expect( ( await api.fetchModule( 'markdown' ) ).activated ).toBe(
			true
		);
	} );

	it( 'updateModuleOptions, with a validation error carrying the body', async () => {
		const updated = await api.updateModuleOptions( 'related-posts', {
			show_thumbnails: true,
		} );
		expect( updated.module.options.show_thumbnails.currentValue ).toBe(
			true
		);
		const error: ApiError = await api
			.updateModuleOptions( 'related-posts', { show_thumbnails: 'big' } )
			.then(
				() => {
					throw new Error( 'Expected a validation error.' );
				},
				( e: ApiError ) => e
			);
		expect( error.message ).toBe(
			'Invalid parameter(s): show_thumbnails (Status 400)'
		);
		expect( error.body ).toMatchObject( {
			data: {
				params: {
					show_thumbnails: 'show_thumbnails is not of type boolean.',
				},
			},
		} );
	} );

	it( 'fetchSettings, updateSettings and resetOptions', async () => {
		expect( ( await api.fetchSettings() ).show_thumbnails ).toBe( true );
		const saved = await api.updateSettings( {
			sharing_label: 'Share:',
			jetpack_testimonial: true,
		} );
		expect( saved.settings ).toMatchObject( {
			sharing_label: 'Share:',
			jetpack_testimonial: true,
		} );
		expect( await api.resetOptions( 'options' ) ).toMatchObject( {
			code: 'success',
		} );
		const settings = await api.fetchSettings();
		expect( settings ).toMatchObject( {
			sharing_label: 'Share this:',
			jetpack_testimonial: false,
			show_thumbnails: false,
		} );
		await api.resetOptions( 'modules' );
		expect( ( await api.fetchSettings() ).markdown ).toBe( false );
	} );
} );

describe( 'plugin methods', () => {
	it( 'fetchPlugins, installPlugin, installAndActivatePlugin and setPluginStatus', async () => {
		expect( Object.keys( await api.fetchPlugins() ) ).toEqual( [
			'akismet/akismet.php',
		] );
		const installed = await api.installPlugin( {
			slug: 'creative-mail-by-constant-contact',
		} );
		expect( installed.plugin ).toMatchObject( {
			installed: true,
			active: false,
		} );
		const crm = await api.installAndActivatePlugin(
			'zero-bs-crm',
			'block-editor'
		);
		expect( crm ).toMatchObject( {
			message: 'The plugin was installed and activated.',
			plugin: {
				file: 'zero-bs-crm/ZeroBSCRM.php',
				version: '6.4.1',
				active: true,
			},
		} );
		await api.setPluginStatus( 'akismet/akismet.php', 'active' );
		await api.setPluginStatus( 'zero-bs-crm', 'inactive' );
		const list = await api.fetchPlugins();
		expect( list[ 'akismet/akismet.php' ].active ).toBe( true );
		expect( list[ 'zero-bs-crm/ZeroBSCRM.php' ].active ).toBe( false );
		expect(
			list[ 'creative-mail-by-constant-contact/creative-mail-plugin.php' ]
				.Name
		).toBe( 'Creative Mail by Constant Contact' );
		await expect(
			editorApi.installAndActivatePlugin( 'vaultpress' )
		).rejects.toMatchObject( {
			name: 'ApiError',
			status: 403,
		} );
	} );
} );

describe( 'roots and nonces', () => {
	it( 'works with a ?rest_route= root, and setNonce / setApiRoot change later calls', async () => {
		const plain = createApiClient( {
			apiRoot: `${ t.url }/?rest_route=/`,
			nonce: 'wrong-nonce',
			fetch: cookieFetch( admin ),
		} );
		await expect( plain.fetchSettings() ).rejects.toMatchObject( {
			status: 403,
			code: 'rest_cookie_invalid_nonce',
		} );
		plain.setNonce( admin.nonce! );
		expect( ( await plain.fetchSettings() ).sharing_label ).toBe(
			'Share this:'
		);
		plain.setApiRoot( `${ t.url }/wp-json` );
		expect( ( await plain.fetchModule( 'waf' ) ).module ).toBe( 'waf' );
	} );
} );
