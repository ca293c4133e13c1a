/**
 * The saved Form: a wrapper with the block's classes and styles around its fields, as Jetpack
 * saves it (`<div class="wp-block-jetpack-contact-form …">…</div>`). Visitors get the server's
 * rendering of the same blocks.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { ContactFormAttributes } from './types';

export default function ContactFormSave( {
	attributes,
}: {
	attributes: Pick< ContactFormAttributes, 'ref' >;
} ) {
	// A synced form is only its reference: `<!-- wp:jetpack/contact-form {"ref":N} /-->`.
	if ( attributes.ref ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
