/** Editor of the dropzone: the text visitors read in it (a paragraph by default). */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[
		'core/paragraph',
		{
			content: __(
				'Drag and drop or click to select a file.',
				'jetpack'
			),
		},
	],
];

export default function DropzoneEdit() {
	return (
		<div
			{ ...useInnerBlocksProps(
				useBlockProps( {
					className: 'jetpack-form-file-field__dropzone',
				} ),
				{ template: TEMPLATE }
			) }
		/>
	);
}
