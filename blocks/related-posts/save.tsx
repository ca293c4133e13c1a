/**
 * Saved markup, the shape Jetpack's current version saves: the wrapper holding the inner
 * blocks (a headline). The list itself is never saved: the server renders it for each view.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
