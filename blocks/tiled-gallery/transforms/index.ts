/**
 * Conversion from and to the core gallery, keeping only images that have both an id and a
 * URL (spec 002 §5). The core gallery holds its images as core/image inner blocks (older
 * galleries as an `images` attribute); both are read.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import type { GalleryImage } from '../types';
import type { BlockSettings } from '../../../shared/register-block';
import { withDerivedIds } from './ids';

type CoreImage = { id?: unknown; url?: unknown; alt?: unknown; link?: unknown };

function keepable( images: CoreImage[] ): GalleryImage[] {
	return images
		.filter(
			( image ) => image.id && typeof image.url === 'string' && image.url
		)
		.map( ( image ) => ( {
			id: String( image.id ),
			url: image.url as string,
			alt: typeof image.alt === 'string' ? image.alt : '',
			...( typeof image.link === 'string' ? { link: image.link } : {} ),
		} ) );
}

const asList = ( value: unknown ): CoreImage[] =>
	Array.isArray( value ) ? value : [];

export function fromCoreGallery(
	attributes: { images?: unknown; linkTo?: unknown },
	innerBlocks: Block[] = []
) {
	const images = keepable(
		innerBlocks.length
			? innerBlocks.map( ( inner ) => inner.attributes as CoreImage )
			: asList( attributes.images )
	);
	const linkTo =
		typeof attributes.linkTo === 'string' &&
		[ 'media', 'attachment', 'none' ].includes( attributes.linkTo )
			? attributes.linkTo
			: undefined;
	return createBlock(
		'jetpack/tiled-gallery',
		withDerivedIds( { images, ...( linkTo ? { linkTo } : {} ) } )
	);
}

export function toCoreGallery( attributes: {
	images?: unknown;
	linkTo?: unknown;
} ) {
	const images = keepable(
		Array.isArray( attributes.images ) ? attributes.images : []
	);
	const linkTo =
		attributes.linkTo === 'media' || attributes.linkTo === 'attachment'
			? attributes.linkTo
			: 'none';
	return createBlock(
		'core/gallery',
		{ linkTo },
		images.map( ( image ) =>
			createBlock( 'core/image', {
				id: Number( image.id ),
				url: image.url,
				alt: image.alt,
			} )
		)
	);
}

type Attributes = Record< string, unknown >;

const one = < T >( value: T | T[] ): T =>
	Array.isArray( value ) ? value[ 0 ] : value;

const transforms: BlockSettings[ 'transforms' ] = {
	from: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: (
				attributes: Attributes | Attributes[],
				innerBlocks: Block[] | Block[][]
			) =>
				fromCoreGallery(
					one( attributes ),
					( innerBlocks as Block[] ).filter(
						( inner ): inner is Block => ! Array.isArray( inner )
					)
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( attributes: Attributes | Attributes[] ) =>
				toCoreGallery( one( attributes ) ),
		},
	],
};

export default transforms;
