/**
 * The editor-data hooks against WordPress's stores: core-data's real `core` store, whose
 * requests a fake site answers the way WordPress's REST API does (through apiFetch's fetch
 * handler), and a `core/editor` store with WordPress's selector contract
 * (tests/support/editor-stores.ts); and against a registry that has neither store.
 */
import apiFetch from '@wordpress/api-fetch';
import type { StoreDescriptor } from '@wordpress/data';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
	ADMIN,
	AUTHOR,
	defaultSite,
	EDITOR,
	editorStore,
	type EditorSite,
} from '../../../tests/support/editor-stores';
import {
	DEFAULT_SUITE_SETTINGS,
	suiteSettingsFrom,
	useCanInstallPlugins,
	usePostAuthorEmail,
	usePostTitle,
	useSiteTitle,
	useSuiteSettings,
} from '..';

// jsdom lacks the encoders a dependency of core-data needs at load time.
Object.assign( globalThis, { TextEncoder, TextDecoder } );
const coreDataStore: StoreDescriptor = require( '@wordpress/core-data' ).store;

type Registry = ReturnType< typeof createRegistry >;
type FetchOptions = { path?: string; method?: string; parse?: boolean };
type Answer = {
	status: number;
	body: unknown;
	headers?: Record< string, string >;
};

let requests: string[] = [];
let site: EditorSite;
let indexFails = false;

/** What WordPress answers to the requests core-data makes for these hooks. */
function wordPress( method: string, path: string ): Answer {
	const [ route, query = '' ] = path.split( '?' );
	const params = new URLSearchParams( query );
	const me = site.users.find( ( user ) => user.id === site.currentUserId )!;
	const forbidden = ( code: string ) => ( {
		status: 403,
		body: { code, message: 'Sorry.', data: { status: 403 } },
	} );
	if ( method === 'GET' && route === '/' ) {
		return indexFails
			? {
					status: 500,
					body: { code: 'internal_server_error', message: 'Oops' },
				}
			: {
					status: 200,
					// WordPress keeps `blogname` HTML-escaped.
					body: { name: site.siteTitle.replace( /&/g, '&amp;' ) },
				};
	}
	if ( method === 'GET' && route === '/wp/v2/users/me' ) {
		return { status: 200, body: { id: me.id, name: me.name } };
	}
	const user = /^\/wp\/v2\/users\/(\d+)$/.exec( route );
	if ( method === 'GET' && user ) {
		const found = site.users.find( ( u ) => u.id === Number( user[ 1 ] ) );
		if (
			params.get( 'context' ) === 'edit' &&
			found?.id !== me.id &&
			! me.capabilities.list_users
		) {
			return forbidden( 'rest_user_cannot_view' );
		}
		const edit = params.get( 'context' ) === 'edit';
		return {
			status: 200,
			body: {
				id: found!.id,
				name: found!.name,
				...( edit
					? { email: found!.email, capabilities: found!.capabilities }
					: {} ),
			},
		};
	}
	// core-data describes the `root/site` entity from the settings schema (any user may ask).
	if ( method === 'OPTIONS' && route === '/wp/v2/settings' ) {
		return {
			status: 200,
			body: {
				schema: { properties: { title: { title: 'Title' } } },
			},
			headers: {
				Allow: me.capabilities.manage_options ? 'GET, POST' : '',
			},
		};
	}
	if ( method === 'OPTIONS' && route === '/wp/v2/plugins' ) {
		const create =
			me.capabilities.install_plugins && me.capabilities.activate_plugins;
		return {
			status: 200,
			body: {},
			headers: { Allow: create ? 'GET, POST' : '' },
		};
	}
	return forbidden( 'rest_no_route' );
}

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options ) => {
		const { path = '', method = 'GET', parse } = options as FetchOptions;
		// apiFetch adds `_locale=user`; the tests look at the rest.
		const clean = path.replace( /[?&]_locale=user$/, '' );
		requests.push( `${ method } ${ clean }` );
		const answer = wordPress( method, clean );
		if ( answer.status >= 300 ) {
			throw answer.body;
		}
		if ( parse === false ) {
			const headers = new Map(
				Object.entries( answer.headers ?? {} ).map( ( [ k, v ] ) => [
					k.toLowerCase(),
					v,
				] )
			);
			return {
				ok: true,
				status: answer.status,
				headers: {
					get: ( name: string ) => headers.get( name ) ?? null,
				},
				json: async () => answer.body,
			};
		}
		return answer.body;
	} );
} );

afterAll( () => apiFetch.setFetchHandler( apiFetch.defaultFetchHandler ) );

beforeEach( () => {
	requests = [];
	indexFails = false;
	site = { ...defaultSite(), siteTitle: 'Fish & Chips' };
} );

/** A registry with core-data's store and a `core/editor` store showing `site`. */
function wordPressRegistry(): Registry {
	const registry = createRegistry();
	registry.register( coreDataStore );
	registry.register( editorStore );
	registry.dispatch( editorStore ).receiveSite( site );
	return registry;
}

function inRegistry< T >( registry: Registry, hook: () => T ) {
	return renderHook( hook, {
		wrapper: ( { children }: { children: ReactNode } ) => (
			<RegistryProvider value={ registry }>{ children }</RegistryProvider>
		),
	} );
}

