/**
 * Selectors of the post editor store: its own, and those of WordPress's `core/editor` store that
 * blocks call, with WordPress's names and meanings (the last section).
 */
import { serialize } from '@wordpress/blocks';
import { createSelector } from '@wordpress/data';
import type { PostEditorState, PostRecord } from './types';

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

// WordPress's `core/editor` selectors.

/** True while a block (an upload in progress, …) keeps the post from being saved. */
export const isPostSavingLocked = ( state: PostEditorState ) =>
	Object.keys( state.postSavingLocks ?? {} ).length > 0;

const NO_POST: Partial< PostRecord > = {};

/** The post's ID; `null` until a new post is first saved. */
export const getCurrentPostId = ( state: PostEditorState ) =>
	state.post?.id ?? null;

/** `post` or `page`. */
export const getCurrentPostType = ( state: PostEditorState ) => state.postType;

/** The post as last saved (`{}` for a new post). */
export const getCurrentPost = ( state: PostEditorState ) =>
	state.post ?? NO_POST;

/**
 * A field of the post as last saved; `title`, `content` and `excerpt` as their raw strings.
 * @param state
 * @param attribute e.g. `title`, `author`, `date`, `status`
 */
export function getCurrentPostAttribute(
	state: PostEditorState,
	attribute: string
): unknown {
	if ( attribute === 'type' ) {
		return state.post?.type ?? state.postType;
	}
	const value = state.post?.[ attribute ];
	if (
		[ 'title', 'content', 'excerpt' ].includes( attribute ) &&
		value &&
		typeof value === 'object'
	) {
		return ( value as { raw?: string } ).raw ?? '';
	}
	return value;
}

/** The edited blocks serialized, as they will be saved. */
export const getEditedPostContent = createSelector(
	( state: PostEditorState ) => serialize( state.current.blocks ),
	( state: PostEditorState ) => [ state.current.blocks ]
);

/**
 * A field of the post with the unsaved edits applied (`title`, `content`, `blocks` are edited
 * here; the rest are as last saved).
 * @param state
 * @param attribute e.g. `title`, `author`, `type`
 */
export function getEditedPostAttribute(
	state: PostEditorState,
	attribute: string
): unknown {
	switch ( attribute ) {
		case 'title':
			return state.current.title;
		case 'content':
			return getEditedPostContent( state );
		case 'blocks':
			return state.current.blocks;
	}
	return getCurrentPostAttribute( state, attribute );
}

/** The editor settings: the block editor's and the host's own (`blockSuite`). */
export const getEditorSettings = ( state: PostEditorState ) =>
	state.editorSettings;

export const isSavingPost = ( state: PostEditorState ) => state.saving.isSaving;

export const isEditedPostDirty = ( state: PostEditorState ) => state.isDirty;

/** Whether the post has never been saved. */
export const isEditedPostNew = ( state: PostEditorState ) =>
	state.post === null;

export const isCurrentPostPublished = ( state: PostEditorState ) =>
	state.post?.status === 'publish';

/** The post's address; `null` before it is saved. */
export const getPermalink = ( state: PostEditorState ) =>
	state.post?.link ?? null;

/** This page edits posts and pages, never templates. */
export const getCurrentTemplateId = () => null;
