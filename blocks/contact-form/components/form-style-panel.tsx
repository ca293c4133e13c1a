/**
 * The form-wide style of its fields (spec §3 "Form style settings", §5): colours, border
 * width and radius (0–100), font sizes and line heights. Fields read these through block
 * context (README.md). A numeric entry that is not a number clears the setting.
 */
import { PanelColorSettings } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	TextControl,
	// No stable control takes a CSS length with its unit.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUnitControl as UnitControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	FORM_BORDER_RANGE,
	parseStyleNumber,
} from '../../../shared/forms/form-style';
import type { FormStyleAttributes } from '../types';

type Props = {
	attributes: FormStyleAttributes;
	onChange: ( next: Partial< FormStyleAttributes > ) => void;
};

type ColorKey =
	'labelColor' | 'inputColor' | 'fieldBackgroundColor' | 'borderColor';

export default function FormStylePanel( { attributes, onChange }: Props ) {
	const colors: Array< [ ColorKey, string ] > = [
		[ 'labelColor', __( 'Label text', 'jetpack' ) ],
		[ 'inputColor', __( 'Field text', 'jetpack' ) ],
		[ 'fieldBackgroundColor', __( 'Field background', 'jetpack' ) ],
		[ 'borderColor', __( 'Field border', 'jetpack' ) ],
	];
	const text = ( value: string | undefined ) => value || undefined;
	const lineHeight = (
		key: 'lineHeight' | 'labelLineHeight',
		label: string
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			step={ 0.1 }
			min={ 0 }
			label={ label }
			value={ attributes[ key ] ?? '' }
			onChange={ ( value: string ) =>
				onChange( { [ key ]: parseStyleNumber( value ) } )
			}
		/>
	);

	return (
		<>
			<PanelColorSettings
				title={ __( 'Field colors', 'jetpack' ) }
				__experimentalIsRenderedInSidebar
				colorSettings={ colors.map( ( [ key, label ] ) => ( {
					label,
					value: attributes[ key ],
					onChange: ( value?: string ) =>
						onChange( { [ key ]: text( value ) } ),
					clearable: true,
				} ) ) }
			/>
			<PanelBody title={ __( 'Field border', 'jetpack' ) }>
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Border width', 'jetpack' ) }
					min={ FORM_BORDER_RANGE.min }
					max={ FORM_BORDER_RANGE.max }
					allowReset
					value={ attributes.borderWidth }
					onChange={ ( value?: number ) =>
						onChange( { borderWidth: parseStyleNumber( value ) } )
					}
				/>
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Border radius', 'jetpack' ) }
					min={ FORM_BORDER_RANGE.min }
					max={ FORM_BORDER_RANGE.max }
					allowReset
					value={ attributes.borderRadius }
					onChange={ ( value?: number ) =>
						onChange( { borderRadius: parseStyleNumber( value ) } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Field typography', 'jetpack' ) }>
				<UnitControl
					__next40pxDefaultSize
					label={ __( 'Label font size', 'jetpack' ) }
					value={ attributes.labelFontSize ?? '' }
					onChange={ ( value?: string ) =>
						onChange( { labelFontSize: text( value ) } )
					}
				/>
				{ lineHeight(
					'labelLineHeight',
					__( 'Label line height', 'jetpack' )
				) }
				<UnitControl
					__next40pxDefaultSize
					label={ __( 'Field font size', 'jetpack' ) }
					value={ attributes.fieldFontSize ?? '' }
					onChange={ ( value?: string ) =>
						onChange( { fieldFontSize: text( value ) } )
					}
				/>
				{ lineHeight(
					'lineHeight',
					__( 'Field line height', 'jetpack' )
				) }
			</PanelBody>
		</>
	);
}
