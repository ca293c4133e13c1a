/**
 * The saved fallback, in the shape Jetpack's content holds: a figure with the block classes
 * and the text alignment, and one coloured ★ per whole star position up to the rating.
 * Visitors normally get the server rendering (render.ts) instead.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { savedStarPositions } from './rating';
import type { RatingStarAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< RatingStarAttributes > ) {
	const { rating, color, align } = attributes;
	const blockProps = useBlockProps.save();
	// Class before style, as in the markup Jetpack saved, so its content re-serializes unchanged.
	return (
		<figure
			className={ blockProps.className }
			{ ...blockProps }
			style={ { ...blockProps.style, textAlign: align } }
		>
			{ savedStarPositions( rating ).map( ( position ) => (
				<span key={ position } style={ color ? { color } : undefined }>
					★
				</span>
			) ) }
		</figure>
	);
}
