/**
 * Sidebar panels that only some field types have (spec §2): Consent Settings for the consent
 * field, Checkbox Settings for the single checkbox, Rating Settings for the rating field.
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FieldAttributes, SetFieldAttributes } from './field-attributes';
import { RATING_LIMIT, ratingMaxOf } from './model/field-rules';

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
