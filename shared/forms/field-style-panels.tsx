/**
 * The style panels of a field (spec §2): Color, Input Field Styles and Label Styles. Border
 * width and radius range 0–100 (spec §5); numeric inputs are parsed as numbers and left empty
 * when not a number.
 */
import {
	FontSizePicker,
	LineHeightControl,
	PanelColorSettings,
} from '@wordpress/block-editor';
import { BaseControl, PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FieldAttributes, SetFieldAttributes } from './field-attributes';
import type { FieldTraits } from './field-kinds';
import { FORM_BORDER_RANGE, parseStyleNumber } from './form-style';

type Props = {
	traits: FieldTraits;
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
};

type ColorSetting = {
	value: string | undefined;
	onChange: ( value?: string ) => void;
	label: string;
};

export function ColorPanel( { traits, attributes, setAttributes }: Props ) {
	const color = (
		key:
			| 'labelColor'
			| 'inputColor'
			| 'fieldBackgroundColor'
			| 'borderColor',
		label: string
	): ColorSetting => ( {
		value: attributes[ key ],
		onChange: ( value?: string ) => setAttributes( { [ key ]: value } ),
		label,
	} );
	const colorSettings = [
		color( 'labelColor', __( 'Label Text', 'jetpack' ) ),
	];
	if ( traits.hasInputBox ) {
		colorSettings.push(
			color(
				'inputColor',
				traits.body === 'choice'
					? __( 'Option Text', 'jetpack' )
					: __( 'Field Text', 'jetpack' )
			),
			color(
				'fieldBackgroundColor',
				__( 'Field Background', 'jetpack' )
			),
			color( 'borderColor', __( 'Border', 'jetpack' ) )
		);
	}
	return (
		<PanelColorSettings
			title={ __( 'Color', 'jetpack' ) }
			initialOpen={ false }
			colorSettings={ colorSettings }
		/>
	);
}

function LineHeight( {
	value,
	onChange,
}: {
	value: number | undefined;
	onChange: ( value: number | undefined ) => void;
} ) {
	return (
		<BaseControl __nextHasNoMarginBottom>
			<LineHeightControl
				value={ value }
				onChange={ ( next: unknown ) =>
					onChange( parseStyleNumber( next ) )
				}
				__unstableInputWidth="100%"
				__nextHasNoMarginBottom
				size="__unstable-large"
			/>
		</BaseControl>
	);
}

function FontSize( {
	value,
	onChange,
}: {
	value: string | undefined;
	onChange: ( value: string | undefined ) => void;
} ) {
	return (
		<BaseControl __nextHasNoMarginBottom>
			<FontSizePicker
				value={ value }
				onChange={ ( next?: string | number ) =>
					onChange(
						next === undefined || next === ''
							? undefined
							: String(
									typeof next === 'number'
										? `${ next }px`
										: next
								)
					)
				}
				withReset
				size="__unstable-large"
				__nextHasNoMarginBottom
			/>
		</BaseControl>
	);
}

export function InputStylesPanel( { attributes, setAttributes }: Props ) {
	const range = ( key: 'borderWidth' | 'borderRadius', label: string ) => (
		<RangeControl
			label={ label }
			value={ attributes[ key ] }
			min={ FORM_BORDER_RANGE.min }
			max={ FORM_BORDER_RANGE.max }
			initialPosition={ key === 'borderWidth' ? 1 : 0 }
			allowReset
			onChange={ ( value?: number ) =>
				setAttributes( { [ key ]: parseStyleNumber( value ) } )
			}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
	return (
		<PanelBody
			title={ __( 'Input Field Styles', 'jetpack' ) }
			initialOpen={ false }
		>
			<FontSize
				value={ attributes.fieldFontSize }
				onChange={ ( fieldFontSize ) =>
					setAttributes( { fieldFontSize } )
				}
			/>
			<LineHeight
				value={ attributes.lineHeight }
				onChange={ ( lineHeight ) => setAttributes( { lineHeight } ) }
			/>
			{ range( 'borderWidth', __( 'Border Width', 'jetpack' ) ) }
			{ range( 'borderRadius', __( 'Border Radius', 'jetpack' ) ) }
		</PanelBody>
	);
}

export function LabelStylesPanel( { attributes, setAttributes }: Props ) {
	return (
		<PanelBody
			title={ __( 'Label Styles', 'jetpack' ) }
			initialOpen={ false }
		>
			<FontSize
				value={ attributes.labelFontSize }
				onChange={ ( labelFontSize ) =>
					setAttributes( { labelFontSize } )
				}
			/>
			<LineHeight
				value={ attributes.labelLineHeight }
				onChange={ ( labelLineHeight ) =>
					setAttributes( { labelLineHeight } )
				}
			/>
		</PanelBody>
	);
}
