/**
 * Editing a Markdown block: a source mode (a plain textarea) and a preview mode, switched from
 * the toolbar. Selecting or deselecting the block always returns to the source mode; while the
 * block is not selected, it shows the rendered result (or a hint when it is empty).
 */
import {
	PlainText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import MarkdownPreview from './components/markdown-preview';
import { renderMarkdown } from './markdown-renderer';
import ModeToolbar, { type MarkdownMode } from './components/mode-toolbar';
import type { MarkdownAttributes } from './types';

const BLOCK_CLASS = 'wp-block-jetpack-markdown';

export default function MarkdownEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< MarkdownAttributes > ) {
	const source = attributes.source ?? '';
	const [ mode, setMode ] = useState< MarkdownMode >( 'source' );
	const input = useRef< HTMLTextAreaElement >( null );
	const { removeBlock } = useDispatch( blockEditorStore );
	const blockProps = useBlockProps();

	// A block made from code (a transform, a pattern, the inserter's example) has a source but
	// no saved HTML yet: render it once, so that save has what visitors without the suite see.
	useEffect( () => {
		if ( attributes.html === undefined && source !== '' ) {
			setAttributes( { html: renderMarkdown( source ) } );
		}
		// Only when the block appears; typing sets both attributes below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Spec: back to the source whenever the block becomes selected or is deselected.
	useEffect( () => {
		setMode( 'source' );
	}, [ isSelected ] );

	useEffect( () => {
		if ( isSelected && mode === 'source' ) {
			input.current?.focus();
		}
	}, [ isSelected, mode ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( event.key === 'Backspace' && source === '' ) {
			event.preventDefault();
			removeBlock( clientId );
		}
	};

	let content;
	if ( ! isSelected && source.trim() === '' ) {
		content = (
			<p className={ `${ BLOCK_CLASS }__placeholder` }>
				{ __( 'Write your _Markdown_ **here**…', 'jetpack' ) }
			</p>
		);
	} else if ( ! isSelected || mode === 'preview' ) {
		content = (
			<MarkdownPreview
				className={ `${ BLOCK_CLASS }__preview` }
				source={ source }
			/>
		);
	} else {
		content = (
			<PlainText
				ref={ input }
				className={ `${ BLOCK_CLASS }__editor` }
				aria-label={ __( 'Markdown source', 'jetpack' ) }
				placeholder={ __(
					'Write your _Markdown_ **here**…',
					'jetpack'
				) }
				value={ source }
				onChange={ ( value: string ) =>
					setAttributes( {
						source: value,
						html: renderMarkdown( value ),
					} )
				}
				onKeyDown={ onKeyDown }
			/>
		);
	}

	return (
		<div { ...blockProps }>
			{ isSelected && <ModeToolbar mode={ mode } onChange={ setMode } /> }
			{ content }
		</div>
	);
}
