/**
 * The post's title, edited at the top of the canvas: the canvas document's h1, as in WordPress.
 * Enter moves on to a new paragraph.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useLayoutEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as postEditorStore } from '../store';

export default function PostTitle() {
	const title = useSelect(
		( select ) => select( postEditorStore ).getEditedTitle(),
		[]
	);
	const { editTitle } = useDispatch( postEditorStore );
	const { insertDefaultBlock, clearSelectedBlock } =
		useDispatch( blockEditorStore );
	const ref = useRef< HTMLTextAreaElement >( null );

	// Grow with the text instead of scrolling.
	useLayoutEffect( () => {
		const node = ref.current;
		if ( node ) {
			node.style.height = 'auto';
			node.style.height = `${ node.scrollHeight }px`;
		}
	}, [ title ] );

	return (
		<h1 className="block-suite-editor-title-heading">
			<textarea
				ref={ ref }
				className="block-suite-editor-title"
				aria-label={ __( 'Add title', 'jetpack' ) }
				placeholder={ __( 'Add title', 'jetpack' ) }
				rows={ 1 }
				value={ title }
				onFocus={ () => clearSelectedBlock() }
				onChange={ ( event ) =>
					editTitle( event.target.value.replace( /[\r\n]+/g, ' ' ) )
				}
				onKeyDown={ ( event ) => {
					if (
						event.key === 'Enter' &&
						! event.nativeEvent.isComposing
					) {
						event.preventDefault();
						insertDefaultBlock( undefined, undefined, 0 );
					}
				} }
			/>
		</h1>
	);
}
