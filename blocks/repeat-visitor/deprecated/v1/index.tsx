/** The first saved shape: the inner blocks directly in the wrapper, no inner container. */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import type { RepeatVisitorAttributes } from '../../types';

const v1: BlockDeprecation< RepeatVisitorAttributes > = {
	apiVersion: 3,
	attributes: metadata.attributes,
	supports: { align: [ 'wide', 'full' ], html: false },
	save() {
		return (
			<div { ...useBlockProps.save() }>
				<InnerBlocks.Content />
			</div>
		);
	},
};

export default v1;
