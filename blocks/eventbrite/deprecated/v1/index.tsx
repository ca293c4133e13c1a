/**
 * Frozen: the shape saved before the wrapper held the content. In-page style saved the direct
 * link itself as the block's element; button-with-modal style an element around the inner
 * button (the same markup as today). Do not edit.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { EventbriteAttributes } from '../../types';

const v1: BlockDeprecation< EventbriteAttributes > = {
	apiVersion: 3,
	attributes: {
		url: { type: 'string' },
		eventId: { type: 'number' },
		style: { type: 'string', default: 'inline' },
	},
	supports: { align: true, html: false },
	save( { attributes } ) {
		const { eventId, style, url } = attributes;
		if ( ! eventId ) {
			return null;
		}
		if ( style === 'modal' ) {
			return (
				<div { ...useBlockProps.save() }>
					<InnerBlocks.Content />
				</div>
			);
		}
		return url ? (
			<a
				{ ...useBlockProps.save( {
					className: 'eventbrite__direct-link',
					href: url,
				} ) }
			>
				{ url }
			</a>
		) : null;
	},
};

export default v1;
