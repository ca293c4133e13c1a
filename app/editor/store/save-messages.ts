/**
 * The notices that report a save, worded as WordPress words them.
 */
import { __ } from '@wordpress/i18n';
import type { PostType } from '../api/posts';
import type { SaveStatus } from './types';

/** The id of the one notice that reports the outcome of the last save. */
export const SAVE_NOTICE_ID = 'block-suite-editor-save';

export function saveNoticeMessages(
	postType: PostType,
	wasPublished: boolean,
	nextStatus: SaveStatus
) {
	const isPage = postType === 'page';
	if ( nextStatus !== 'publish' ) {
		return {
			success: __( 'Draft saved.', 'jetpack' ),
			failure: __( 'Saving failed.', 'jetpack' ),
		};
	}
	if ( wasPublished ) {
		return {
			success: isPage
				? __( 'Page updated.', 'jetpack' )
				: __( 'Post updated.', 'jetpack' ),
			failure: __( 'Updating failed.', 'jetpack' ),
		};
	}
	return {
		success: isPage
			? __( 'Page published.', 'jetpack' )
			: __( 'Post published.', 'jetpack' ),
		failure: __( 'Publishing failed.', 'jetpack' ),
	};
}
