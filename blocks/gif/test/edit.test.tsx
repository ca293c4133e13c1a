/**
 * The GIF block in a real block editor: empty text does nothing, a term searches through the
 * host and the first of up to 10 results becomes the GIF (padding from its size), the strip
 * chooses another, a pasted GIF address is looked up by id, errors are shown, and the caption
 * is editable.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { createBlock } from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';
import { gifIdFromUrl, paddingFor } from '../gif-url';
import type { GifItem } from '../types';

const requests: string[] = [];
function answer( respond: ( path: string ) => Promise< unknown > ) {
	apiFetch.setFetchHandler( ( options ) => {
		const path = String( options.path ).replace( /[?&]_locale=user$/, '' );
		requests.push( path );
		return respond( path );
	} );
}

function item( id: string, width = 480, height = 270 ): GifItem {
	return {
		id,
		title: `Cat ${ id }`,
		url: `https://media.giphy.com/media/${ id }/giphy.gif`,
		stillUrl: `https://media.giphy.com/media/${ id }/giphy_s.gif`,
		width,
		height,
		embedUrl: `https://giphy.com/embed/${ id }`,
	};
}

async function renderEditor( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/gif', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
	} );
	return { ...view, attributes: () => view.blocks()[ 0 ].attributes };
}

async function searchFor( text: string ) {
	const field = await screen.findByRole( 'textbox', {
		name: 'Search for a GIF or paste its address',
	} );
	await userEvent.clear( field );
	if ( text ) {
		await userEvent.click( field );
		await userEvent.paste( text );
	}
	await userEvent.click( screen.getByRole( 'button', { name: 'Search' } ) );
}

beforeEach( () => {
	requests.length = 0;
} );

describe( 'GIF address and size rules', () => {
	it( 'finds the id in pasted GIF addresses, and nothing in other text', () => {
		expect(
			gifIdFromUrl( 'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S' )
		).toBe( 'JIX9t2j0ZTN9S' );
		expect( gifIdFromUrl( 'https://giphy.com/embed/JIX9t2j0ZTN9S' ) ).toBe(
			'JIX9t2j0ZTN9S'
		);
		expect(
			gifIdFromUrl(
				'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif'
			)
		).toBe( 'JIX9t2j0ZTN9S' );
		expect( gifIdFromUrl( 'cats' ) ).toBeNull();
		expect( gifIdFromUrl( 'https://evil.example/gifs/x-abc' ) ).toBeNull();
		expect( paddingFor( 480, 270 ) ).toBe( '56.25%' );
		expect( paddingFor( 0, 0 ) ).toBe( '56.2%' );
	} );
} );

describe( 'GIF editor', () => {
	it( 'does nothing for empty text', async () => {
		answer( async () => ( { items: [] } ) );
		const editor = await renderEditor();
		await searchFor( '   ' );
		expect( requests ).toEqual( [] );
		expect( editor.attributes().gifUrl ).toBeUndefined();
	} );

	it( 'searches through the host, takes the first result, and offers the others', async () => {
		answer( async () => ( {
			items: Array.from( { length: 10 }, ( _, i ) =>
				item( `Cat${ i }`, 400, i === 1 ? 400 : 300 )
			),
		} ) );
		const editor = await renderEditor();
		await searchFor( 'funny cats' );
		expect( requests ).toEqual( [ '/wpcom/v2/gif/search?q=funny%20cats' ] );
		expect( editor.attributes() ).toMatchObject( {
			gifUrl: 'https://media.giphy.com/media/Cat0/giphy.gif',
			searchText: 'funny cats',
			paddingTop: '75%',
		} );
		const choices = await screen.findAllByRole( 'button', {
			name: /^Choose GIF \d+/,
		} );
		expect( choices ).toHaveLength( 10 );
		await userEvent.click( choices[ 1 ] );
		expect( editor.attributes() ).toMatchObject( {
			gifUrl: 'https://media.giphy.com/media/Cat1/giphy.gif',
			paddingTop: '100%',
		} );
		expect( choices[ 1 ] ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'looks a pasted GIF address up by its id', async () => {
		answer( async () => ( { item: item( 'JIX9t2j0ZTN9S' ) } ) );
		const editor = await renderEditor();
		await searchFor( 'https://giphy.com/gifs/cat-JIX9t2j0ZTN9S' );
		expect( requests ).toEqual( [ '/wpcom/v2/gif/item/JIX9t2j0ZTN9S' ] );
		expect( editor.attributes().gifUrl ).toBe(
			'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif'
		);
	} );

	it( 'shows loading, then the error the site answered', async () => {
		let fail: ( error: unknown ) => void = () => {};
		answer(
			() => new Promise( ( _resolve, reject ) => ( fail = reject ) )
		);
		await renderEditor();
		await searchFor( 'cats' );
		expect(
			await screen.findByText( 'Searching for GIFs…' )
		).toBeInTheDocument();
		await act( async () =>
			fail( { message: 'The GIF service is not available right now.' } )
		);
		expect(
			await screen.findByText(
				'No GIF could be loaded: The GIF service is not available right now.',
				{ selector: '.components-notice__content' }
			)
		).toBeInTheDocument();
	} );

	it( 'edits the caption under the GIF', async () => {
		answer( async () => ( { items: [] } ) );
		const editor = await renderEditor( {
			gifUrl: 'https://media.giphy.com/media/a/giphy.gif',
		} );
		const caption = await screen.findByRole( 'textbox', {
			name: 'GIF caption',
		} );
		await userEvent.click( caption );
		await userEvent.type( caption, 'So cute' );
		expect( editor.attributes().caption ).toBe( 'So cute' );
	} );
} );
