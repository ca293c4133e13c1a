/**
 * The Field Settings panel (spec §2): label, required toggle and required text, placeholder,
 * width, name/ID and whether the field shares the form's field style.
 */
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FieldAttributes, SetFieldAttributes } from './field-attributes';
import type { FieldKind, FieldTraits } from './field-kinds';
import FieldWidthControl from './field-width-control';

/** Field names/IDs keep letters, digits, dashes and underscores only. */
export function sanitizeFieldId( value: string ) {
	return value.replace( /[^a-zA-Z0-9_-]/g, '' );
}

/**
 * The Name/ID box every field's settings have (the hidden field's too): the field's name in
 * responses, kept to the characters sanitizeFieldId allows.
 * @param props               the field's `id` and how to change it
 * @param props.id            the `id` attribute
 * @param props.setAttributes the block's setAttributes
 */
export function FieldIdControl( {
	id,
	setAttributes,
}: {
	id: string | undefined;
	setAttributes: ( changes: { id: string } ) => void;
} ) {
	return (
		<TextControl
			label={ __( 'Name/ID', 'jetpack' ) }
			help={ __(
				'The name of the field in responses. Letters, digits, dashes and underscores only.',
				'jetpack'
			) }
			value={ id ?? '' }
			onChange={ ( value: string ) =>
				setAttributes( { id: sanitizeFieldId( value ) } )
			}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
}

/** Date formats a visitor's date picker can use (jQuery UI notation, `yy` = four digits). */
const DATE_FORMATS = [
	{ value: 'mm/dd/yy', label: 'MM/DD/YYYY' },
	{ value: 'dd/mm/yy', label: 'DD/MM/YYYY' },
	{ value: 'yy-mm-dd', label: 'YYYY-MM-DD' },
];

export default function FieldSettingsPanel( {
	kind,
	traits,
	attributes,
	setAttributes,
}: {
	kind: FieldKind;
	traits: FieldTraits;
	attributes: FieldAttributes;
	setAttributes: SetFieldAttributes;
} ) {
	const placeholderAttribute = traits.placeholderAttribute;
	return (
		<PanelBody title={ __( 'Field Settings', 'jetpack' ) }>
			<TextControl
				label={ __( 'Label', 'jetpack' ) }
				value={ attributes.label ?? '' }
				onChange={ ( label: string ) => setAttributes( { label } ) }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			{ traits.canBeRequired && (
				<ToggleControl
					label={ __( 'Field is required', 'jetpack' ) }
					checked={ attributes.required }
					onChange={ ( required: boolean ) =>
						setAttributes( { required } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			{ traits.canBeRequired && attributes.required && (
				<TextControl
					label={ __( 'Required text', 'jetpack' ) }
					help={ __(
						'Shown after the label of a required field.',
						'jetpack'
					) }
					value={ attributes.requiredText ?? '' }
					onChange={ ( requiredText: string ) =>
						setAttributes( { requiredText } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			) }
			{ placeholderAttribute && (
				<TextControl
					label={ __( 'Placeholder text', 'jetpack' ) }
					help={ __(
						'An example of what to write; leave it empty for none.',
						'jetpack'
					) }
					value={ String( attributes[ placeholderAttribute ] ?? '' ) }
					onChange={ ( value: string ) =>
						setAttributes( { [ placeholderAttribute ]: value } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			) }
			{ kind === 'date' && (
				<SelectControl
					label={ __( 'Date format', 'jetpack' ) }
					value={ String( attributes.dateFormat ?? 'yy-mm-dd' ) }
					options={ DATE_FORMATS }
					onChange={ ( dateFormat: string ) =>
						setAttributes( { dateFormat } )
					}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
			) }
			<FieldWidthControl
				width={ attributes.width }
				onChange={ ( width ) => setAttributes( { width } ) }
			/>
			<FieldIdControl
				id={ attributes.id }
				setAttributes={ setAttributes }
			/>
			<ToggleControl
				label={ __( 'Sync fields style', 'jetpack' ) }
				help={ __(
					'Style changes apply to every field of the form that also syncs. Switch off to style this field alone.',
					'jetpack'
				) }
				checked={ attributes.shareFieldAttributes }
				onChange={ ( shareFieldAttributes: boolean ) =>
					setAttributes( { shareFieldAttributes } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}
