/**
 * Editor of jetpack/input-range: the slider as visitors will see it — its end names, the range
 * at the starting value and that value — from the slider field's settings (block context), not
 * movable in the editor.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import {
	sliderEndName,
	sliderLimitsOf,
	sliderValueOf,
} from '../../shared/forms/model/field-rules';

type Attributes = { min?: number; max?: number; default?: number };

export default function InputRangeEdit( {
	attributes,
	context,
}: BlockEditProps< Attributes > & { context?: Record< string, unknown > } ) {
	const limits = sliderLimitsOf( {
		min: context?.[ 'jetpack/field-slider-min' ] ?? attributes.min,
		max: context?.[ 'jetpack/field-slider-max' ] ?? attributes.max,
		step: context?.[ 'jetpack/field-slider-step' ],
	} );
	const value = sliderValueOf(
		context?.[ 'jetpack/field-slider-default' ] ?? attributes.default,
		limits
	);
	const blockProps = useBlockProps( {
		className: 'jetpack-field-slider__row',
	} );
	return (
		<div { ...blockProps }>
			<span className="jetpack-field-slider__min-label">
				{ sliderEndName(
					context?.[ 'jetpack/field-slider-minLabel' ],
					limits.min
				) }
			</span>
			<input
				type="range"
				className="jetpack-field-slider__input"
				min={ limits.min }
				max={ limits.max }
				step={ limits.step }
				value={ value }
				disabled
				readOnly
				aria-label={ __( 'Slider (preview)', 'jetpack' ) }
			/>
			<span className="jetpack-field-slider__max-label">
				{ sliderEndName(
					context?.[ 'jetpack/field-slider-maxLabel' ],
					limits.max
				) }
			</span>
			<output className="jetpack-field-slider__value">{ value }</output>
		</div>
	);
}
