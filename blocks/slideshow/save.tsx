/**
 * Saved markup: Jetpack's current shape (container class `swiper`), which is also what visitors
 * get without JavaScript — a plain list of the images with their captions.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { SlideshowMarkup } from './slideshow-markup';
import type { SlideshowAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< SlideshowAttributes > ) {
	const { className } = useBlockProps.save();
	return (
		<SlideshowMarkup
			attributes={ attributes }
			options={ { containerClass: 'swiper', aspectRatio: true } }
			wrapperProps={ { className } }
		/>
	);
}
