/**
 * The post editor's data store, registered as `core/editor` as in WordPress: the post being
 * edited, its edits, dirty flag, undo/redo history, load/save status and the editor settings.
 * Besides its own selectors it answers the `core/editor` selectors blocks call (selectors.ts),
 * so blocks read the post the same way here and inside WordPress.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';

export const STORE_NAME = 'core/editor';

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
	EditorSettings,
	EditorSelection,
} from './types';
