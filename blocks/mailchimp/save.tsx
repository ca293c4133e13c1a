/**
 * Saved markup, as Jetpack's current version saves it: the wrapper and the inner button. The
 * form itself is printed for visitors by the server (render.ts).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
