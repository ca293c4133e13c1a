/**
 * The post being edited, from `core/editor` (`getEditedPostAttribute`, WordPress's meaning:
 * the saved value with the unsaved edits applied).
 */
import { useSelect } from '@wordpress/data';
import {
	EDITOR_STORE,
	storeSelectors,
	type EditorSelectors,
	type SelectStore,
} from './stores';

function editedAttribute( select: SelectStore, attribute: string ): unknown {
	return storeSelectors< EditorSelectors >( select, EDITOR_STORE, [
		'getEditedPostAttribute',
	] )?.getEditedPostAttribute( attribute );
}

/**
 * The post's title as edited; '' without an editor store.
 * @param select the registry's select
 */
export function selectPostTitle( select: SelectStore ): string {
	const title = editedAttribute( select, 'title' );
	return typeof title === 'string' ? title : '';
}

/**
 * The ID of the post's author; undefined without an editor store or before the post has one
 * (a new post in the standalone editor: its author will be the current user).
 * @param select the registry's select
 */
export function selectPostAuthorId( select: SelectStore ): number | undefined {
	const author = Number( editedAttribute( select, 'author' ) );
	return Number.isInteger( author ) && author > 0 ? author : undefined;
}

/** The edited post title; '' when the page has no post editor. */
export function usePostTitle(): string {
	return useSelect(
		( select ) => selectPostTitle( select as SelectStore ),
		[]
	);
}
