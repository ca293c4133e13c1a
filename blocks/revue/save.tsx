/**
 * Saved markup of the retired newsletter block, as Jetpack's last version saved it: inner blocks
 * (the old subscribe button), then a plain link to the Revue profile as a fallback.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { revueProfileUrl } from './profile-url';
import type { RevueAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: RevueAttributes;
} ) {
	const url = revueProfileUrl( attributes.revueUsername );
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
			<a className="wp-block-jetpack-revue__fallback" href={ url }>
				{ url }
			</a>
		</div>
	);
}
