/**
 * Editor-wide shortcuts: undo (Ctrl/⌘+Z), redo (Ctrl/⌘+Shift+Z, Ctrl/⌘+Y), save (Ctrl/⌘+S), and
 * the next and previous region (Ctrl+` / Alt+Shift+N, Ctrl+Shift+` / Alt+Shift+P; the layout
 * moves the focus, `useRegionNavigation`).
 * Keys pressed inside the canvas iframe reach these listeners too: the iframe re-dispatches them
 * on its element in this document.
 */
import { useDispatch, useSelect } from '@wordpress/data';
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
	nextRegion: 'block-suite/next-region',
	previousRegion: 'block-suite/previous-region',
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
		registerShortcut( {
			name: SHORTCUTS.nextRegion,
			category: 'global',
			description: __(
				'Navigate to the next part of the editor.',
				'jetpack'
			),
			keyCombination: { modifier: 'ctrl', character: '`' },
			aliases: [ { modifier: 'access', character: 'n' } ],
		} );
		registerShortcut( {
			name: SHORTCUTS.previousRegion,
			category: 'global',
			description: __(
				'Navigate to the previous part of the editor.',
				'jetpack'
			),
			keyCombination: { modifier: 'ctrlShift', character: '`' },
			aliases: [
				{ modifier: 'access', character: 'p' },
				{ modifier: 'ctrlShift', character: '~' },
			],
		} );
	}, [ registerShortcut ] );
}

type KeyCombination = {
	modifier: 'ctrl' | 'ctrlShift' | 'access' | 'primary' | 'primaryShift';
	character: string;
};

/**
 * The key combinations of the region shortcuts, for the layout's region navigation
 * (`__unstableUseNavigateRegions`); the defaults until the shortcuts are registered.
 */
export function useRegionShortcuts() {
	return useSelect( ( select ) => {
		const { getAllShortcutKeyCombinations } = select(
			keyboardShortcutsStore
		) as unknown as {
			getAllShortcutKeyCombinations: ( name: string ) => KeyCombination[];
		};
		const next = getAllShortcutKeyCombinations( SHORTCUTS.nextRegion );
		const previous = getAllShortcutKeyCombinations(
			SHORTCUTS.previousRegion
		);
		return {
			next: next.length
				? next
				: [ { modifier: 'ctrl', character: '`' } as const ],
			previous: previous.length
				? previous
				: [ { modifier: 'ctrlShift', character: '`' } as const ],
		};
	}, [] );
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
