/**
 * The saved Form: a wrapper with the block's classes and styles around its fields, as Jetpack
 * saves it (`<div class="wp-block-jetpack-contact-form …">…</div>`). Visitors get the server's
 * rendering of the same blocks.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function ContactFormSave() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
