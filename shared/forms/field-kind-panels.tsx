/**
 * Sidebar panels that only some field types have (spec §2): Consent Settings for the consent
 * field, Checkbox Settings for the single checkbox, Rating Settings for the rating field, Slider
 * Settings for the slider.
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { FieldAttributes, SetFieldAttributes } from './field-attributes';
import {
	RATING_LIMIT,
	ratingMaxOf,
	sliderLimitsOf,
	sliderValueOf,
} from './model/field-rules';

type Props = {
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
};

export const CONSENT_TYPES = [ 'implicit', 'explicit' ] as const;
export type ConsentType = ( typeof CONSENT_TYPES )[ number ];

/** `consentType` is implicit unless it says explicit (spec §3). */
export function consentTypeOf( attributes: FieldAttributes ): ConsentType {
	return attributes.consentType === 'explicit' ? 'explicit' : 'implicit';
}

export function ConsentSettingsPanel( { attributes, setAttributes }: Props ) {
	return (
		<PanelBody title={ __( 'Consent Settings', 'jetpack' ) }>
			<SelectControl
				label={ __( 'Permission to email', 'jetpack' ) }
				value={ consentTypeOf( attributes ) }
				options={ [
					{
						value: 'implicit',
						label: __(
							'Say that you may email (no checkbox)',
							'jetpack'
						),
					},
					{
						value: 'explicit',
						label: __( 'Ask with a checkbox', 'jetpack' ),
					},
				] }
				onChange={ ( consentType: string ) =>
					setAttributes( { consentType } )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		</PanelBody>
	);
}

/** The checkbox's `defaultValue` is "true" when it starts ticked, empty otherwise. */
export function isCheckedByDefault( attributes: FieldAttributes ) {
	return (
		Boolean( attributes.defaultValue ) &&
		attributes.defaultValue !== 'false'
	);
}

export function CheckboxSettingsPanel( { attributes, setAttributes }: Props ) {
	return (
		<PanelBody title={ __( 'Checkbox Settings', 'jetpack' ) }>
			<ToggleControl
				label={ __( 'Checked by default', 'jetpack' ) }
				checked={ isCheckedByDefault( attributes ) }
				onChange={ ( checked: boolean ) =>
					setAttributes( { defaultValue: checked ? 'true' : '' } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

/** The highest rating a visitor can give (2 to 10 stars; 5 unless set). */
export function RatingSettingsPanel( { attributes, setAttributes }: Props ) {
	return (
		<PanelBody title={ __( 'Rating Settings', 'jetpack' ) }>
			<RangeControl
				label={ __( 'Highest rating', 'jetpack' ) }
				value={ ratingMaxOf( attributes.max ) }
				min={ 2 }
				max={ RATING_LIMIT }
				onChange={ ( max?: number ) =>
					setAttributes( { max: ratingMaxOf( max ) } )
				}
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
		</PanelBody>
	);
}

/**
 * A number typed into a settings box: the number, or undefined (the block.json default) when the
 * box is emptied; null while what is typed is not a number yet (nothing changes).
 * @param text what the box holds
 */
function typedNumber( text: string ): number | undefined | null {
	if ( text.trim() === '' ) {
		return undefined;
	}
	const value = Number( text );
	return Number.isFinite( value ) ? value : null;
}

/**
 * The slider's limits, step, starting value and the names of its ends. Values are kept as
 * typed; the slider visitors get puts them in order (a highest value below the lowest is the
 * lowest, a step of 0 or less is 1, the starting value goes to the nearest step within the
 * limits), as the help under the starting value says.
 */
export function SliderSettingsPanel( { attributes, setAttributes }: Props ) {
	const limits = sliderLimitsOf( {
		min: attributes.min,
		max: attributes.max,
		step: attributes.step,
	} );
	const start = sliderValueOf( attributes.default, limits );
	const numberBox = (
		key: 'min' | 'max' | 'step' | 'default',
		label: string,
		help?: string
	) => (
		<TextControl
			label={ label }
			help={ help }
			type="number"
			step="any"
			value={
				typeof attributes[ key ] === 'number'
					? String( attributes[ key ] )
					: ''
			}
			onChange={ ( text: string ) => {
				const value = typedNumber( text );
				if ( value !== null ) {
					setAttributes( { [ key ]: value } );
				}
			} }
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
	const nameBox = ( key: 'minLabel' | 'maxLabel', label: string ) => (
		<TextControl
			label={ label }
			help={ __(
				'Shown at that end of the slider instead of the number.',
				'jetpack'
			) }
			value={ String( attributes[ key ] ?? '' ) }
			onChange={ ( text: string ) => setAttributes( { [ key ]: text } ) }
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
	return (
		<PanelBody title={ __( 'Slider Settings', 'jetpack' ) }>
			{ numberBox( 'min', __( 'Lowest value', 'jetpack' ) ) }
			{ numberBox( 'max', __( 'Highest value', 'jetpack' ) ) }
			{ numberBox(
				'step',
				__( 'Step', 'jetpack' ),
				__(
					'The distance between the values visitors can choose.',
					'jetpack'
				)
			) }
			{ numberBox(
				'default',
				__( 'Starting value', 'jetpack' ),
				sprintf(
					/* translators: 1: the value the slider starts at, 2: lowest, 3: highest value, 4: step. */
					__(
						'Visitors start at %1$s (from %2$s to %3$s in steps of %4$s).',
						'jetpack'
					),
					String( start ),
					String( limits.min ),
					String( limits.max ),
					String( limits.step )
				)
			) }
			{ nameBox(
				'minLabel',
				__( 'Name of the lowest value', 'jetpack' )
			) }
			{ nameBox(
				'maxLabel',
				__( 'Name of the highest value', 'jetpack' )
			) }
		</PanelBody>
	);
}
