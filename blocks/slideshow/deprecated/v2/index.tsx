/**
 * Frozen: the save that put the block wrapper around a second div holding the data attributes
 * (block wrapper `div.wp-block-jetpack-slideshow` > `div[data-effect]` > container
 * `swiper-container`), with no aspect ratio. Opens as the current block.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { SlideshowList, slideshowDataAttributes } from '../../slideshow-markup';
import type { SlideshowAttributes } from '../../types';

const v2: BlockDeprecation< SlideshowAttributes > = {
	apiVersion: 3,
	attributes:
		metadata.attributes as BlockDeprecation< SlideshowAttributes >[ 'attributes' ],
	supports: { html: false, align: [ 'center', 'wide', 'full' ] },
	save( props ) {
		const attributes = props.attributes as unknown as SlideshowAttributes;
		const blockProps = useBlockProps.save();
		return (
			<div { ...blockProps }>
				{ attributes.images?.length ? (
					<div { ...slideshowDataAttributes( attributes ) }>
						<SlideshowList
							attributes={ attributes }
							options={ {
								containerClass: 'swiper-container',
								aspectRatio: false,
							} }
						/>
					</div>
				) : null }
			</div>
		);
	},
};

export default v2;
