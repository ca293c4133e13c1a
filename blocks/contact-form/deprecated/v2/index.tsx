/**
 * Frozen: the form saved as its fields only, with no wrapper element (the attributes already
 * those of today). Opens valid and saves with the current wrapper. Do not edit.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import { baseAttributes } from '../base-attributes';

const v2: BlockDeprecation< Record< string, unknown > > = {
	apiVersion: 3,
	attributes: baseAttributes,
	supports: { html: false },
	save() {
		return <InnerBlocks.Content />;
	},
};

export default v2;
