/**
 * The header's left toolbar: inserter toggle, undo, redo, list view toggle.
 */
import { NavigableToolbar } from '@wordpress/block-editor';
import { Button, ToolbarItem } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as keyboardShortcutsStore } from '@wordpress/keyboard-shortcuts';
import {
	listView,
	plus,
	redo as redoIcon,
	undo as undoIcon,
} from '@wordpress/icons';
import { store as postEditorStore } from '../store';
import { SHORTCUTS } from './keyboard-shortcuts';
import type { LeftPanel } from './layout-state';

type Props = {
	leftPanel: LeftPanel;
	onToggle: ( panel: Exclude< LeftPanel, null > ) => void;
};

export default function DocumentTools( { leftPanel, onToggle }: Props ) {
	const { hasUndo, hasRedo, undoShortcut, redoShortcut } = useSelect(
		( select ) => {
			const editor = select( postEditorStore );
			const shortcuts = select( keyboardShortcutsStore );
			return {
				hasUndo: editor.hasUndo(),
				hasRedo: editor.hasRedo(),
				undoShortcut: shortcuts.getShortcutRepresentation(
					SHORTCUTS.undo
				),
				redoShortcut: shortcuts.getShortcutRepresentation(
					SHORTCUTS.redo
				),
			};
		},
		[]
	);
	const { undo, redo } = useDispatch( postEditorStore );

	return (
		<NavigableToolbar
			className="block-suite-editor__document-tools"
			aria-label={ __( 'Document tools', 'jetpack' ) }
			shouldUseKeyboardFocusShortcut={ false }
			variant="unstyled"
		>
			<ToolbarItem>
				{ ( itemProps ) => (
					<Button
						{ ...itemProps }
						className="block-suite-editor__inserter-toggle"
						variant="primary"
						size="compact"
						icon={ plus }
						label={ __( 'Block Inserter', 'jetpack' ) }
						aria-expanded={ leftPanel === 'inserter' }
						isPressed={ leftPanel === 'inserter' }
						onClick={ () => onToggle( 'inserter' ) }
					/>
				) }
			</ToolbarItem>
			<ToolbarItem>
				{ ( itemProps ) => (
					<Button
						{ ...itemProps }
						size="compact"
						icon={ undoIcon }
						label={ __( 'Undo', 'jetpack' ) }
						shortcut={ undoShortcut ?? undefined }
						disabled={ ! hasUndo }
						accessibleWhenDisabled
						onClick={ () => undo() }
					/>
				) }
			</ToolbarItem>
			<ToolbarItem>
				{ ( itemProps ) => (
					<Button
						{ ...itemProps }
						size="compact"
						icon={ redoIcon }
						label={ __( 'Redo', 'jetpack' ) }
						shortcut={ redoShortcut ?? undefined }
						disabled={ ! hasRedo }
						accessibleWhenDisabled
						onClick={ () => redo() }
					/>
				) }
			</ToolbarItem>
			<ToolbarItem>
				{ ( itemProps ) => (
					<Button
						{ ...itemProps }
						size="compact"
						icon={ listView }
						label={ __( 'Document Overview', 'jetpack' ) }
						aria-expanded={ leftPanel === 'list-view' }
						isPressed={ leftPanel === 'list-view' }
						onClick={ () => onToggle( 'list-view' ) }
					/>
				) }
			</ToolbarItem>
		</NavigableToolbar>
	);
}
