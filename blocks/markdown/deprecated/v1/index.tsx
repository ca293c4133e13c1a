/**
 * Deprecation 1 (frozen): the older saved shape, the rendered Markdown directly inside the
 * block wrapper: `<div class="wp-block-jetpack-markdown"><p>…</p>\n</div>`.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { MarkdownAttributes } from '../../types';
import {
	JETPACK_ATTRIBUTES,
	JETPACK_SUPPORTS,
	renderAsJetpackSaved,
} from '../jetpack-markdown-it';

const v1: BlockDeprecation< MarkdownAttributes > = {
	attributes: JETPACK_ATTRIBUTES,
	supports: JETPACK_SUPPORTS,
	save( { attributes } ) {
		return (
			<div
				{ ...useBlockProps.save() }
				dangerouslySetInnerHTML={ {
					__html: renderAsJetpackSaved( attributes.source ),
				} }
			/>
		);
	},
};

export default v1;
