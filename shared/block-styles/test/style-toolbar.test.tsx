/**
 * The toolbar's 'Style' menu in a real block editor, on the blocks that have styles: it lists
 * the block.json styles with the active one checked, previews the block in the style under the
 * pointer or keyboard focus, applies the picked style through the block's class (keeping the
 * author's classes), and agrees with the sidebar's Styles panel. Blocks without styles get none.
 */
import { createBlock } from '@wordpress/blocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSuiteBlock } from '../../register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import gallerySettings from '../../../blocks/tiled-gallery';
import galleryMetadata from '../../../blocks/tiled-gallery/block.json';
import buttonSettings from '../../../blocks/button';
import buttonMetadata from '../../../blocks/button/block.json';
import slideshowSettings from '../../../blocks/slideshow';
import slideshowMetadata from '../../../blocks/slideshow/block.json';

jest.setTimeout( 60000 );

registerSuiteBlock( { metadata: galleryMetadata, settings: gallerySettings } );
registerSuiteBlock( { metadata: buttonMetadata, settings: buttonSettings } );
registerSuiteBlock( {
	metadata: slideshowMetadata,
	settings: slideshowSettings,
} );

const photos = [ 1, 2, 3 ].map( ( index ) => ( {
	alt: `Photo ${ index }`,
	id: String( index + 10 ),
	url: `https://example.com/wp-content/uploads/${ index }.jpg`,
	width: 1200,
	height: 800,
} ) );

async function render( name: string, attributes: Record< string, unknown > ) {
	const block = createBlock( name, attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
	} );
	return {
		...view,
		className: () => view.blocks()[ 0 ].attributes.className,
		user: userEvent.setup( { delay: null } ),
	};
}

async function openStyleMenu( user: ReturnType< typeof userEvent.setup > ) {
	const toggle = screen.getByRole( 'button', { name: 'Style' } );
	expect( toggle ).toHaveAttribute( 'aria-haspopup', 'true' );
	await user.click( toggle );
	expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	return screen.findByRole( 'menu', { name: 'Style' } );
}

const preview = () =>
	document.querySelector< HTMLElement >( '.block-style-selector__preview' );

describe( "the toolbar's Style menu", () => {
	it( "lists the tiled gallery's layouts with the active one checked, and previews the one under focus", async () => {
		const { user } = await render( 'jetpack/tiled-gallery', {
			images: photos,
		} );
		const menu = await openStyleMenu( user );
		const items = within( menu ).getAllByRole( 'menuitemradio' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'Tiled mosaic',
			'Circles',
			'Square tiles',
			'Tiled columns',
		] );
		expect(
			items.map( ( item ) => item.getAttribute( 'aria-checked' ) )
		).toEqual( [ 'true', 'false', 'false', 'false' ] );
		// The active style is previewed until another is pointed at or focused.
		expect( preview() ).toHaveAttribute( 'data-style', 'rectangular' );
		await user.hover( items[ 1 ] );
		expect( preview() ).toHaveAttribute( 'data-style', 'circle' );
		// Keyboard focus moves the preview too (arrow keys move focus: NavigableMenu's own).
		act( () => items[ 2 ].focus() );
		expect( preview() ).toHaveAttribute( 'data-style', 'square' );
		// The block editor's own preview draws it (jsdom has no layout to draw it in: the
		// drawn preview is checked in the browser, tests/e2e/block-styles.e2e.test.ts).
		expect(
			preview()?.querySelector( '.block-editor-block-preview__container' )
		).not.toBeNull();
	} );

	it( 'applies the picked layout through the class, keeping the author’s classes, as the sidebar shows', async () => {
		const { user, className } = await render( 'jetpack/tiled-gallery', {
			images: photos,
			className: 'travel is-style-circle',
		} );
		const menu = await openStyleMenu( user );
		expect(
			within( menu ).getByRole( 'menuitemradio', { name: 'Circles' } )
		).toHaveAttribute( 'aria-checked', 'true' );
		await user.click(
			within( menu ).getByRole( 'menuitemradio', {
				name: 'Square tiles',
			} )
		);
		expect( className() ).toBe( 'travel is-style-square' );
		// The menu closes once a style is picked.
		await waitFor( () =>
			expect(
				screen.queryByRole( 'menu', { name: 'Style' } )
			).not.toBeInTheDocument()
		);
		// The sidebar's Styles panel (the editor's own, from the same block.json) agrees.
		await user.click( screen.getByRole( 'tab', { name: 'Styles' } ) );
		expect(
			await screen.findByRole( 'radio', { name: 'Square tiles' } )
		).toHaveAttribute( 'aria-checked', 'true' );
		// And a style picked there is checked in the toolbar's menu.
		await user.click(
			screen.getByRole( 'radio', { name: 'Tiled columns' } )
		);
		expect( className() ).toBe( 'travel is-style-columns' );
		const reopened = await openStyleMenu( user );
		expect(
			within( reopened ).getByRole( 'menuitemradio', {
				name: 'Tiled columns',
			} )
		).toHaveAttribute( 'aria-checked', 'true' );
	} );

	it( "offers the button's Fill and Outline", async () => {
		const { user, className } = await render( 'jetpack/button', {
			text: 'Send',
			element: 'button',
		} );
		const menu = await openStyleMenu( user );
		expect(
			within( menu )
				.getAllByRole( 'menuitemradio' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Fill', 'Outline' ] );
		await user.click(
			within( menu ).getByRole( 'menuitemradio', { name: 'Outline' } )
		);
		expect( className() ).toBe( 'is-style-outline' );
	} );

	it( 'is not offered on a block without styles', async () => {
		await render( 'jetpack/slideshow', {} );
		expect(
			screen.queryByRole( 'button', { name: 'Style' } )
		).not.toBeInTheDocument();
	} );
} );
