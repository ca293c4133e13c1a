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
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, RefObject } from 'react';
import {
	fieldEditorActions,
	fieldEditorSelectors,
} from '../field-block-editor';
import { blockEnter } from '../field-label';
import { caretOf, isBackspaceOnEmpty, splitOption } from '../field-option-text';

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
	const time = attributes.type === 'time';
	const blockProps = useBlockProps( {
		className: [
			'jetpack-field__input',
			multiline ? 'jetpack-field__textarea' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );
	if ( time ) {
		// A time picker shows no placeholder: the canvas shows the picker visitors get.
		return (
			<div { ...blockProps }>
				<input
					type="time"
					disabled
					aria-label={ __( 'Time picker (preview)', 'jetpack' ) }
				/>
			</div>
		);
	}
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
	clientId,
	attributes,
	setAttributes,
	isSelected,
	context,
}: BlockEditProps< OptionAttributes > & Context ) {
	const input = useRef< HTMLTextAreaElement >( null );
	useCaretOnKeyboardSelect( input, isSelected );
	const type =
		context?.[ 'jetpack/field-options-type' ] === 'radio'
			? 'radio'
			: 'checkbox';
	const Tag = attributes.isStandalone ? 'div' : 'li';
	const blockProps = useBlockProps( { className: 'jetpack-field-option' } );
	const onKeyDown = useOptionListKeys( clientId, setAttributes );
	return (
		<Tag { ...blockProps }>
			{ ! attributes.hideInput && (
				<input type={ type } disabled aria-hidden="true" />
			) }
			<PlainText
				ref={ input }
				value={ attributes.label ?? '' }
				onChange={ ( label: string ) => setAttributes( { label } ) }
				onKeyDown={ attributes.isStandalone ? blockEnter : onKeyDown }
				placeholder={ __( 'Add option…', 'jetpack' ) }
				aria-label={ __( 'Option label', 'jetpack' ) }
				rows={ 1 }
			/>
		</Tag>
	);
}

/**
 * An option selected from the keyboard (a new one after Enter, the previous one after a
 * removal) gets the caret: at its start, or at its end when the selection came from after it.
 * @param input      the option's text input
 * @param isSelected whether the option block is selected
 */
function useCaretOnKeyboardSelect(
	input: RefObject< HTMLTextAreaElement >,
	isSelected: boolean
) {
	const initialPosition = useSelect(
		( select ) =>
			fieldEditorSelectors(
				select
			).getSelectedBlocksInitialCaretPosition(),
		[]
	);
	useEffect( () => {
		const element = input.current;
		if (
			! isSelected ||
			! element ||
			initialPosition === null ||
			element.ownerDocument.activeElement === element
		) {
			return;
		}
		element.focus();
		const position = initialPosition === -1 ? element.value.length : 0;
		element.setSelectionRange( position, position );
	}, [ input, isSelected, initialPosition ] );
}

/**
 * Keys of an option in a list (`jetpack/options`): Enter splits the option at the caret into
 * a new `jetpack/option` after it, Backspace in an empty option removes it (never the last).
 * @param clientId      the option block
 * @param setAttributes its setter
 */
function useOptionListKeys(
	clientId: string,
	setAttributes: ( attributes: Partial< OptionAttributes > ) => void
) {
	const registry = useRegistry();
	return ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		const editor = fieldEditorSelectors( registry.select );
		const actions = fieldEditorActions( registry.dispatch );
		const list = editor.getBlockRootClientId( clientId ) ?? '';
		const element = event.currentTarget;
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			const [ before, after ] = splitOption(
				element.value,
				caretOf( element )
			);
			registry.batch( () => {
				setAttributes( { label: before } );
				actions.insertBlocks(
					[ createBlock( 'jetpack/option', { label: after } ) ],
					editor.getBlockIndex( clientId ) + 1,
					list,
					true,
					0
				);
			} );
		} else if (
			isBackspaceOnEmpty( event.key, element.value ) &&
			editor.getBlockCount( list ) > 1
		) {
			event.preventDefault();
			actions.removeBlock( clientId, true );
		}
	};
}

export function OptionsEdit() {
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( { className: 'jetpack-field-multiple__list' } ),
		{
			allowedBlocks: [ 'jetpack/option' ],
			// The list starts with one empty option: `template` in blocks/options/index.ts.
			// The field around locks its parts; the options themselves are added, removed
			// and moved freely.
			templateLock: false,
		}
	);
	return <ul { ...innerBlocksProps } />;
}
