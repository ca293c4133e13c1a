/**
 * Selectors of the post editor store.
 */
import type { PostEditorState } from './types';

export const getPost = ( state: PostEditorState ) => state.post;
export const getPostId = ( state: PostEditorState ) => state.post?.id ?? null;
export const getPostType = ( state: PostEditorState ) => state.postType;
/**
 * The saved status (`draft`, `publish`, …); `null` before the first save.
 */
export const getPostStatus = ( state: PostEditorState ) =>
	state.post?.status ?? null;
export const isPublished = ( state: PostEditorState ) =>
	state.post?.status === 'publish';
export const getPostLink = ( state: PostEditorState ) =>
	state.post?.link ?? null;
export const getEditedTitle = ( state: PostEditorState ) => state.current.title;
export const getEditedBlocks = ( state: PostEditorState ) =>
	state.current.blocks;
export const getEditedContent = ( state: PostEditorState ) => state.current;
export const getSelection = ( state: PostEditorState ) =>
	state.current.selection;
export const isDirty = ( state: PostEditorState ) => state.isDirty;
export const hasUndo = ( state: PostEditorState ) =>
	state.history.past.length > 0;
export const hasRedo = ( state: PostEditorState ) =>
	state.history.future.length > 0;
export const isSaving = ( state: PostEditorState ) => state.saving.isSaving;
/**
 * The status being saved while a save is in flight (to label the busy button).
 */
export const getSavingStatus = ( state: PostEditorState ) =>
	state.saving.status;
export const getSaveError = ( state: PostEditorState ) => state.saving.error;
export const isLoading = ( state: PostEditorState ) => state.isLoading;
export const getLoadError = ( state: PostEditorState ) => state.loadError;
