/**
 * The saved markup Jetpack's content holds: the block wrapper with the inner button (link
 * style) inside it. Visitors get the server rendering (render.ts), which reads the attributes.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
