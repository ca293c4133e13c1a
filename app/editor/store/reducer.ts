/**
 * The post editor's reducer: post record, edits, dirty flag, undo history, load and save status.
 */
import type { Block } from '@wordpress/blocks';
import { applyEdit, emptyHistory, redo, undo } from './history';
import type {
	EditedContent,
	EditorSelection,
	EditorSettings,
	PostEditorState,
	PostRecord,
	SaveStatus,
} from './types';

export type EditorAction =
	| { type: 'SETUP_NEW_POST'; postType: 'post' | 'page' }
	| { type: 'LOAD_START'; postType: 'post' | 'page' }
	| { type: 'LOAD_FAILURE'; error: string }
	| { type: 'RECEIVE_POST'; post: PostRecord; title: string; blocks: Block[] }
	| { type: 'EDIT_TITLE'; title: string }
	| {
			type: 'UPDATE_BLOCKS';
			blocks: Block[];
			selection?: EditorSelection;
			persistent: boolean;
	  }
	| { type: 'CHANGE_SELECTION'; selection: EditorSelection }
	| { type: 'UNDO' }
	| { type: 'REDO' }
	| { type: 'SAVE_START'; status: SaveStatus }
	| {
			type: 'SAVE_SUCCESS';
			post: PostRecord;
			saved: { title: string; blocks: Block[] };
	  }
	| { type: 'SAVE_FAILURE'; error: string }
	| { type: 'UPDATE_EDITOR_SETTINGS'; settings: EditorSettings }
	| { type: 'LOCK_POST_SAVING'; lockName: string }
	| { type: 'UNLOCK_POST_SAVING'; lockName: string };

const emptyContent: EditedContent = { title: '', blocks: [] };

export const initialState: PostEditorState = {
	postType: 'post',
	post: null,
	isLoading: false,
	loadError: null,
	current: emptyContent,
	saved: { title: '', blocks: emptyContent.blocks },
	isDirty: false,
	history: emptyHistory,
	saving: { isSaving: false, status: null, error: null },
	editorSettings: {},
	postSavingLocks: {},
};

function differsFromSaved(
	current: EditedContent,
	saved: PostEditorState[ 'saved' ]
) {
	return current.title !== saved.title || current.blocks !== saved.blocks;
}

/**
 * Applies an edit or history move and keeps the dirty flag in step with it.
 */
function withContent(
	state: PostEditorState,
	next: Pick< PostEditorState, 'current' | 'history' >
) {
	return {
		...state,
		...next,
		isDirty: differsFromSaved( next.current, state.saved ),
	};
}

export default function reducer(
	state: PostEditorState = initialState,
	action: EditorAction
): PostEditorState {
	switch ( action.type ) {
		case 'LOCK_POST_SAVING':
			return {
				...state,
				postSavingLocks: {
					...state.postSavingLocks,
					[ action.lockName ]: true,
				},
			};
		case 'UNLOCK_POST_SAVING': {
			const { [ action.lockName ]: _removed, ...rest } =
				state.postSavingLocks;
			return { ...state, postSavingLocks: rest };
		}
		case 'SETUP_NEW_POST':
			return {
				...initialState,
				postType: action.postType,
				editorSettings: state.editorSettings,
			};
		case 'LOAD_START':
			return {
				...initialState,
				postType: action.postType,
				isLoading: true,
				editorSettings: state.editorSettings,
			};
		case 'UPDATE_EDITOR_SETTINGS':
			return {
				...state,
				editorSettings: {
					...state.editorSettings,
					...action.settings,
				},
			};
		case 'LOAD_FAILURE':
			return { ...state, isLoading: false, loadError: action.error };
		case 'RECEIVE_POST': {
			const current = { title: action.title, blocks: action.blocks };
			return {
				...state,
				post: action.post,
				isLoading: false,
				loadError: null,
				current,
				saved: { title: current.title, blocks: current.blocks },
				isDirty: false,
				history: emptyHistory,
			};
		}
		case 'EDIT_TITLE':
			return withContent(
				state,
				applyEdit(
					state.current,
					state.history,
					{ ...state.current, title: action.title },
					{
						persistent: state.history.lastEdit !== 'title',
						kind: 'title',
					}
				)
			);
		case 'UPDATE_BLOCKS':
			return withContent(
				state,
				applyEdit(
					state.current,
					state.history,
					{
						...state.current,
						blocks: action.blocks,
						selection: action.selection ?? state.current.selection,
					},
					{ persistent: action.persistent, kind: 'blocks' }
				)
			);
		case 'CHANGE_SELECTION':
			return {
				...state,
				current: { ...state.current, selection: action.selection },
			};
		case 'UNDO':
			return withContent( state, undo( state.current, state.history ) );
		case 'REDO':
			return withContent( state, redo( state.current, state.history ) );
		case 'SAVE_START':
			return {
				...state,
				saving: { isSaving: true, status: action.status, error: null },
			};
		case 'SAVE_SUCCESS': {
			const saved = action.saved;
			return {
				...state,
				post: action.post,
				saved,
				isDirty: differsFromSaved( state.current, saved ),
				history: { ...state.history, lastEdit: null },
				saving: { isSaving: false, status: null, error: null },
			};
		}
		case 'SAVE_FAILURE':
			return {
				...state,
				saving: { isSaving: false, status: null, error: action.error },
			};
	}
	return state;
}
