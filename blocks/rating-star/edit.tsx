/**
 * Editor of the star rating: clickable half-star buttons, the highest rating and colour in
 * the sidebar, and the alignment in the toolbar.
 */
import {
	AlignmentToolbar,
	BlockControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import RatingSettings from './components/rating-settings';
import StarButtons from './components/star-buttons';
import {
	DEFAULT_ALIGN,
	clampMaxRating,
	clampRating,
	nextRating,
} from './rating';
import type { RatingStarAttributes } from './types';

export default function RatingStarEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RatingStarAttributes > ) {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const align = attributes.align || DEFAULT_ALIGN;
	const blockProps = useBlockProps( {
		className: `has-text-align-${ align }`,
	} );

	const changeMaxRating = ( value: number ) => {
		const nextMax = clampMaxRating( value );
		setAttributes(
			rating > nextMax
				? { maxRating: nextMax, rating: nextMax }
				: { maxRating: nextMax }
		);
	};

	return (
		<div { ...blockProps }>
			<BlockControls group="block">
				<AlignmentToolbar
					value={ align }
					onChange={ ( next?: string ) =>
						setAttributes( { align: next || DEFAULT_ALIGN } )
					}
				/>
			</BlockControls>
			<RatingSettings
				maxRating={ maxRating }
				color={ attributes.color }
				onChangeMaxRating={ changeMaxRating }
				onChangeColor={ ( color?: string ) =>
					setAttributes( { color } )
				}
			/>
			<StarButtons
				rating={ rating }
				maxRating={ maxRating }
				color={ attributes.color }
				onRate={ ( value ) =>
					setAttributes( { rating: nextRating( rating, value ) } )
				}
			/>
		</div>
	);
}
