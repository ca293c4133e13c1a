/**
 * The header's left toolbar: inserter toggle, undo, redo, list view toggle.
 */
import { NavigableToolbar } from '@wordpress/block-editor';
import { Button, ToolbarItem } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import type { ComponentProps } from 'react';
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

/**
 * A compact button that is one item of the toolbar (roving focus, arrow-key navigation).
 * @param props the button's props
 */
function ToolButton( props: ComponentProps< typeof Button > ) {
	return (
		<ToolbarItem>
			{ ( itemProps ) => (
				<Button { ...itemProps } size="compact" { ...props } />
			) }
		</ToolbarItem>
	);
}

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
			<ToolButton
				className="block-suite-editor__inserter-toggle"
				variant="primary"
				icon={ plus }
				label={ __( 'Block Inserter', 'jetpack' ) }
				aria-expanded={ leftPanel === 'inserter' }
				isPressed={ leftPanel === 'inserter' }
				onClick={ () => onToggle( 'inserter' ) }
			/>
			<ToolButton
				icon={ undoIcon }
				label={ __( 'Undo', 'jetpack' ) }
				shortcut={ undoShortcut ?? undefined }
				disabled={ ! hasUndo }
				accessibleWhenDisabled
				onClick={ () => undo() }
			/>
			<ToolButton
				icon={ redoIcon }
				label={ __( 'Redo', 'jetpack' ) }
				shortcut={ redoShortcut ?? undefined }
				disabled={ ! hasRedo }
				accessibleWhenDisabled
				onClick={ () => redo() }
			/>
			<ToolButton
				icon={ listView }
				label={ __( 'Document Overview', 'jetpack' ) }
				aria-expanded={ leftPanel === 'list-view' }
				isPressed={ leftPanel === 'list-view' }
				onClick={ () => onToggle( 'list-view' ) }
			/>
		</NavigableToolbar>
	);
}
