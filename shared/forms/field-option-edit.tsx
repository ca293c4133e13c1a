/**
 * The editor of one option block of a choice field (`jetpack/field-option-checkbox` and
 * `jetpack/field-option-radio`): its label edited in place. Enter splits the option and moves
 * to the new one, pasting several lines makes one option per line, Backspace in an empty option
 * removes it — never the last one of its field (spec §5).
 */
import { PlainText, useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { withFormStyle, type FieldAttributes } from './field-attributes';
import {
	blockEditorStore,
	fieldEditorSelectors,
	type FieldEditorActions,
} from './field-block-editor';
import {
	caretOf,
	isBackspaceOnEmpty,
	pastedOptions,
	splitOption,
} from './field-option-text';
import { optionStyle } from './field-style';
import { formStyleFromContext } from './form-style';

export type OptionAttributes = { label?: string; fieldType?: string };

const NO_ATTRIBUTES: FieldAttributes = {} as FieldAttributes;

type Props = BlockEditProps< OptionAttributes > & {
	type: 'checkbox' | 'radio';
};

export default function FieldOptionEdit( {
	clientId,
	attributes,
	setAttributes,
	isSelected,
	type,
	context,
}: Props ) {
	const name = `jetpack/field-option-${ type }`;
	const input = useRef< HTMLTextAreaElement >( null );
	const registry = useRegistry();
	const { insertBlocks, removeBlock, selectBlock } = useDispatch(
		blockEditorStore
	) as FieldEditorActions;
	const { parentId, siblingCount, parentAttributes, initialPosition } =
		useSelect(
			( select ) => {
				const editor = fieldEditorSelectors( select );
				const root = editor.getBlockRootClientId( clientId ) ?? '';
				return {
					parentId: root,
					siblingCount: editor.getBlockCount( root ),
					parentAttributes: ( ( root &&
						editor.getBlockAttributes( root ) ) ||
						NO_ATTRIBUTES ) as FieldAttributes,
					initialPosition:
						editor.getSelectedBlocksInitialCaretPosition(),
				};
			},
			[ clientId ]
		);
	const blockProps = useBlockProps( {
		className: `jetpack-field-option field-option-${ type }`,
		// Options follow their field's text style, or the form's.
		style: optionStyle(
			withFormStyle(
				parentAttributes,
				formStyleFromContext( context as Record< string, unknown > )
			)
		),
	} );

	// Selecting the option from the keyboard (split, removal) puts the caret in its input.
	useEffect( () => {
		const element = input.current;
		// A click or Tab already put the caret where the user wanted it.
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
	}, [ isSelected, initialPosition ] );

	const indexInParent = () =>
		fieldEditorSelectors( registry.select ).getBlockIndex( clientId );

	const remove = () => {
		if ( siblingCount <= 1 ) {
			return;
		}
		const order = fieldEditorSelectors( registry.select ).getBlockOrder(
			parentId
		);
		const index = order.indexOf( clientId );
		const neighbour = order[ index > 0 ? index - 1 : 1 ];
		removeBlock( clientId, false );
		selectBlock( neighbour, -1 );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		const element = event.currentTarget;
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			const [ before, after ] = splitOption(
				element.value,
				caretOf( element )
			);
			registry.batch( () => {
				setAttributes( { label: before } );
				insertBlocks(
					[ createBlock( name, { label: after } ) ],
					indexInParent() + 1,
					parentId,
					true,
					0
				);
			} );
		} else if ( isBackspaceOnEmpty( event.key, element.value ) ) {
			event.preventDefault();
			remove();
		}
	};

	const onPaste = ( event: ClipboardEvent< HTMLTextAreaElement > ) => {
		const element = event.currentTarget;
		const lines = pastedOptions(
			element.value,
			event.clipboardData.getData( 'text/plain' ),
			caretOf( element )
		);
		if ( lines === null ) {
			return;
		}
		event.preventDefault();
		if ( ! lines.length ) {
			return;
		}
		const added = lines
			.slice( 1 )
			.map( ( label ) => createBlock( name, { label } ) );
		registry.batch( () => {
			setAttributes( { label: lines[ 0 ] } );
			if ( added.length ) {
				insertBlocks( added, indexInParent() + 1, parentId, false );
				selectBlock( added[ added.length - 1 ].clientId, -1 );
			}
		} );
	};

	return (
		<li { ...blockProps }>
			<input
				type={ type }
				className="jetpack-option__type"
				tabIndex={ -1 }
				disabled
				aria-hidden
			/>
			<PlainText
				ref={ input }
				className="jetpack-option__label"
				value={ attributes.label ?? '' }
				rows={ 1 }
				aria-label={ __( 'Option', 'jetpack' ) }
				placeholder={ __( 'Add option…', 'jetpack' ) }
				onChange={ ( label: string ) => setAttributes( { label } ) }
				onKeyDown={ onKeyDown }
				onPaste={ onPaste }
			/>
			{ siblingCount > 1 && (
				<Button
					icon={ closeSmall }
					size="small"
					label={ __( 'Remove option', 'jetpack' ) }
					onClick={ remove }
				/>
			) }
		</li>
	);
}
