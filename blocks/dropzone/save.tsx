/**
 * The dropzone of a file upload field, saved as Jetpack saves it: `<div class="wp-block-jetpack-dropzone …">`
 * around the author's text. The field's renderer prints it with the file input inside.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export default function save() {
	return <div { ...useInnerBlocksProps.save( useBlockProps.save() ) } />;
}