describe( 'without the stores', () => {
	it( 'every hook gives its default and asks nothing', async () => {
		const registry = createRegistry();
		const { result } = inRegistry( registry, () => ( {
			postTitle: usePostTitle(),
			siteTitle: useSiteTitle(),
			email: usePostAuthorEmail(),
			canInstall: useCanInstallPlugins(),
			suite: useSuiteSettings(),
		} ) );
		expect( result.current ).toEqual( {
			postTitle: '',
			siteTitle: '',
			email: '',
			canInstall: false,
			suite: DEFAULT_SUITE_SETTINGS,
		} );
		expect( requests ).toEqual( [] );
	} );
} );

describe( 'with WordPress stores', () => {
	it( 'reads the post title as edited', () => {
		const registry = wordPressRegistry();
		const { result } = inRegistry( registry, usePostTitle );
		expect( result.current ).toBe( '' );
		act( () => {
			registry
				.dispatch( editorStore )
				.editPost( { title: 'Lunch menu' } );
		} );
		expect( result.current ).toBe( 'Lunch menu' );
	} );

	it( 'reads the site title from the REST index, decoded, after it loads', async () => {
		const { result } = inRegistry( wordPressRegistry(), useSiteTitle );
		expect( result.current ).toBeUndefined();
		await waitFor( () => expect( result.current ).toBe( 'Fish & Chips' ) );
		// Root entities' configuration first (the settings schema), then the index.
		expect( requests ).toEqual( [
			'OPTIONS /wp/v2/settings',
			expect.stringMatching( /^GET \/\?_fields=\S*%2Cname%2C/ ),
		] );
	} );

	it( 'gives an empty site title when the index cannot be read', async () => {
		indexFails = true;
		const { result } = inRegistry( wordPressRegistry(), useSiteTitle );
		await waitFor( () => expect( result.current ).toBe( '' ) );
	} );

	it( "gives an administrator the post author's email", async () => {
		const { result } = inRegistry(
			wordPressRegistry(),
			usePostAuthorEmail
		);
		expect( result.current ).toBeUndefined();
		await waitFor( () => expect( result.current ).toBe( AUTHOR.email ) );
		expect( requests ).toEqual( [
			'GET /wp/v2/users/me',
			'OPTIONS /wp/v2/settings',
			`GET /wp/v2/users/${ ADMIN.id }?context=edit`,
			`GET /wp/v2/users/${ AUTHOR.id }?context=edit`,
		] );
	} );

	it( 'gives an editor their own email on their own post', async () => {
		site.currentUserId = EDITOR.id;
		site.post = { ...site.post, author: EDITOR.id };
		const { result } = inRegistry(
			wordPressRegistry(),
			usePostAuthorEmail
		);
		await waitFor( () => expect( result.current ).toBe( EDITOR.email ) );
	} );

	it( "gives an editor no email on another author's post, without asking for it", async () => {
		site.currentUserId = EDITOR.id;
		const { result } = inRegistry(
			wordPressRegistry(),
			usePostAuthorEmail
		);
		await waitFor( () => expect( result.current ).toBe( '' ) );
		expect( requests ).toEqual( [
			'GET /wp/v2/users/me',
			'OPTIONS /wp/v2/settings',
			`GET /wp/v2/users/${ EDITOR.id }?context=edit`,
		] );
	} );

	it( "uses the current user's email for a post without an author yet", async () => {
		site.post = { ...site.post, author: undefined };
		const { result } = inRegistry(
			wordPressRegistry(),
			usePostAuthorEmail
		);
		await waitFor( () => expect( result.current ).toBe( ADMIN.email ) );
	} );

	it( 'knows who may install plugins from the Allow header of OPTIONS /wp/v2/plugins', async () => {
		const admin = inRegistry( wordPressRegistry(), useCanInstallPlugins );
		await waitFor( () => expect( admin.result.current ).toBe( true ) );
		expect( requests ).toEqual( [ 'OPTIONS /wp/v2/plugins' ] );

		site.currentUserId = EDITOR.id;
		const editor = inRegistry( wordPressRegistry(), useCanInstallPlugins );
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( editor.result.current ).toBe( false );
	} );

	it( 'reads the suite settings from the editor settings', () => {
		site.blockSuite = {
			siteType: 'atomic',
			adminUrl: 'https://example.org/wp-admin',
			host: 'wordpress',
			siteLocale: 'fr_FR',
		};
		const { result } = inRegistry( wordPressRegistry(), useSuiteSettings );
		expect( result.current ).toEqual( {
			siteType: 'atomic',
			adminUrl: 'https://example.org/wp-admin/',
			host: 'wordpress',
			siteLocale: 'fr_FR',
		} );
	} );
} );

describe( 'suiteSettingsFrom', () => {
	it( 'falls back to the defaults for what is missing or malformed', () => {
		expect( suiteSettingsFrom( undefined ) ).toEqual(
			DEFAULT_SUITE_SETTINGS
		);
		expect(
			suiteSettingsFrom( { siteType: 'hosted', adminUrl: 42 } )
		).toEqual( DEFAULT_SUITE_SETTINGS );
		expect(
			suiteSettingsFrom( {
				siteType: 'simple',
				host: 'elsewhere',
				siteLocale: '"><script>',
			} )
		).toEqual( {
			siteType: 'simple',
			adminUrl: '/wp-admin/',
			host: 'standalone',
			siteLocale: 'en_US',
		} );
	} );
} );
