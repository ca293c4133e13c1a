/**
 * The undo history as pure functions. A "persistent" change (BlockEditorProvider's onChange, or
 * the first keystroke of a title edit) opens a new undo level; a non-persistent one (onInput, or
 * further title keystrokes) amends the current level, so undo goes back to before the whole burst.
 */
import type { EditedContent, History } from './types';

export const emptyHistory: History = { past: [], future: [], lastEdit: null };

/** The most undo levels kept; older ones are forgotten. */
export const MAX_UNDO_LEVELS = 100;

type Applied = { current: EditedContent; history: History };

export function applyEdit(
	current: EditedContent,
	history: History,
	next: EditedContent,
	{ persistent, kind }: { persistent: boolean; kind: 'title' | 'blocks' }
): Applied {
	const changed =
		next.title !== current.title || next.blocks !== current.blocks;
	if ( ! changed ) {
		// Selection-only or "mark as persistent" updates never create a level.
		return { current: next, history: { ...history, lastEdit: kind } };
	}
	if ( ! persistent ) {
		return {
			current: next,
			history: { ...history, future: [], lastEdit: kind },
		};
	}
	const past = [ ...history.past, current ].slice( -MAX_UNDO_LEVELS );
	return { current: next, history: { past, future: [], lastEdit: kind } };
}

export function undo( current: EditedContent, history: History ): Applied {
	if ( ! history.past.length ) {
		return { current, history };
	}
	const previous = history.past[ history.past.length - 1 ];
	return {
		current: previous,
		history: {
			past: history.past.slice( 0, -1 ),
			future: [ current, ...history.future ],
			lastEdit: null,
		},
	};
}

export function redo( current: EditedContent, history: History ): Applied {
	if ( ! history.future.length ) {
		return { current, history };
	}
	const [ next, ...future ] = history.future;
	return {
		current: next,
		history: { past: [ ...history.past, current ], future, lastEdit: null },
	};
}
