/**
 * Saving rules of the tiled gallery that fixtures cannot show: uploading images save nothing,
 * `ids` cannot be set directly, conversions keep only images with an id and a URL.
 */
import {
	createBlock,
	getBlockType,
	getSaveContent,
	registerBlockType,
	serialize,
} from '@wordpress/blocks';
import { registerSuiteBlock } from '../../../shared/register-block';
import blockSettings from '..';
import metadata from '../block.json';
import { fromCoreGallery, toCoreGallery } from '../transforms';
import { IDS_ERROR, galleryUpdate } from '../transforms/ids';

beforeAll( () => {
	registerSuiteBlock( { metadata, settings: blockSettings } );
	// The core blocks' own attribute names (`@wordpress/block-library`), registered bare.
	for ( const name of [ 'core/image', 'core/gallery' ] ) {
		if ( ! getBlockType( name ) ) {
			registerBlockType( name, {
				apiVersion: 3,
				title: name,
				category: 'media',
				attributes: {
					id: { type: 'number' },
					url: { type: 'string' },
					alt: { type: 'string' },
					linkTo: { type: 'string' },
				},
				save: () => null,
			} );
		}
	}
} );

const image = ( id: string, url: string ) => ( {
	id,
	url,
	alt: `Alt ${ id }`,
	width: 800,
	height: 600,
} );

describe( 'saving', () => {
	it( 'images still uploading (blob: URLs) produce no saved output', () => {
		const html = getSaveContent( 'jetpack/tiled-gallery', {
			...createBlock( 'jetpack/tiled-gallery' ).attributes,
			images: [
				image( '1', 'https://example.com/wp-content/uploads/a.jpg' ),
				image( '', 'blob:http://127.0.0.1/0b7c2c1e' ),
			],
		} );
		expect( html ).toContain(
			'data-url="https://example.com/wp-content/uploads/a.jpg"'
		);
		expect( html ).not.toContain( 'blob:' );
		expect( html.match( /<figure/g ) ).toHaveLength( 1 );
	} );

	it( 'saves nothing without images', () => {
		expect( serialize( [ createBlock( 'jetpack/tiled-gallery' ) ] ) ).toBe(
			'<!-- wp:jetpack/tiled-gallery /-->'
		);
	} );

	it( 'keeps the alt text as written and gives circles no rounded corners', () => {
		const html = getSaveContent( 'jetpack/tiled-gallery', {
			...createBlock( 'jetpack/tiled-gallery' ).attributes,
			className: 'is-style-circle',
			roundedCorners: 12,
			images: [
				{
					...image( '1', '/wp-content/uploads/a.jpg' ),
					alt: 'Dunes "at dawn" & dusk',
				},
			],
		} );
		expect( html ).toContain(
			'alt="Dunes &quot;at dawn&quot; &amp; dusk"'
		);
		expect( html ).not.toContain( 'has-rounded-corners' );
	} );

	it( 'saves rounded corners of at most 20', () => {
		const html = ( roundedCorners: number ) =>
			getSaveContent( 'jetpack/tiled-gallery', {
				...createBlock( 'jetpack/tiled-gallery' ).attributes,
				roundedCorners,
				images: [ image( '1', '/wp-content/uploads/a.jpg' ) ],
			} );
		expect( html( 12 ) ).toContain( 'has-rounded-corners-12' );
		expect( html( 35 ) ).toContain( 'has-rounded-corners-20' );
		expect( html( 35 ) ).not.toContain( 'has-rounded-corners-35' );
	} );
} );

describe( 'ids', () => {
	it( 'cannot be set directly', () => {
		expect( () => galleryUpdate( { ids: [ 1 ] } ) ).toThrow( IDS_ERROR );
	} );

	it( 'are derived from the images, as numbers', () => {
		expect(
			galleryUpdate( {
				images: [ image( '7', 'a' ), image( '9', 'b' ) ],
			} ).ids
		).toEqual( [ 7, 9 ] );
	} );
} );

describe( 'conversion from and to the core gallery', () => {
	it( 'keeps only images that have both an id and a URL', () => {
		const coreImages = [
			createBlock( 'core/image', {
				id: 5,
				url: 'https://example.com/5.jpg',
				alt: 'Five',
			} ),
			createBlock( 'core/image', {
				url: 'https://example.com/no-id.jpg',
			} ),
			createBlock( 'core/image', { id: 6 } ),
		];
		const gallery = fromCoreGallery( { linkTo: 'media' }, coreImages );
		expect( gallery.attributes.images ).toEqual( [
			{ id: '5', url: 'https://example.com/5.jpg', alt: 'Five' },
		] );
		expect( gallery.attributes.ids ).toEqual( [ 5 ] );
		expect( gallery.attributes.linkTo ).toBe( 'media' );

		const back = toCoreGallery( {
			images: [
				image( '5', 'https://example.com/5.jpg' ),
				image( '', 'https://example.com/x.jpg' ),
			],
			linkTo: 'attachment',
		} );
		expect( back.name ).toBe( 'core/gallery' );
		expect( back.attributes.linkTo ).toBe( 'attachment' );
		expect( back.innerBlocks.map( ( inner ) => inner.attributes ) ).toEqual(
			[
				expect.objectContaining( {
					id: 5,
					url: 'https://example.com/5.jpg',
					alt: 'Alt 5',
				} ),
			]
		);
	} );

	it( 'reads older core galleries that keep their images as an attribute', () => {
		const gallery = fromCoreGallery( {
			images: [
				{ id: 3, url: 'https://example.com/3.jpg' },
				{ url: 'https://example.com/x.jpg' },
			],
		} );
		expect( gallery.attributes.ids ).toEqual( [ 3 ] );
	} );
} );
