/**
 * The tiled gallery in a real block editor: the placeholder, the per-image buttons and their
 * selection rules (spec 002 §4), the filter menu, the settings panel and its limits (§5), and
 * ids derived from the images. Saving and conversion rules: save.test.ts.
 */
import { createBlock } from '@wordpress/blocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFilter } from '@wordpress/hooks';
import { mediaUpload } from '../../../shared/media/media-upload';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';

jest.setTimeout( 30000 );

// WordPress provides the media library through this filter (the standalone site has none);
// added before any editor renders, as WordPress does.
addFilter(
	'editor.MediaUpload',
	'test/media-library',
	() =>
		( {
			render,
		}: {
			render: ( props: { open: () => void } ) => JSX.Element;
		} ) =>
			render( { open: () => undefined } )
);

const photos = ( count: number ) =>
	Array.from( { length: count }, ( _, index ) => ( {
		alt: `Photo ${ index + 1 }`,
		id: String( index + 11 ),
		url: `https://example.com/wp-content/uploads/${ index + 1 }.jpg`,
		width: 1200,
		height: 800,
	} ) );

async function renderGallery( attributes: Record< string, unknown > = {} ) {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	const block = createBlock( 'jetpack/tiled-gallery', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
		settings: { mediaUpload },
	} );
	return { ...view, attributes: () => view.blocks()[ 0 ].attributes };
}

const imageButton = ( n: number, of: number ) =>
	screen.getByRole( 'button', {
		name: `image ${ n } of ${ of } in gallery`,
	} );
const urls = ( attributes: Record< string, any > ) =>
	attributes.images.map( ( image: { url: string } ) =>
		image.url.split( '/' ).pop()
	);

