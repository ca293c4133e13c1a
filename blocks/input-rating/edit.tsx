/**
 * Editor of jetpack/input-rating: the row of stars as visitors will see it (their number is the
 * field's "Highest rating" setting), not clickable in the editor.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';
import { ratingMaxOf } from '../../shared/forms/model/field-rules';

type Attributes = { max?: number };

export default function InputRatingEdit( {
	attributes,
	context,
}: BlockEditProps< Attributes > & { context?: Record< string, unknown > } ) {
	const max = ratingMaxOf(
		attributes.max ?? context?.[ 'jetpack/field-rating-max' ]
	);
	const blockProps = useBlockProps( {
		className: 'jetpack-field-rating__stars',
	} );
	return (
		<div { ...blockProps }>
			<span
				role="img"
				aria-label={ sprintf(
					/* translators: %d: the highest rating a visitor can give. */
					__( 'Rating from 1 to %d stars', 'jetpack' ),
					max
				) }
			>
				{ '☆'.repeat( max ) }
			</span>
		</div>
	);
}
