/**
 * The clickable stars of the editor. Each star holds two buttons: its left half rates
 * `n - 0.5`, its right half rates `n`. Buttons are native, so Tab, Enter and Space work.
 */
import { __, sprintf } from '@wordpress/i18n';
import { formatRating, starFills } from '../rating';
import StarIcon from './star-icon';

type Props = {
	rating: number;
	maxRating: number;
	color?: string;
	onRate: ( value: number ) => void;
};

export function rateLabel( value: number, maxRating: number ): string {
	return sprintf(
		/* translators: 1: a rating, e.g. 3.5; 2: the highest possible rating, e.g. 5. */
		__( 'Rate %1$s out of %2$s', 'jetpack' ),
		formatRating( value ),
		formatRating( maxRating )
	);
}

export default function StarButtons( {
	rating,
	maxRating,
	color,
	onRate,
}: Props ) {
	return (
		<div
			className="wp-block-jetpack-rating-star__stars"
			role="group"
			aria-label={ __( 'Star rating', 'jetpack' ) }
			style={ color ? { color } : undefined }
		>
			{ starFills( rating, maxRating ).map( ( fill, index ) => {
				const position = index + 1;
				return (
					<span
						key={ position }
						className="wp-block-jetpack-rating-star__star-control"
					>
						<StarIcon fill={ fill } />
						{ [ position - 0.5, position ].map( ( value ) => (
							<button
								key={ value }
								type="button"
								className={ `wp-block-jetpack-rating-star__half-button ${
									value === position ? 'is-right' : 'is-left'
								}` }
								aria-label={ rateLabel( value, maxRating ) }
								aria-pressed={ value === rating }
								onClick={ () => onRate( value ) }
							/>
						) ) }
					</span>
				);
			} ) }
		</div>
	);
}
