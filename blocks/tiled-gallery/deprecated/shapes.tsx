/**
 * Jetpack's earlier saved shapes of the tiled gallery, each recognised as a deprecation.
 * Every one also reads back the `src` that was saved (a Site Accelerator `i0.wp.com` URL, a
 * resized copy…) so the markup validates whatever image host wrote it; migrating drops `src`
 * and the current save writes the original file again.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../block.json';
import { SavedGallery, type SavedShape } from '../saved/gallery-markup';
import type { TiledGalleryAttributes } from '../types';
import { withDerivedIds } from '../transforms/ids';

const current = metadata.attributes;

/** The current attributes, with each image's saved `src` read back as well. */
const attributes = {
	...current,
	images: {
		...current.images,
		query: {
			...current.images.query,
			src: { source: 'attribute', selector: 'img', attribute: 'src' },
		},
	},
};

/**
 * …and for the first version, the img's `caption` attribute too. (Jetpack read it from a
 * `figcaption` that version never wrote, so a captioned image did not validate there; read
 * from where it was written, it does here.)
 */
const firstVersionAttributes = {
	...attributes,
	images: {
		...attributes.images,
		query: {
			...attributes.images.query,
			caption: {
				type: 'string',
				source: 'attribute',
				selector: 'img',
				attribute: 'caption',
			},
		},
	},
};

/**
 * Drops what only the old markup held: the saved `src` and the first version's caption (the
 * current block has no caption; it was never shown to visitors).
 * @param old
 */
function migrate( old: Record< string, unknown > ) {
	const images = Array.isArray( old.images )
		? old.images.map( ( image: Record< string, unknown > ) => {
				const { src: _src, caption: _caption, ...rest } = image;
				return rest;
			} )
		: [];
	return withDerivedIds( {
		...( old as unknown as TiledGalleryAttributes ),
		images,
	} );
}

type Deprecation = BlockDeprecation< Record< string, unknown > >;

function deprecation( shape: SavedShape ): Deprecation {
	return {
		attributes: ( shape.galleryLabel
			? firstVersionAttributes
			: attributes ) as unknown as Deprecation[ 'attributes' ],
		supports: metadata.supports as unknown as Deprecation[ 'supports' ],
		save: ( { attributes: saved } ) => (
			<SavedGallery
				attributes={ saved as unknown as TiledGalleryAttributes }
				shape={ shape }
			/>
		),
		migrate,
	};
}

/** Newest first. */
export const SHAPES: Array< { name: string; shape: SavedShape } > = [
	{
		name: 'current markup, another image host',
		shape: { layoutWrapper: true },
	},
	{
		name: 'focusable image buttons (v8–v9)',
		shape: {
			layoutWrapper: true,
			ampLayout: true,
			imageButton: true,
			imageTabIndex: true,
		},
	},
	{
		name: 'focusable image buttons, WordPress.com (v8–v9)',
		shape: { layoutWrapper: true, imageButton: true, imageTabIndex: true },
	},
	{
		name: 'image buttons (v7)',
		shape: {
			layoutWrapper: true,
			ampLayout: true,
			imageButton: true,
			leadingSpace: true,
		},
	},
	{
		name: 'image buttons, WordPress.com (v7)',
		shape: { layoutWrapper: true, imageButton: true, leadingSpace: true },
	},
	{
		name: 'no layout div, AMP layout (before v7)',
		shape: { layoutWrapper: false, ampLayout: true, mediaLinkToSrc: true },
	},
	{
		name: 'no layout div (before v7)',
		shape: { layoutWrapper: false, mediaLinkToSrc: true },
	},
	{
		name: "first version: images labelled 'image N of M in gallery', no column widths",
		shape: {
			layoutWrapper: false,
			mediaLinkToSrc: true,
			galleryLabel: true,
		},
	},
];

const deprecated = SHAPES.map( ( { shape } ) => deprecation( shape ) );

export default deprecated;
