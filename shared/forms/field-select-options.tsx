/**
 * The dropdown's options, kept in its `options` array and edited in place while the field is
 * selected: Enter splits an option, pasting lines makes options, Backspace in an empty option
 * removes it — except the only option, which can never be removed (spec §5).
 */
import { PlainText } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall, plus } from '@wordpress/icons';
import type { ClipboardEvent, CSSProperties, KeyboardEvent } from 'react';
import {
	caretOf,
	isBackspaceOnEmpty,
	pastedOptions,
	splitOption,
} from './field-option-text';

type Focus = { index: number; at: 'start' | 'end' };

export default function SelectOptions( {
	options: stored,
	onChange,
	style,
}: {
	options: string[] | undefined;
	onChange: ( options: string[] ) => void;
	style?: CSSProperties;
} ) {
	const options = stored?.length ? stored : [ '' ];
	const inputs = useRef< Array< HTMLTextAreaElement | null > >( [] );
	const [ focus, setFocus ] = useState< Focus | null >( null );

	useEffect( () => {
		const input = focus && inputs.current[ focus.index ];
		if ( ! focus || ! input ) {
			return;
		}
		input.focus();
		const position = focus.at === 'start' ? 0 : input.value.length;
		input.setSelectionRange( position, position );
		setFocus( null );
		// Runs again when the stored options change: the input to focus may be new.
	}, [ focus, stored ] );

	const replace = ( index: number, count: number, items: string[] ) => {
		const next = [ ...options ];
		next.splice( index, count, ...items );
		onChange( next );
	};

	const remove = ( index: number ) => {
		if ( options.length <= 1 ) {
			return;
		}
		replace( index, 1, [] );
		setFocus( { index: Math.max( index - 1, 0 ), at: 'end' } );
	};

	const onKeyDown =
		( index: number ) =>
		( event: KeyboardEvent< HTMLTextAreaElement > ) => {
			const input = event.currentTarget;
			if ( event.key === 'Enter' ) {
				event.preventDefault();
				replace(
					index,
					1,
					splitOption( input.value, caretOf( input ) )
				);
				setFocus( { index: index + 1, at: 'start' } );
			} else if ( isBackspaceOnEmpty( event.key, input.value ) ) {
				event.preventDefault();
				remove( index );
			}
		};

	const onPaste =
		( index: number ) =>
		( event: ClipboardEvent< HTMLTextAreaElement > ) => {
			const input = event.currentTarget;
			const lines = pastedOptions(
				input.value,
				event.clipboardData.getData( 'text/plain' ),
				caretOf( input )
			);
			if ( lines === null ) {
				return;
			}
			event.preventDefault();
			if ( lines.length ) {
				replace( index, 1, lines );
				setFocus( { index: index + lines.length - 1, at: 'end' } );
			}
		};

	return (
		<div className="jetpack-field-dropdown__options">
			<ol aria-label={ __( 'Dropdown options', 'jetpack' ) }>
				{ options.map( ( option, index ) => (
					<li
						key={ index }
						className="jetpack-field-dropdown__option"
					>
						<PlainText
							ref={ ( element: HTMLTextAreaElement | null ) => {
								inputs.current[ index ] = element;
							} }
							value={ option }
							rows={ 1 }
							style={ style }
							aria-label={ sprintf(
								/* translators: %d: position of the option in the list. */
								__( 'Option %d', 'jetpack' ),
								index + 1
							) }
							placeholder={ __( 'Add option…', 'jetpack' ) }
							onChange={ ( value: string ) =>
								replace( index, 1, [ value ] )
							}
							onKeyDown={ onKeyDown( index ) }
							onPaste={ onPaste( index ) }
						/>
						{ options.length > 1 && (
							<Button
								icon={ closeSmall }
								size="small"
								label={ sprintf(
									/* translators: %d: position of the option in the list. */
									__( 'Remove option %d', 'jetpack' ),
									index + 1
								) }
								onClick={ () => remove( index ) }
							/>
						) }
					</li>
				) ) }
			</ol>
			<Button
				variant="secondary"
				icon={ plus }
				size="compact"
				onClick={ () => {
					replace( options.length, 0, [ '' ] );
					setFocus( { index: options.length, at: 'start' } );
				} }
			>
				{ __( 'Add option', 'jetpack' ) }
			</Button>
		</div>
	);
}
