/**
 * jetpack/options saves a `<ul>` with the block's wrapper props (the `wp-block-jetpack-options`
 * class, its background colour and border) around its `jetpack/option` blocks, as Jetpack saves it.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export default function save() {
	return <ul { ...useInnerBlocksProps.save( useBlockProps.save() ) } />;
}
