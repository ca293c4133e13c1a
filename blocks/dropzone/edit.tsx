/** Editor of the dropzone: the text visitors read in it (a paragraph by default). */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export default function DropzoneEdit() {
	return (
		<div
			{ ...useInnerBlocksProps(
				useBlockProps( {
					className: 'jetpack-form-file-field__dropzone',
				} )
			) }
		/>
	);
}
