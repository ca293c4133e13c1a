/**
 * Related Posts in a real block editor: the preview is the host's list laid out as visitors
 * get it, the two placeholder messages, loading and error states, the layout toolbar, and the
 * sidebar's options with the 1–6 limit.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { createBlock } from '@wordpress/blocks';
import { createReduxStore, register, select } from '@wordpress/data';
import type { RelatedPostItem } from '../../../shared/render-context';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';

/** The post the editor has open, as the post editor's `core/editor` store answers it. */
const editing = { postId: 12 as number | null, postType: 'post' };
if ( ! select( 'core/editor' ) ) {
	register(
		createReduxStore( 'core/editor', {
			reducer: ( state = null ) => state,
			selectors: {
				getCurrentPostId: () => editing.postId,
				getCurrentPostType: () => editing.postType,
			},
		} )
	);
}

const requests: string[] = [];
function answer( respond: () => Promise< unknown > ) {
	apiFetch.setFetchHandler( ( options ) => {
		requests.push( String( options.path ).replace( /&_locale=user$/, '' ) );
		return respond();
	} );
}

function post( id: number ): RelatedPostItem {
	return {
		id,
		url: `http://127.0.0.1:8888/post-${ id }/`,
		title: `Related ${ id }`,
		date: 'November 2, 2026',
		context: 'Similar post',
		img: null,
	};
}

async function renderEditor( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/related-posts', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
	} );
	return { ...view, attributes: () => view.blocks()[ 0 ].attributes };
}

const previewItems = () =>
	[ ...document.querySelectorAll( '.jp-related-posts-i2__post-title' ) ].map(
		( element ) => element.textContent
	);

beforeEach( () => {
	editing.postId = 12;
	editing.postType = 'post';
	requests.length = 0;
} );

describe( 'Related Posts preview', () => {
	it( "shows the host's related posts of this post, as many as chosen", async () => {
		answer( async () => ( { posts: [ 1, 2, 3, 4, 5 ].map( post ) } ) );
		await renderEditor( { postsToShow: 4 } );
		await screen.findAllByText( 'Related 1' );
		expect( requests ).toEqual( [ '/wpcom/v2/related-posts/12?count=6' ] );
		expect( previewItems() ).toEqual( [
			'Related 1',
			'Related 2',
			'Related 3',
			'Related 4',
		] );
		expect(
			[
				...document.querySelectorAll( 'ul.jp-related-posts-i2__row' ),
			].map( ( row ) => row.children.length )
		).toEqual( [ 2, 2 ] );
	} );

	it( "says so when there aren't enough similar posts", async () => {
		answer( async () => ( { posts: [] } ) );
		await renderEditor();
		expect(
			await screen.findByText(
				"Preview unavailable: you haven't published enough posts with similar content."
			)
		).toBeInTheDocument();
	} );

	it( 'says the preview is unavailable in the site editor', async () => {
		editing.postType = 'wp_template';
		answer( async () => ( { posts: [ post( 1 ) ] } ) );
		await renderEditor();
		expect(
			await screen.findByText( 'Preview unavailable in site editor.' )
		).toBeInTheDocument();
		expect( requests ).toEqual( [] );
	} );

	it( 'shows loading, then the error the site answered', async () => {
		let fail: ( error: unknown ) => void = () => {};
		answer(
			() => new Promise( ( _resolve, reject ) => ( fail = reject ) )
		);
		await renderEditor();
		expect(
			await screen.findByText( 'Loading related posts…' )
		).toBeInTheDocument();
		await act( async () => fail( { message: 'Invalid post ID.' } ) );
		expect(
			await screen.findByText(
				'The related posts could not be loaded: Invalid post ID.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
	} );
} );

describe( 'Related Posts controls', () => {
	it( 'switches between grid and list from the toolbar', async () => {
		answer( async () => ( { posts: [ post( 1 ) ] } ) );
		const editor = await renderEditor();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'List view' } )
		);
		expect( editor.attributes().postLayout ).toBe( 'list' );
		expect(
			document.querySelector( '.jp-relatedposts-i2[data-layout="list"]' )
		).not.toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Grid view' } )
		);
		expect( editor.attributes().postLayout ).toBe( 'grid' );
	} );

	it( 'toggles date, thumbnails and context, and keeps the number of posts within 1–6', async () => {
		answer( async () => ( { posts: [ post( 1 ) ] } ) );
		const editor = await renderEditor();
		const panel = (
			await screen.findByText( 'Related Posts settings' )
		).closest( '.components-panel__body' ) as HTMLElement;
		await userEvent.click(
			within( panel ).getByRole( 'checkbox', { name: 'Display date' } )
		);
		await userEvent.click(
			within( panel ).getByRole( 'checkbox', {
				name: 'Display thumbnails',
			} )
		);
		await userEvent.click(
			within( panel ).getByRole( 'checkbox', { name: /Display context/ } )
		);
		expect( editor.attributes() ).toMatchObject( {
			displayDate: false,
			displayThumbnails: true,
			displayContext: true,
		} );
		const count = within( panel ).getByRole( 'spinbutton', {
			name: 'Number of posts',
		} );
		expect( count ).toHaveAttribute( 'min', '1' );
		expect( count ).toHaveAttribute( 'max', '6' );
		await userEvent.clear( count );
		await userEvent.type( count, '9' );
		expect( editor.attributes().postsToShow ).toBeLessThanOrEqual( 6 );
		await userEvent.clear( count );
		await userEvent.type( count, '5' );
		expect( editor.attributes().postsToShow ).toBe( 5 );
	} );
} );
