/**
 * Saving column widths (spec 002 §4): the `changed` flag starts true only when no widths are
 * stored, so a new gallery saves its widths once it is measured and a saved gallery opens with
 * its widths untouched; after a change (images, alignment, columns, layout) the new widths are
 * saved once; a resize alone and a change that does not move the columns write nothing; nothing
 * is saved while images are still uploading.
 *
 * jsdom lays nothing out: every element is given a 600 px `clientWidth` here, and the
 * ResizeObserver below reports a new width when the test says so, as a browser would.
 */
import { createBlock } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import blockSettings from '..';
import metadata from '../block.json';
import { computeLayout } from '../layout';

jest.setTimeout( 30000 );

let galleryWidth = 600;
const observers = new Set< ResizeObserverCallback >();
beforeAll( () => {
	Object.defineProperty( HTMLElement.prototype, 'clientWidth', {
		configurable: true,
		get() {
			return galleryWidth;
		},
	} );
	globalThis.ResizeObserver = class {
		callback: ResizeObserverCallback;
		constructor( callback: ResizeObserverCallback ) {
			this.callback = callback;
		}
		observe() {
			observers.add( this.callback );
		}
		unobserve() {}
		disconnect() {
			observers.delete( this.callback );
		}
	} as unknown as typeof ResizeObserver;
	registerSuiteBlock( { metadata, settings: blockSettings } );
} );
afterAll( () => {
	delete ( HTMLElement.prototype as { clientWidth?: number } ).clientWidth;
} );
beforeEach( () => {
	galleryWidth = 600;
	observers.clear();
} );

const photo = ( index: number, width: number, height: number ) => ( {
	alt: `Photo ${ index + 1 }`,
	id: String( index + 21 ),
	url: `https://example.com/wp-content/uploads/${ index + 1 }.jpg`,
	width,
	height,
} );
/** A portrait then three landscapes: one row, the portrait beside a column of three. */
const photos = () =>
	[ 750, 1500, 1500, 1500 ].map( ( width, index ) =>
		photo( index, width, 1000 )
	);
/** Five portraits: rows of three and two, or one row of five when wide. */
const portraits = () =>
	Array.from( { length: 5 }, ( _, index ) => photo( index, 800, 1000 ) );

const widthsFor = (
	images: Array< ReturnType< typeof photo > >,
	width: number,
	align?: string
) =>
	computeLayout( { images, layoutStyle: 'rectangular', width, align } )
		.columnWidths;

/**
 * The gallery in a real block editor; `writes()` lists every new `columnWidths` value the
 * editor reported since the gallery opened (one each time the block saved its widths).
 * @param attributes
 */
async function openGallery( attributes: Record< string, unknown > ) {
	const block = createBlock( 'jetpack/tiled-gallery', attributes );
	const view = await renderBlockEditor( [ block ], {
		selected: block.clientId,
		toolbar: true,
	} );
	// Let the width measurement and the effects that follow it settle.
	await act( async () => {} );
	const writes = () => {
		const values: unknown[] = [ block.attributes.columnWidths ];
		for ( const content of view.history() ) {
			const value = content[ 0 ].attributes.columnWidths;
			if ( value !== values[ values.length - 1 ] ) {
				values.push( value );
			}
		}
		return values.slice( 1 );
	};
	return {
		...view,
		writes,
		stored: () => view.blocks()[ 0 ].attributes.columnWidths,
		update: ( changes: Record< string, unknown > ) =>
			act( async () => {
				(
					view.registry.dispatch( blockEditorStore ) as unknown as {
						updateBlockAttributes: (
							id: string,
							changes: Record< string, unknown >
						) => void;
					}
				 ).updateBlockAttributes( block.clientId, changes );
			} ),
	};
}

async function resizeTo( width: number ) {
	galleryWidth = width;
	await act( async () => {
		observers.forEach( ( callback ) =>
			callback( [], {} as ResizeObserver )
		);
	} );
}

describe( 'Tiled gallery column widths', () => {
	it( 'a new gallery saves the widths of its measured width, once', async () => {
		const images = photos();
		const gallery = await openGallery( { images } );
		expect( gallery.writes() ).toEqual( [ widthsFor( images, 600 ) ] );
		expect( gallery.stored() ).toEqual( widthsFor( images, 600 ) );
		// 596 px between the gap: 360 px for the portrait, 236 px for the three stacked
		// landscapes (with their two 4 px gaps), both 480 px tall.
		expect( gallery.stored() ).toEqual( [ [ '60.40268', '39.59732' ] ] );
		// Saved, the flag is cleared: a resize, though it changes these widths, writes nothing.
		expect( widthsFor( images, 480 ) ).not.toEqual( gallery.stored() );
		await resizeTo( 480 );
		expect( gallery.writes() ).toHaveLength( 1 );
	} );

	it( 'opening a saved gallery keeps its stored widths, even when this editor is wider', async () => {
		const images = photos();
		// Widths saved by an editor 1,000 px wide: not what 600 px gives.
		const stored = widthsFor( images, 1000 );
		expect( stored ).not.toEqual( widthsFor( images, 600 ) );
		const gallery = await openGallery( { images, columnWidths: stored } );
		await resizeTo( 420 );
		expect( gallery.writes() ).toEqual( [] );
		expect( gallery.stored() ).toBe( stored );
		// The editor lays it out for its own width all the same.
		const first = gallery.container.querySelector< HTMLElement >(
			'.tiled-gallery__col'
		);
		expect( first?.style.flexBasis ).toBe(
			`${ widthsFor( images, 420 )[ 0 ][ 0 ] }%`
		);
	} );

	it( 'moving an image saves the new widths once', async () => {
		const user = userEvent.setup();
		const images = photos();
		const gallery = await openGallery( {
			images,
			columnWidths: widthsFor( images, 600 ),
		} );
		const secondButton = screen.getByRole( 'button', {
			name: 'image 2 of 4 in gallery',
		} );
		await user.click( secondButton );
		const second = secondButton.closest( 'figure' ) as HTMLElement;
		await user.click(
			within( second ).getByRole( 'button', {
				name: 'Move image backward',
			} )
		);
		const moved = [ images[ 1 ], images[ 0 ], images[ 2 ], images[ 3 ] ];
		expect( widthsFor( moved, 600 ) ).not.toEqual(
			widthsFor( images, 600 )
		);
		expect( gallery.writes() ).toEqual( [ widthsFor( moved, 600 ) ] );
	} );

	it( 'a wide alignment saves the wide layout once; a link change saves nothing', async () => {
		const images = portraits();
		const gallery = await openGallery( {
			images,
			columnWidths: widthsFor( images, 600 ),
		} );
		await gallery.update( { linkTo: 'media' } );
		expect( gallery.writes() ).toEqual( [] );
		await gallery.update( { align: 'wide' } );
		expect( gallery.writes() ).toEqual( [
			widthsFor( images, 600, 'wide' ),
		] );
		expect( gallery.writes()[ 0 ] ).toHaveLength( 1 );
	} );

	it( 'a new gallery saves nothing while an image is uploading, then once when it is saved', async () => {
		const images = photos();
		const gallery = await openGallery( {
			images: [
				...images.slice( 0, 3 ),
				{ ...images[ 3 ], id: undefined, url: 'blob:http://x/1' },
			],
		} );
		expect( gallery.writes() ).toEqual( [] );
		await gallery.update( { images } );
		expect( gallery.writes() ).toEqual( [ widthsFor( images, 600 ) ] );
	} );
} );
