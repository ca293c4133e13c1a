/**
 * Permission checks of the posts and pages routes, with WordPress's codes and messages.
 */
import { can, getUser, type Viewer } from '../../auth/users';
import type { PostRow } from '../../db/schema';
import { getPost } from '../../posts/posts-repo';
import {
	canDeletePost,
	canEditPost,
	canPublish,
	canReadPost,
} from '../../posts/post-permissions';
import type { PostType } from '../../posts/post-types';
import { forbidden, RestError } from '../errors';
import type { PermissionResult, RestRequest } from '../types';

export async function findPost(
	request: RestRequest,
	type: PostType
): Promise< PostRow > {
	const post = await getPost( request.site.db, Number( request.params.id ) );
	if ( ! post || post.type !== type.name ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return post;
}

export function canList(
	request: RestRequest,
	type: PostType
): PermissionResult {
	const { viewer, params } = request;
	// Types that are not public (synced forms) are listed only to those who may edit them.
	if ( ! type.public && ! can( viewer, type.caps.edit_posts ) ) {
		return forbidden( viewer );
	}
	if ( params.context === 'edit' && ! can( viewer, type.caps.edit_posts ) ) {
		return forbidden(
			viewer,
			'rest_forbidden_context',
			'Sorry, you are not allowed to edit posts in this post type.'
		);
	}
	for ( const status of params.status as string[] ) {
		const allowed =
			status === 'publish' ||
			can( viewer, type.caps.edit_posts ) ||
			( status === 'private' &&
				can( viewer, type.caps.read_private_posts ) );
		if ( ! allowed ) {
			return forbidden(
				viewer,
				'rest_forbidden_status',
				'Status is forbidden.'
			);
		}
	}
	return true;
}

export async function canRead(
	request: RestRequest,
	type: PostType
): Promise< PermissionResult > {
	const post = await findPost( request, type );
	const { viewer } = request;
	if ( request.params.context === 'edit' && ! canEditPost( viewer, post ) ) {
		return forbidden(
			viewer,
			'rest_forbidden_context',
			'Sorry, you are not allowed to edit this post.'
		);
	}
	return canReadPost( viewer, post ) ? true : forbidden( viewer );
}

/**
 * The author and status checks create and update share.
 * @param request
 * @param type
 * @param currentAuthor
 */
async function checkAssignments(
	request: RestRequest,
	type: PostType,
	currentAuthor: number | null
): Promise< PermissionResult > {
	const { viewer, params } = request;
	if (
		params.author !== undefined &&
		params.author !== ( currentAuthor ?? viewer?.id )
	) {
		const verb = currentAuthor === null ? 'create' : 'update';
		if (
			params.author !== viewer?.id &&
			! can( viewer, type.caps.edit_others_posts )
		) {
			return forbidden(
				viewer,
				'rest_cannot_edit_others',
				`Sorry, you are not allowed to ${ verb } posts as this user.`
			);
		}
		if ( ! ( await getUser( request.site.db, Number( params.author ) ) ) ) {
			return new RestError(
				'rest_invalid_author',
				'Invalid author ID.',
				400
			);
		}
	}
	if (
		( params.status === 'publish' || params.status === 'private' ) &&
		! canPublish( viewer, type.name )
	) {
		return forbidden(
			viewer,
			'rest_cannot_publish',
			'Sorry, you are not allowed to publish posts in this post type.'
		);
	}
	return true;
}

export async function canCreate(
	request: RestRequest,
	type: PostType
): Promise< PermissionResult > {
	const { viewer, params } = request;
	if ( params.id !== undefined ) {
		return new RestError(
			'rest_post_exists',
			'Cannot create existing post.',
			400
		);
	}
	if ( ! can( viewer, type.caps.edit_posts ) ) {
		return forbidden(
			viewer,
			'rest_cannot_create',
			'Sorry, you are not allowed to create posts as this user.'
		);
	}
	return checkAssignments( request, type, null );
}

export async function canUpdate(
	request: RestRequest,
	type: PostType
): Promise< PermissionResult > {
	const post = await findPost( request, type );
	const viewer: Viewer = request.viewer;
	if ( ! canEditPost( viewer, post ) ) {
		return forbidden(
			viewer,
			'rest_cannot_edit',
			'Sorry, you are not allowed to edit this post.'
		);
	}
	if ( request.params.status === post.status ) {
		return checkAssignments(
			{ ...request, params: { ...request.params, status: undefined } },
			type,
			post.author_id
		);
	}
	return checkAssignments( request, type, post.author_id );
}

export async function canDelete(
	request: RestRequest,
	type: PostType
): Promise< PermissionResult > {
	const post = await findPost( request, type );
	return canDeletePost( request.viewer, post )
		? true
		: forbidden(
				request.viewer,
				'rest_cannot_delete',
				'Sorry, you are not allowed to delete this post.'
			);
}
