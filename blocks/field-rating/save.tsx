/**
 * jetpack/field-rating saves a bare `<div>` around its jetpack/label and jetpack/input-rating
 * blocks, as Jetpack saves it (the field has no older shape). The server renders it for visitors.
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return (
		<div>
			<InnerBlocks.Content />
		</div>
	);
}
