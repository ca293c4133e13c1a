/**
 * What a viewer may do with one post, mapped to primitive capabilities the way WordPress's
 * map_meta_cap maps read_post, edit_post and delete_post.
 */
import { can, type Viewer } from '../auth/users';
import type { PostRow } from '../db/schema';
import { postTypeOf } from './post-types';

type PostLike = Pick< PostRow, 'type' | 'status' | 'author_id' >;

function capsOf( post: PostLike ) {
	const type = postTypeOf( post.type );
	if ( ! type ) {
		throw new Error( `Unknown post type ${ post.type }` );
	}
	return type.caps;
}

export function canEditPost( viewer: Viewer, post: PostLike ): boolean {
	if ( ! viewer ) {
		return false;
	}
	const caps = capsOf( post );
	if ( post.author_id === viewer.id ) {
		return can(
			viewer,
			post.status === 'publish'
				? caps.edit_published_posts
				: caps.edit_posts
		);
	}
	if ( ! can( viewer, caps.edit_others_posts ) ) {
		return false;
	}
	if ( post.status === 'publish' ) {
		return can( viewer, caps.edit_published_posts );
	}
	if ( post.status === 'private' ) {
		return can( viewer, caps.edit_private_posts );
	}
	return true;
}

export function canDeletePost( viewer: Viewer, post: PostLike ): boolean {
	if ( ! viewer ) {
		return false;
	}
	const caps = capsOf( post );
	if ( post.author_id === viewer.id ) {
		return can(
			viewer,
			post.status === 'publish'
				? caps.delete_published_posts
				: caps.delete_posts
		);
	}
	if ( ! can( viewer, caps.delete_others_posts ) ) {
		return false;
	}
	if ( post.status === 'publish' ) {
		return can( viewer, caps.delete_published_posts );
	}
	if ( post.status === 'private' ) {
		return can( viewer, caps.delete_private_posts );
	}
	return true;
}

/**
 * Published posts are public; private ones need read_private_*; drafts, pending and trash need edit rights.
 * @param viewer
 * @param post
 */
export function canReadPost( viewer: Viewer, post: PostLike ): boolean {
	if ( post.status === 'publish' ) {
		return true;
	}
	if ( post.status === 'private' ) {
		return (
			!! viewer &&
			( post.author_id === viewer.id ||
				can( viewer, capsOf( post ).read_private_posts ) )
		);
	}
	return canEditPost( viewer, post );
}

/**
 * Whether the viewer may give a post the `publish` or `private` status.
 * @param viewer
 * @param type
 */
export function canPublish( viewer: Viewer, type: string ): boolean {
	const postType = postTypeOf( type );
	return !! postType && can( viewer, postType.caps.publish_posts );
}
