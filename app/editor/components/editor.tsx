/**
 * The block editor bound to the post editor store: BlockEditorProvider is controlled by the
 * store's blocks and selection; onInput amends the current undo level, onChange opens a new one.
 */
import { BlockEditorProvider } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import useBlockEditorSettings from '../hooks/use-block-editor-settings';
import useDocumentTitle from '../hooks/use-document-title';
import useEditUrl from '../hooks/use-edit-url';
import useUnsavedChangesWarning from '../hooks/use-unsaved-changes-warning';
import { store as postEditorStore, type EditorSelection } from '../store';
import EditorKeyboardShortcuts from './keyboard-shortcuts';
import Layout from './layout';

type ChangeOptions = { selection?: EditorSelection; undoIgnore?: boolean };

type Props = { backUrl: string; canvasStyles: string[] };

export default function Editor( { backUrl, canvasStyles }: Props ) {
	const { blocks, selection, postId, title } = useSelect( ( select ) => {
		const editor = select( postEditorStore );
		return {
			blocks: editor.getEditedBlocks(),
			selection: editor.getSelection(),
			postId: editor.getPostId(),
			title: editor.getEditedTitle(),
		};
	}, [] );
	const { updateBlocks, changeSelection } = useDispatch( postEditorStore );
	const settings = useBlockEditorSettings( canvasStyles );

	const onInput = useCallback(
		( next: Block[], options: ChangeOptions = {} ) =>
			updateBlocks( next, {
				selection: options.selection,
				persistent: false,
			} ),
		[ updateBlocks ]
	);
	const onChange = useCallback(
		( next: Block[], options: ChangeOptions = {} ) =>
			updateBlocks( next, {
				selection: options.selection,
				persistent: ! options.undoIgnore,
			} ),
		[ updateBlocks ]
	);

	useUnsavedChangesWarning();
	useEditUrl( postId );
	useDocumentTitle( title, postId === null );

	return (
		<BlockEditorProvider
			value={ blocks }
			selection={ selection }
			onInput={ onInput }
			onChange={ onChange }
			onChangeSelection={ changeSelection }
			settings={ settings }
			useSubRegistry={ false }
		>
			<EditorKeyboardShortcuts />
			<Layout backUrl={ backUrl } />
		</BlockEditorProvider>
	);
}
