/**
 * Editor-wide shortcuts: undo (Ctrl/⌘+Z), redo (Ctrl/⌘+Shift+Z, Ctrl/⌘+Y) and save (Ctrl/⌘+S).
 * Keys pressed inside the canvas iframe reach these listeners too: the iframe re-dispatches them
 * on its element in this document.
 */
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	store as keyboardShortcutsStore,
	useShortcut,
} from '@wordpress/keyboard-shortcuts';
import { store as postEditorStore } from '../store';

export const SHORTCUTS = {
	undo: 'block-suite/undo',
	redo: 'block-suite/redo',
	save: 'block-suite/save',
} as const;

function useRegisterShortcuts() {
	const { registerShortcut } = useDispatch( keyboardShortcutsStore );
	useEffect( () => {
		registerShortcut( {
			name: SHORTCUTS.undo,
			category: 'global',
			description: __( 'Undo your last changes.', 'jetpack' ),
			keyCombination: { modifier: 'primary', character: 'z' },
		} );
		registerShortcut( {
			name: SHORTCUTS.redo,
			category: 'global',
			description: __( 'Redo your last undo.', 'jetpack' ),
			keyCombination: { modifier: 'primaryShift', character: 'z' },
			aliases: [ { modifier: 'primary', character: 'y' } ],
		} );
		registerShortcut( {
			name: SHORTCUTS.save,
			category: 'global',
			description: __( 'Save your changes.', 'jetpack' ),
			keyCombination: { modifier: 'primary', character: 's' },
		} );
	}, [ registerShortcut ] );
}

export default function EditorKeyboardShortcuts() {
	useRegisterShortcuts();
	const { undo, redo, savePost } = useDispatch( postEditorStore );
	useShortcut( SHORTCUTS.undo, ( event: KeyboardEvent ) => {
		event.preventDefault();
		undo();
	} );
	useShortcut( SHORTCUTS.redo, ( event: KeyboardEvent ) => {
		event.preventDefault();
		redo();
	} );
	useShortcut( SHORTCUTS.save, ( event: KeyboardEvent ) => {
		event.preventDefault();
		savePost();
	} );
	return null;
}
