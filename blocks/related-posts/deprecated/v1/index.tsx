/**
 * The first saved shape: nothing in the post (a self-closing block comment), no headline.
 * Opening it keeps the attributes; the next save writes the current wrapper.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import type { RelatedPostsAttributes } from '../../types';

const v1: BlockDeprecation< RelatedPostsAttributes > = {
	apiVersion: 3,
	attributes: metadata.attributes,
	supports: { align: [ 'wide', 'full' ], html: false },
	save: () => null,
};

export default v1;
