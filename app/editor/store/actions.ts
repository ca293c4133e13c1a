/**
 * Actions of the post editor store: plain edits, and the load and save thunks.
 */
import { parse, serialize, type Block } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import {
	errorMessage,
	fetchPostForEditing,
	writePost,
	type PostType,
} from '../api/posts';
import type { EditorAction } from './reducer';
import type * as selectors from './selectors';
import type {
	EditorSelection,
	EditorSettings,
	PostRecord,
	PostEditorState,
	SaveStatus,
} from './types';
import { SAVE_NOTICE_ID, saveNoticeMessages } from './save-messages';

type BoundSelectors = {
	[ K in keyof typeof selectors ]: (
		...args: never[]
	) => ReturnType< ( typeof selectors )[ K ] >;
};

type ThunkArgs = {
	select: BoundSelectors;
	dispatch: ( action: EditorAction ) => void;
	registry: {
		dispatch: (
			store: typeof noticesStore
		) => Record< string, ( ...args: unknown[] ) => unknown >;
	};
};

export function setupNewPost( postType: PostType ): EditorAction {
	return { type: 'SETUP_NEW_POST', postType };
}

export function receivePost( post: PostRecord ): EditorAction {
	return {
		type: 'RECEIVE_POST',
		post,
		title: post.title?.raw ?? '',
		blocks: parse( post.content?.raw ?? '' ),
	};
}

export function editTitle( title: string ): EditorAction {
	return { type: 'EDIT_TITLE', title };
}

/**
 * Changes reported by BlockEditorProvider: `onChange` is persistent (new undo level), `onInput` is not.
 */
export function updateBlocks(
	blocks: Block[],
	{
		selection,
		persistent,
	}: { selection?: EditorSelection; persistent: boolean }
): EditorAction {
	return { type: 'UPDATE_BLOCKS', blocks, selection, persistent };
}

export function changeSelection( selection: EditorSelection ): EditorAction {
	return { type: 'CHANGE_SELECTION', selection };
}

/**
 * Merges `settings` into the editor settings (WordPress's `updateEditorSettings`).
 * @param settings e.g. `{ blockSuite: { siteType, adminUrl, host } }`
 */
export function updateEditorSettings( settings: EditorSettings ): EditorAction {
	return { type: 'UPDATE_EDITOR_SETTINGS', settings };
}

export function undo(): EditorAction {
	return { type: 'UNDO' };
}

export function redo(): EditorAction {
	return { type: 'REDO' };
}

export const loadPost =
	( postType: PostType, id: number ) =>
	async ( { dispatch }: ThunkArgs ) => {
		dispatch( { type: 'LOAD_START', postType } );
		try {
			dispatch(
				receivePost( await fetchPostForEditing( postType, id ) )
			);
		} catch ( error ) {
			dispatch( {
				type: 'LOAD_FAILURE',
				error:
					errorMessage( error ) ||
					__( 'The post could not be loaded.', 'jetpack' ),
			} );
		}
	};

/**
 * WordPress's `core/editor` lock: while any lock is held (e.g. images still uploading), the post
 * is not saved.
 * @param lockName who holds the lock
 */
export function lockPostSaving( lockName: string ) {
	return { type: 'LOCK_POST_SAVING' as const, lockName };
}

/** @param lockName the name given to lockPostSaving */
export function unlockPostSaving( lockName: string ) {
	return { type: 'UNLOCK_POST_SAVING' as const, lockName };
}

/**
 * Writes the edited title and blocks (serialized) to the server. Without a status, a published
 * post stays published and anything else is saved as a draft. Nothing is written while post
 * saving is locked.
 */
export const savePost =
	( { status }: { status?: SaveStatus } = {} ) =>
	async ( {
		select,
		dispatch,
		registry,
	}: ThunkArgs ): Promise< PostRecord | null > => {
		if ( select.isSaving() || select.isPostSavingLocked() ) {
			return null;
		}
		const post = select.getPost() as PostEditorState[ 'post' ];
		const wasPublished = post?.status === 'publish';
		const nextStatus: SaveStatus =
			status ?? ( wasPublished ? 'publish' : 'draft' );
		const { title, blocks } =
			select.getEditedContent() as PostEditorState[ 'current' ];
		const postType = select.getPostType() as PostType;
		const messages = saveNoticeMessages(
			postType,
			wasPublished,
			nextStatus
		);
		const notices = registry.dispatch( noticesStore );

		dispatch( { type: 'SAVE_START', status: nextStatus } );
		notices.removeNotice( SAVE_NOTICE_ID );
		try {
			const record = await writePost( postType, post?.id ?? null, {
				title,
				content: serialize( blocks ),
				status: nextStatus,
			} );
			dispatch( {
				type: 'SAVE_SUCCESS',
				post: record,
				saved: { title, blocks },
			} );
			notices.createSuccessNotice( messages.success, {
				id: SAVE_NOTICE_ID,
				type: 'snackbar',
			} );
			return record;
		} catch ( error ) {
			const reason = errorMessage( error );
			dispatch( {
				type: 'SAVE_FAILURE',
				error: reason || messages.failure,
			} );
			notices.createErrorNotice(
				reason ? `${ messages.failure } ${ reason }` : messages.failure,
				{
					id: SAVE_NOTICE_ID,
				}
			);
			return null;
		}
	};
