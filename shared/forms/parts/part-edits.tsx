/**
 * Editors of the parts of a field in the current shape (see shared/forms/field-save.tsx): the
 * label, the input (text and phone), one option and the list of options. Each edits its own
 * attributes in the canvas; the field around them keeps its type, required state and settings.
 */
import {
	PlainText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { blockEnter } from '../field-label';

type Context = { context?: Record< string, unknown > };

export type LabelAttributes = {
	label?: string;
	requiredText?: string;
	requiredIndicator?: boolean;
};

export function LabelEdit( {
	attributes,
	setAttributes,
	context,
}: BlockEditProps< LabelAttributes > & Context ) {
	const required = context?.[ 'jetpack/field-required' ] === true;
	const blockProps = useBlockProps( { className: 'jetpack-field-label' } );
	return (
		<div { ...blockProps }>
			<PlainText
				className="jetpack-field-label__input"
				value={ attributes.label ?? '' }
				onChange={ ( label: string ) => setAttributes( { label } ) }
				onKeyDown={ blockEnter }
				placeholder={ __( 'Add label…', 'jetpack' ) }
				aria-label={ __( 'Field label', 'jetpack' ) }
				rows={ 1 }
			/>
			{ required && attributes.requiredIndicator !== false && (
				<span className="jetpack-field-label__required required">
					{ attributes.requiredText || __( '(required)', 'jetpack' ) }
				</span>
			) }
		</div>
	);
}

export type InputAttributes = { placeholder?: string; type?: string };

export function InputEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< InputAttributes > ) {
	const multiline = attributes.type === 'textarea';
	const blockProps = useBlockProps( {
		className: [
			'jetpack-field__input',
			multiline ? 'jetpack-field__textarea' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );
	return (
		<div { ...blockProps }>
			<PlainText
				value={ attributes.placeholder ?? '' }
				onChange={ ( placeholder: string ) =>
					setAttributes( { placeholder } )
				}
				onKeyDown={ multiline ? undefined : blockEnter }
				placeholder={ __( 'Add placeholder text…', 'jetpack' ) }
				aria-label={ __( 'Placeholder text', 'jetpack' ) }
				rows={ multiline ? 3 : 1 }
			/>
		</div>
	);
}

export type OptionAttributes = {
	label?: string;
	isStandalone?: boolean;
	hideInput?: boolean;
};

export function OptionEdit( {
	attributes,
	setAttributes,
	context,
}: BlockEditProps< OptionAttributes > & Context ) {
	const type =
		context?.[ 'jetpack/field-options-type' ] === 'radio'
			? 'radio'
			: 'checkbox';
	const Tag = attributes.isStandalone ? 'div' : 'li';
	const blockProps = useBlockProps( { className: 'jetpack-field-option' } );
	return (
		<Tag { ...blockProps }>
			{ ! attributes.hideInput && (
				<input type={ type } disabled aria-hidden="true" />
			) }
			<PlainText
				value={ attributes.label ?? '' }
				onChange={ ( label: string ) => setAttributes( { label } ) }
				onKeyDown={ blockEnter }
				placeholder={ __( 'Add option…', 'jetpack' ) }
				aria-label={ __( 'Option label', 'jetpack' ) }
				rows={ 1 }
			/>
		</Tag>
	);
}

export function OptionsEdit() {
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( { className: 'jetpack-field-multiple__list' } ),
		{
			allowedBlocks: [ 'jetpack/option' ],
			template: [ [ 'jetpack/option' ] ],
		}
	);
	return <ul { ...innerBlocksProps } />;
}
