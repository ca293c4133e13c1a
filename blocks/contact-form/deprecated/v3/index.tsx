/**
 * Frozen: the form saved with an inner container between its wrapper and its fields,
 * `<div class="wp-block-jetpack-contact-form"><div class="wp-block-contact-form__inner-container">
 * …</div></div>`. Opens valid and saves as the current wrapper. Do not edit.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import { baseAttributes } from '../base-attributes';

const v3: BlockDeprecation< Record< string, unknown > > = {
	apiVersion: 3,
	attributes: baseAttributes,
	supports: { html: false },
	save() {
		return (
			<div { ...useBlockProps.save() }>
				<div className="wp-block-contact-form__inner-container">
					<InnerBlocks.Content />
				</div>
			</div>
		);
	},
};

export default v3;
