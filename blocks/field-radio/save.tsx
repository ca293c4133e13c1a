/**
 * Saved markup of jetpack/field-radio: a wrapper holding the option blocks, as Jetpack saves it;
 * the field's attributes stay in the block comment and the server renders it for visitors.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
