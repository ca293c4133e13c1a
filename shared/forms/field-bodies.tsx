/**
 * What a field shows in the editor under (or around) its label, per type: a text box whose
 * placeholder is edited in place, a multi-line box, a single checkbox, the consent message,
 * the dropdown, or the option blocks of a choice field.
 */
import { __ } from '@wordpress/i18n';
import type { FieldAttributes, SetFieldAttributes } from './field-attributes';
import ChoiceOptions from './field-choice-options';
import { consentTypeOf, isCheckedByDefault } from './field-kind-panels';
import type { FieldTraits } from './field-kinds';
import FieldLabel, { blockEnter } from './field-label';
import SelectOptions from './field-select-options';
import { inputStyle, labelStyle, optionStyle } from './field-style';

export type BodyProps = {
	clientId: string;
	traits: FieldTraits;
	attributes: FieldAttributes;
	/** The attributes with the form's style filling unset style values: what to draw. */
	look: FieldAttributes;
	setAttributes: SetFieldAttributes;
	isSelected: boolean;
};

function Label( { attributes, look, setAttributes }: BodyProps ) {
	return (
		<FieldLabel
			value={ attributes.label }
			onChange={ ( label ) => setAttributes( { label } ) }
			required={ attributes.required }
			requiredText={ attributes.requiredText }
			style={ labelStyle( look ) }
		/>
	);
}

/** The placeholder, typed straight into the preview box. */
function PlaceholderInput( {
	attributes,
	look,
	setAttributes,
	attribute,
	multiline = false,
}: BodyProps & {
	attribute: 'placeholder' | 'toggleLabel';
	multiline?: boolean;
} ) {
	const props = {
		className: 'jetpack-field__input',
		value: String( attributes[ attribute ] ?? '' ),
		placeholder: __( 'Add placeholder text…', 'jetpack' ),
		'aria-label': __( 'Field placeholder', 'jetpack' ),
		style: inputStyle( look ),
		onChange: ( event: { target: { value: string } } ) =>
			setAttributes( { [ attribute ]: event.target.value } ),
	};
	return multiline ? (
		<textarea { ...props } rows={ 4 } />
	) : (
		<input type="text" { ...props } onKeyDown={ blockEnter } />
	);
}

function CheckboxBody( props: BodyProps ) {
	return (
		<div className="jetpack-field-checkbox__row">
			<input
				type="checkbox"
				className="jetpack-field-checkbox__checkbox"
				checked={ isCheckedByDefault( props.attributes ) }
				disabled
				readOnly
				aria-label={ __( 'Checkbox preview', 'jetpack' ) }
			/>
			<Label { ...props } />
		</div>
	);
}

function ConsentBody( { attributes, look, setAttributes }: BodyProps ) {
	const consentType = consentTypeOf( attributes );
	const attribute = `${ consentType }ConsentMessage`;
	return (
		<div className="jetpack-field-consent__row">
			{ consentType === 'explicit' && (
				<input
					type="checkbox"
					className="jetpack-field-consent__checkbox"
					disabled
					aria-label={ __( 'Consent checkbox preview', 'jetpack' ) }
				/>
			) }
			<FieldLabel
				value={ String( attributes[ attribute ] ?? '' ) }
				onChange={ ( message ) =>
					setAttributes( { [ attribute ]: message } )
				}
				ariaLabel={ __( 'Consent message', 'jetpack' ) }
				placeholder={ __( 'Add a consent message…', 'jetpack' ) }
				style={ labelStyle( look ) }
			/>
		</div>
	);
}

function SelectBody( props: BodyProps ) {
	const { attributes, look, setAttributes, isSelected } = props;
	return (
		<>
			<Label { ...props } />
			<div className="jetpack-field-dropdown__toggle">
				<PlaceholderInput { ...props } attribute="toggleLabel" />
			</div>
			{ isSelected && (
				<SelectOptions
					options={ attributes.options }
					onChange={ ( options ) => setAttributes( { options } ) }
					style={ optionStyle( look ) }
				/>
			) }
		</>
	);
}

export default function FieldBody( props: BodyProps ) {
	const { traits } = props;
	switch ( traits.body ) {
		case 'checkbox':
			return <CheckboxBody { ...props } />;
		case 'consent':
			return <ConsentBody { ...props } />;
		case 'select':
			return <SelectBody { ...props } />;
		case 'choice':
			return (
				<>
					<Label { ...props } />
					<ChoiceOptions
						clientId={ props.clientId }
						optionBlock={ traits.optionBlock as string }
					/>
				</>
			);
		default:
			return (
				<>
					<Label { ...props } />
					<PlaceholderInput
						{ ...props }
						attribute="placeholder"
						multiline={ traits.body === 'textarea' }
					/>
				</>
			);
	}
}
