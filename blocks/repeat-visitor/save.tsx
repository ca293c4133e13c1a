/**
 * Saved markup, the shape Jetpack's current version saves: the wrapper, an inner container,
 * the inner blocks. Whether visitors see them is the server's decision (render.ts).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<div className="wp-block-jetpack-repeat-visitor__inner-container">
				<InnerBlocks.Content />
			</div>
		</div>
	);
}
