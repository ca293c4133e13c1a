/**
 * The current saved shape (what Jetpack saves today): block wrapper, a layout div carrying
 * `has-rounded-corners-N`, then `.tiled-gallery__gallery` › rows › columns › figures. The img
 * keeps the original file as `src`; visitors get srcset/sizes from the server's render.
 */
import type { BlockSaveProps } from '@wordpress/blocks';
import { SavedGallery } from './saved/gallery-markup';
import type { TiledGalleryAttributes } from './types';

export default function TiledGallerySave( {
	attributes,
}: BlockSaveProps< TiledGalleryAttributes > ) {
	return (
		<SavedGallery
			attributes={ attributes }
			shape={ { layoutWrapper: true } }
		/>
	);
}