describe( 'Tiled gallery editor', () => {
	it( 'asks for images: the Tiled Gallery placeholder takes image files, several at once', async () => {
		const { container } = await renderGallery();
		expect(
			container.querySelector( '.components-placeholder__label' )
		).toHaveTextContent( 'Tiled Gallery' );
		const input =
			container.querySelector< HTMLInputElement >( 'input[type="file"]' );
		expect( input?.accept ).toBe( 'image/*' );
		expect( input?.multiple ).toBe( true );
	} );

	it( 'labels each image and enables its movers only once it is selected', async () => {
		const user = userEvent.setup();
		await renderGallery( { images: photos( 3 ) } );
		expect( imageButton( 1, 3 ) ).toBeInTheDocument();
		expect( imageButton( 3, 3 ) ).toBeInTheDocument();
		const removes = screen.getAllByRole( 'button', {
			name: 'Remove image',
		} );
		expect( removes ).toHaveLength( 3 );
		removes.forEach( ( button ) =>
			expect( button ).toHaveAttribute( 'aria-disabled', 'true' )
		);

		await user.click( imageButton( 1, 3 ) );
		const first = imageButton( 1, 3 ).closest( 'figure' ) as HTMLElement;
		expect( first ).toHaveClass( 'is-selected' );
		expect(
			within( first ).getByRole( 'button', {
				name: 'Move image backward',
			} )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			within( first ).getByRole( 'button', {
				name: 'Move image forward',
			} )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'moves the selected image, keeping it selected in its new place; the last cannot move forward', async () => {
		const user = userEvent.setup();
		const { attributes } = await renderGallery( { images: photos( 3 ) } );
		await user.click( imageButton( 2, 3 ) );
		const second = imageButton( 2, 3 ).closest( 'figure' ) as HTMLElement;
		await user.click(
			within( second ).getByRole( 'button', {
				name: 'Move image forward',
			} )
		);
		expect( urls( attributes() ) ).toEqual( [ '1.jpg', '3.jpg', '2.jpg' ] );
		expect( attributes().ids ).toEqual( [ 11, 13, 12 ] );
		const last = imageButton( 3, 3 ).closest( 'figure' ) as HTMLElement;
		expect( last ).toHaveClass( 'is-selected' );
		expect(
			within( last ).getByRole( 'button', { name: 'Move image forward' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click(
			within( last ).getByRole( 'button', {
				name: 'Move image backward',
			} )
		);
		expect( urls( attributes() ) ).toEqual( [ '1.jpg', '2.jpg', '3.jpg' ] );
	} );

	it( 'clears the image selection when the block loses selection', async () => {
		const user = userEvent.setup();
		const { registry, container } = await renderGallery( {
			images: photos( 2 ),
		} );
		await user.click( imageButton( 1, 2 ) );
		expect(
			container.querySelector( '.tiled-gallery__item.is-selected' )
		).not.toBeNull();
		await act( async () => {
			(
				registry.dispatch( 'core/block-editor' ) as {
					clearSelectedBlock: () => void;
				}
			 ).clearSelectedBlock();
		} );
		expect(
			container.querySelector( '.tiled-gallery__item.is-selected' )
		).toBeNull();
	} );

	it( 'removes the selected image, clears the selection and lowers columns to the new count', async () => {
		const user = userEvent.setup();
		const { attributes, container } = await renderGallery( {
			images: photos( 3 ),
			className: 'is-style-square',
			columns: 3,
		} );
		await user.click( imageButton( 3, 3 ) );
		const third = imageButton( 3, 3 ).closest( 'figure' ) as HTMLElement;
		await user.click(
			within( third ).getByRole( 'button', { name: 'Remove image' } )
		);
		expect( urls( attributes() ) ).toEqual( [ '1.jpg', '2.jpg' ] );
		expect( attributes().ids ).toEqual( [ 11, 12 ] );
		expect( attributes().columns ).toBe( 2 );
		expect(
			container.querySelector( '.tiled-gallery__item.is-selected' )
		).toBeNull();
	} );

	it( 'applies a filter from “Pick an image filter” and clears the selection', async () => {
		const user = userEvent.setup();
		const { attributes, container } = await renderGallery( {
			images: photos( 2 ),
		} );
		await user.click( imageButton( 1, 2 ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Pick an image filter' } )
		);
		for ( const name of [
			'Original',
			'Black and White',
			'Sepia',
			'1977',
			'Clarendon',
			'Gingham',
		] ) {
			expect(
				screen.getByRole( 'menuitemradio', { name } )
			).toBeInTheDocument();
		}
		await user.click(
			screen.getByRole( 'menuitemradio', { name: 'Sepia' } )
		);
		expect( attributes().imageFilter ).toBe( 'sepia' );
		await waitFor( () =>
			expect(
				container.querySelector( '.tiled-gallery__item.is-selected' )
			).toBeNull()
		);
		expect(
			container.querySelectorAll( '.tiled-gallery__item.filter__sepia' )
		).toHaveLength( 2 );
	} );

	it( 'offers columns only for columns, circle and square layouts, up to min(20, count)', async () => {
		await renderGallery( { images: photos( 4 ) } );
		expect(
			screen.getByText( 'Tiled Gallery settings' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Columns' } )
		).toBeNull();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Rounded corners' } )
		).toHaveAttribute( 'max', '20' );
	} );

	it( 'square tiles: columns default to min(3, count), at most the image count; circles have no rounded corners', async () => {
		await renderGallery( {
			images: photos( 4 ),
			className: 'is-style-square',
		} );
		const columns = screen.getByRole( 'spinbutton', { name: 'Columns' } );
		expect( columns ).toHaveValue( 3 );
		expect( columns ).toHaveAttribute( 'min', '1' );
		expect( columns ).toHaveAttribute( 'max', '4' );
	} );

	it( 'circles: no rounded corners control', async () => {
		await renderGallery( {
			images: photos( 2 ),
			className: 'is-style-circle',
		} );
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Rounded corners' } )
		).toBeNull();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Columns' } )
		).toHaveAttribute( 'max', '2' );
	} );

	it( 'links to Attachment Page, Media File or None', async () => {
		const user = userEvent.setup();
		const { attributes } = await renderGallery( { images: photos( 2 ) } );
		const linkTo = screen.getByRole( 'combobox', { name: 'Link to' } );
		expect(
			within( linkTo )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Attachment Page', 'Media File', 'None' ] );
		await user.selectOptions( linkTo, 'media' );
		expect( attributes().linkTo ).toBe( 'media' );
	} );

	it( 'has an “Edit Gallery” button when a media library is there and, when selected, “Upload an image”', async () => {
		await renderGallery( { images: photos( 2 ) } );
		expect(
			screen.getByRole( 'button', { name: 'Edit Gallery' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Upload an image' } )
		).toBeInTheDocument();
	} );
} );
