/**
 * Loading and saving through the store's thunks, against apiFetch's fetch handler (the REST
 * server's side is replaced, nothing of ours is).
 */
import apiFetch from '@wordpress/api-fetch';
import { createBlock, getBlockType } from '@wordpress/blocks';
import { TextDecoder, TextEncoder } from 'node:util';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { store } from '..';

type Request = {
	path?: string;
	method?: string;
	data?: Record< string, string >;
};

let requests: Request[];
let answer: ( request: Request ) => unknown;

beforeAll( () => {
	if ( ! getBlockType( 'core/paragraph' ) ) {
		// jsdom lacks the encoders a dependency of the block library needs at load time.
		Object.assign( globalThis, { TextEncoder, TextDecoder } );

		require( '@wordpress/block-library' ).registerCoreBlocks();
	}
	apiFetch.setFetchHandler( async ( options ) => {
		const request = options as Request;
		// apiFetch's own middleware adds `_locale=user`; the tests look at the rest of the path.
		requests.push( {
			...request,
			path: request.path?.replace( /[?&]_locale=user$/, '' ),
		} );
		return answer( request );
	} );
} );

afterAll( () => apiFetch.setFetchHandler( apiFetch.defaultFetchHandler ) );

function setup() {
	requests = [];
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

const record = ( id: number, status: string, title = '', content = '' ) => ( {
	id,
	status,
	link: `http://site.test/?p=${ id }`,
	title: { raw: title },
	content: { raw: content },
} );

function notices( registry: ReturnType< typeof setup > ) {
	return registry
		.select( noticesStore )
		.getNotices()
		.map( ( { content, status, type } ) => ( { content, status, type } ) );
}

describe( 'saving a post', () => {
	it( 'creates the post, then updates it, with serialized blocks, and reports each save', async () => {
		const registry = setup();
		answer = ( { data } ) =>
			record( 12, data?.status ?? 'draft', data?.title, data?.content );
		const editor = registry.dispatch( store );
		editor.setupNewPost( 'post' );
		editor.editTitle( 'Hello' );
		editor.updateBlocks(
			[ createBlock( 'core/paragraph', { content: 'First words' } ) ],
			{ persistent: true }
		);

		await editor.savePost( { status: 'draft' } );
		expect( requests[ 0 ] ).toMatchObject( {
			path: '/wp/v2/posts',
			method: 'POST',
		} );
		expect( requests[ 0 ].data ).toEqual( {
			title: 'Hello',
			status: 'draft',
			content:
				'<!-- wp:paragraph -->\n<p>First words</p>\n<!-- /wp:paragraph -->',
		} );
		expect( registry.select( store ).getPostId() ).toBe( 12 );
		expect( registry.select( store ).isDirty() ).toBe( false );
		expect( notices( registry ) ).toEqual( [
			{ content: 'Draft saved.', status: 'success', type: 'snackbar' },
		] );

		await editor.savePost( { status: 'publish' } );
		expect( requests[ 1 ] ).toMatchObject( {
			path: '/wp/v2/posts/12',
			method: 'POST',
			data: { status: 'publish' },
		} );
		expect( notices( registry ) ).toEqual( [
			{ content: 'Post published.', status: 'success', type: 'snackbar' },
		] );

		editor.editTitle( 'Hello again' );
		await editor.savePost();
		expect( requests[ 2 ].data?.status ).toBe( 'publish' );
		expect( notices( registry ) ).toEqual( [
			{ content: 'Post updated.', status: 'success', type: 'snackbar' },
		] );
	} );

	it( 'shows the server’s message when it refuses the save, and stays dirty', async () => {
		const registry = setup();
		answer = () => {
			throw {
				code: 'rest_cannot_create',
				message:
					'Sorry, you are not allowed to create posts as this user.',
			};
		};
		const editor = registry.dispatch( store );
		editor.setupNewPost( 'post' );
		editor.editTitle( 'Refused' );

		await editor.savePost( { status: 'publish' } );
		expect( notices( registry ) ).toEqual( [
			{
				content:
					'Publishing failed. Sorry, you are not allowed to create posts as this user.',
				status: 'error',
				type: 'default',
			},
		] );
		expect( registry.select( store ).getSaveError() ).toBe(
			'Sorry, you are not allowed to create posts as this user.'
		);
		expect( registry.select( store ).isDirty() ).toBe( true );
		expect( registry.select( store ).getPostId() ).toBeNull();
	} );
} );

describe( 'loading a post', () => {
	it( 'asks for the edit context and parses the raw content into blocks', async () => {
		const registry = setup();
		answer = () =>
			record(
				5,
				'publish',
				'Loaded',
				'<!-- wp:paragraph -->\n<p>Saved text</p>\n<!-- /wp:paragraph -->'
			);
		await registry.dispatch( store ).loadPost( 'post', 5 );

		expect( requests[ 0 ].path ).toBe( '/wp/v2/posts/5?context=edit' );
		const selectors = registry.select( store );
		expect( selectors.getEditedTitle() ).toBe( 'Loaded' );
		expect(
			selectors
				.getEditedBlocks()
				.map( ( block ) => [
					block.name,
					String( block.attributes.content ),
				] )
		).toEqual( [ [ 'core/paragraph', 'Saved text' ] ] );
		expect( selectors.isPublished() ).toBe( true );
		expect( selectors.isDirty() ).toBe( false );
	} );

	it( 'reports a post that cannot be loaded', async () => {
		const registry = setup();
		answer = () => {
			throw { code: 'rest_post_invalid_id', message: 'Invalid post ID.' };
		};
		await registry.dispatch( store ).loadPost( 'post', 404 );
		expect( registry.select( store ).getLoadError() ).toBe(
			'Invalid post ID.'
		);
		expect( registry.select( store ).isLoading() ).toBe( false );
	} );
} );
