/**
 * Saved markup of jetpack/field-radio: a bare `<div>` around its label and `jetpack/options` blocks
 * (current Jetpack), or the `wp-block-jetpack-field-radio` wrapper around `jetpack/field-option-*`
 * blocks (older Jetpack); shared/forms/field-save.tsx. The server renders it for visitors.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { fieldSave } from '../../shared/forms/field-save';

function saveOptionBlocks() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}

export default fieldSave( saveOptionBlocks );
