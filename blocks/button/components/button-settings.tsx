/**
 * The button's sidebar (spec §2, §5, §9): text, background and gradient colours, border
 * radius (0–50, starting at 5) and the shared 'Width settings' panel (spec 002 §2, §5).
 */
import {
	InspectorControls,
	// Colours and gradients in one control (the stable PanelColorSettings has no gradients),
	// and the palettes they come from.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalPanelColorGradientSettings as PanelColorGradientSettings,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUseMultipleOriginColorsAndGradients as useMultipleOriginColorsAndGradients,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BORDER_RADIUS } from '../button-style';
import {
	colorPair,
	colorValue,
	gradientPair,
	gradientValue,
	paletteColors,
	paletteGradients,
} from '../colors';
import WidthPanel from '../../../shared/width-settings/width-panel';
import type { ButtonAttributes } from '../types';

type Props = {
	attributes: ButtonAttributes;
	setAttributes: ( next: Partial< ButtonAttributes > ) => void;
};

export default function ButtonSettings( { attributes, setAttributes }: Props ) {
	const colorSettings = useMultipleOriginColorsAndGradients();
	const colors = paletteColors( colorSettings.colors );
	const gradients = paletteGradients( colorSettings.gradients );

	return (
		<InspectorControls>
			<PanelColorGradientSettings
				title={ __( 'Color', 'jetpack' ) }
				__experimentalIsRenderedInSidebar
				{ ...colorSettings }
				settings={ [
					{
						label: __( 'Text', 'jetpack' ),
						colorValue: colorValue(
							attributes.textColor,
							attributes.customTextColor,
							colors
						),
						onColorChange: ( value?: string ) => {
							const { slug, custom } = colorPair( value, colors );
							setAttributes( {
								textColor: slug,
								customTextColor: custom,
							} );
						},
					},
					{
						label: __( 'Background', 'jetpack' ),
						colorValue: colorValue(
							attributes.backgroundColor,
							attributes.customBackgroundColor,
							colors
						),
						gradientValue: gradientValue(
							attributes.gradient,
							attributes.customGradient,
							gradients
						),
						// The control clears the colour right after a gradient is picked (and
						// the other way round): only a picked value replaces the other kind.
						onColorChange: ( value?: string ) => {
							const { slug, custom } = colorPair( value, colors );
							setAttributes( {
								backgroundColor: slug,
								customBackgroundColor: custom,
								...( value && {
									gradient: undefined,
									customGradient: undefined,
								} ),
							} );
						},
						onGradientChange: ( value?: string ) => {
							const { slug, custom } = gradientPair(
								value,
								gradients
							);
							setAttributes( {
								gradient: slug,
								customGradient: custom,
								...( value && {
									backgroundColor: undefined,
									customBackgroundColor: undefined,
								} ),
							} );
						},
					},
				] }
			/>
			<PanelBody title={ __( 'Border settings', 'jetpack' ) }>
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Border radius', 'jetpack' ) }
					min={ BORDER_RADIUS.min }
					max={ BORDER_RADIUS.max }
					initialPosition={ BORDER_RADIUS.initial }
					allowReset
					value={ attributes.borderRadius }
					onChange={ ( value?: number ) =>
						setAttributes( {
							borderRadius:
								typeof value === 'number' &&
								Number.isFinite( value )
									? value
									: undefined,
						} )
					}
				/>
			</PanelBody>
			<WidthPanel
				label={ __( 'Button width', 'jetpack' ) }
				align={ attributes.align }
				width={ attributes.width }
				onChange={ ( width ) => setAttributes( { width } ) }
			/>
		</InspectorControls>
	);
}
