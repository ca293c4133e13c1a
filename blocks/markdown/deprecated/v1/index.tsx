/**
 * Deprecation 1 (frozen): the older saved shape, the rendered Markdown directly inside the
 * block wrapper: `<div class="wp-block-jetpack-markdown"><p>…</p>\n</div>`. The rendered HTML
 * is read back from the wrapper, so recognising it needs no Markdown converter; migrating keeps
 * it and the current save puts it in the inner div.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { MarkdownAttributes } from '../../types';

const v1: BlockDeprecation< MarkdownAttributes > = {
	attributes: {
		source: { type: 'string' },
		html: {
			type: 'string',
			source: 'html',
			selector: '.wp-block-jetpack-markdown',
		},
	},
	supports: {
		align: [ 'wide', 'full' ],
		html: false,
		spacing: { padding: true, margin: true },
	},
	save( { attributes } ) {
		return (
			<div
				{ ...useBlockProps.save() }
				dangerouslySetInnerHTML={ { __html: attributes.html ?? '' } }
			/>
		);
	},
};

export default v1;
