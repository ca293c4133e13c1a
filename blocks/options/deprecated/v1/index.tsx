/**
 * Frozen: a bare `<ul>` around the option blocks, without the block's class (written by tools
 * that produce Jetpack form markup by hand). Migrates to the current save. Do not edit.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import metadata from '../../block.json';

export default {
	apiVersion: 3,
	attributes: metadata.attributes,
	supports: metadata.supports,
	save() {
		return (
			<ul>
				<InnerBlocks.Content />
			</ul>
		);
	},
};
