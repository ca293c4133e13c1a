/**
 * The post editor's data store (`block-suite/post-editor`): the post being edited, its edits,
 * dirty flag, undo/redo history and load/save status.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';

export const STORE_NAME = 'block-suite/post-editor';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type {
	PostEditorState,
	PostRecord,
	EditedContent,
	EditorSelection,
} from './types';
