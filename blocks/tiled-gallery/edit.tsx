/** Editor of jetpack/tiled-gallery (filled in by the next commits). */
import { useBlockProps } from '@wordpress/block-editor';

export default function TiledGalleryEdit() {
	return <div { ...useBlockProps() } />;
}
