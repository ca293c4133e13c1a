/**
 * Frozen: the saves before the container class became `swiper` — one div holding the data
 * attributes, container class `swiper-container`, with or without the aspect ratio (Jetpack
 * added `--aspect-ratio` / `data-aspect-ratio` later; both shapes produce the same markup when
 * no image has a ratio). Opens as the current block; the next save uses the new class.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { SlideshowMarkup } from '../../slideshow-markup';
import type { SlideshowAttributes } from '../../types';

const v1: BlockDeprecation< SlideshowAttributes > = {
	apiVersion: 3,
	attributes:
		metadata.attributes as BlockDeprecation< SlideshowAttributes >[ 'attributes' ],
	supports: { html: false, align: [ 'center', 'wide', 'full' ] },
	save( props ) {
		const attributes = props.attributes as unknown as SlideshowAttributes;
		const { className } = useBlockProps.save();
		return (
			<SlideshowMarkup
				attributes={ attributes }
				options={ {
					containerClass: 'swiper-container',
					aspectRatio: true,
				} }
				wrapperProps={ { className } }
			/>
		);
	},
};

export default v1;
