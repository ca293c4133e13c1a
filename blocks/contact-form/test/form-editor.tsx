/**
 * Test support (not a test file): the Form block in a real block editor (BlockEditorProvider,
 * BlockList, BlockInspector) with the suite's blocks registered, WordPress's `core` and
 * `core/editor` stores showing a site, and a site answering REST requests through apiFetch's
 * fetch handler.
 */
import apiFetch from '@wordpress/api-fetch';
import { createBlock, type Block } from '@wordpress/blocks';
import * as data from '@wordpress/data';
import type { SiteType } from '../../../shared/site-type';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import {
	defaultSite,
	provideEditorSite,
	type EditorSite,
} from '../../../tests/support/editor-stores';
import { registerSuiteBlocks } from '../..';

registerSuiteBlocks();

/**
 * What the editor's stores show: by default an administrator on a self-hosted site "Pasta
 * Place", editing post 7 by author@example.com (tests/support/editor-stores.ts).
 * @param overrides parts of the site to change; `siteType` is the editor settings' one
 */
export function setSite(
	overrides: Partial< EditorSite > & { siteType?: SiteType } = {}
) {
	const { siteType, ...rest } = overrides;
	const site = { ...defaultSite(), ...rest };
	if ( siteType ) {
		site.blockSuite = { ...site.blockSuite, siteType };
	}
	provideEditorSite( data, site );
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
