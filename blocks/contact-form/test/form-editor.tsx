/**
 * Test support (not a test file): the Form block in a real block editor (BlockEditorProvider,
 * BlockList, BlockInspector) with the suite's blocks registered, the page's boot settings,
 * and a site answering REST requests through apiFetch's fetch handler.
 */
import apiFetch from '@wordpress/api-fetch';
import { createBlock, type Block } from '@wordpress/blocks';
import type { EditorBootSettings } from '../../../shared/editor-settings';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import { registerSuiteBlocks } from '../..';

registerSuiteBlocks();

/** Boot settings as the host prints them: an administrator on a self-hosted site. */
export function setSiteSettings(
	overrides: Partial< EditorBootSettings > = {}
) {
	window.blockSuiteSettings = {
		restRoot: '/wp-json/',
		nonce: 'nonce',
		postId: 7,
		postType: 'post',
		adminUrl: '/wp-admin/',
		siteUrl: 'http://localhost:8888',
		currentUser: {
			id: 1,
			name: 'Admin',
			email: 'admin@example.com',
			roles: [ 'administrator' ],
			capabilities: { install_plugins: true, manage_options: true },
		},
		locale: 'en_US',
		siteType: 'self-hosted',
		siteTitle: 'Pasta Place',
		postAuthorEmail: 'author@example.com',
		...overrides,
	};
}

type Answer = { status: number; body: unknown };
export type Routes = Record<
	string,
	( data: unknown ) => Answer | Promise< Answer >
>;
export type Request = { method: string; path: string; data: unknown };

/**
 * Answers apiFetch's requests the way the site does: JSON bodies, errors rejected with the
 * WordPress error body; routes keyed `METHOD /path` (query strings ignored).
 * @param routes the routes the test's site has
 */
export function serveRoutes( routes: Routes ): Request[] {
	const requests: Request[] = [];
	apiFetch.setFetchHandler(
		async ( options: {
			path?: string;
			method?: string;
			data?: unknown;
		} ) => {
			const method = ( options.method ?? 'GET' ).toUpperCase();
			const path = String( options.path ).split( '?' )[ 0 ];
			requests.push( { method, path, data: options.data } );
			const route = routes[ `${ method } ${ path }` ];
			if ( ! route ) {
				throw {
					code: 'rest_no_route',
					message:
						'No route was found matching the URL and request method.',
					data: { status: 404 },
				};
			}
			const { status, body } = await route( options.data );
			if ( status >= 200 && status < 300 ) {
				return body;
			}
			throw body;
		}
	);
	return requests;
}

/**
 * Renders the blocks and selects the first one (or `selectedId`).
 * @param blocks     the editor's content
 * @param selectedId the block to select
 * @param settings   block editor settings (e.g. a theme palette)
 */
export function renderEditor(
	blocks: Block[],
	selectedId?: string,
	settings: Record< string, unknown > = {}
) {
	return renderBlockEditor( blocks, {
		settings,
		selected: selectedId ?? blocks[ 0 ].clientId,
	} );
}

/** A form with the given attributes and inner blocks, e.g. `[ [ 'jetpack/field-email' ] ]`. */
export function formBlock(
	attributes: Record< string, unknown > = {},
	inner: Array< [ string, Record< string, unknown >? ] > = []
): Block {
	return createBlock(
		'jetpack/contact-form',
		attributes,
		inner.map( ( [ name, innerAttributes ] ) =>
			createBlock( name, innerAttributes )
		)
	);
}
