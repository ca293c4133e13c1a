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

type PostCaps = ReturnType< typeof capsOf >;

/** The primitive capabilities map_meta_cap consults for editing or deleting one post. */
const ACTION_CAPS: Record<
	'edit' | 'delete',
	{
		own: keyof PostCaps;
		published: keyof PostCaps;
		others: keyof PostCaps;
		private: keyof PostCaps;
	}
> = {
	edit: {
		own: 'edit_posts',
		published: 'edit_published_posts',
		others: 'edit_others_posts',
		private: 'edit_private_posts',
	},
	delete: {
		own: 'delete_posts',
		published: 'delete_published_posts',
		others: 'delete_others_posts',
		private: 'delete_private_posts',
	},
};

function mayActOnPost(
	viewer: Viewer,
	post: PostLike,
	action: 'edit' | 'delete'
): boolean {
	if ( ! viewer ) {
		return false;
	}
	const caps = capsOf( post );
	const names = ACTION_CAPS[ action ];
	if ( post.author_id === viewer.id ) {
		return can(
			viewer,
			caps[ post.status === 'publish' ? names.published : names.own ]
		);
	}
	if ( ! can( viewer, caps[ names.others ] ) ) {
		return false;
	}
	if ( post.status === 'publish' ) {
		return can( viewer, caps[ names.published ] );
	}
	if ( post.status === 'private' ) {
		return can( viewer, caps[ names.private ] );
	}
	return true;
}

export function canEditPost( viewer: Viewer, post: PostLike ): boolean {
	return mayActOnPost( viewer, post, 'edit' );
}

export function canDeletePost( viewer: Viewer, post: PostLike ): boolean {
	return mayActOnPost( viewer, post, 'delete' );
}

/**
 * Published posts are public; private ones need read_private_*; drafts, pending and trash need edit rights.
 * @param viewer
 * @param post
 */
export function canReadPost( viewer: Viewer, post: PostLike ): boolean {
	const type = postTypeOf( post.type );
	if ( type && ! type.public && ! can( viewer, type.caps.edit_posts ) ) {
		return false;
	}
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
