/**
 * `wpcom/v2/related-posts/<id>`: the posts related to post <id>, as the Related Posts block
 * shows them to visitors, for the editor's preview. `count` is 1–6 (default 3). Only for
 * people who can edit that post; published posts only in the answer.
 */
import {
	MAX_POSTS,
	MIN_POSTS,
	DEFAULT_POSTS,
} from '../../../blocks/related-posts/limits';
import { canEditPost } from '../../posts/post-permissions';
import { getPost } from '../../posts/posts-repo';
import { relatedPosts } from '../../related-posts/related-posts';
import { getSettings } from '../../settings/settings';
import { forbidden, RestError } from '../errors';
import type { RestRegistry } from '../registry';
import type { RestRequest } from '../types';
import { idArg } from './common-args';

async function postFor( request: RestRequest ) {
	const post = await getPost( request.site.db, Number( request.params.id ) );
	if ( ! post || post.status === 'trash' ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return post;
}

export function registerRelatedPostsRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wpcom/v2',
		path: '/related-posts/(?<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					id: idArg,
					count: {
						type: 'integer',
						minimum: MIN_POSTS,
						maximum: MAX_POSTS,
						default: DEFAULT_POSTS,
						description: 'How many related posts to return.',
					},
				},
				async permission( request ) {
					const post = await getPost(
						request.site.db,
						Number( request.params.id )
					);
					if ( post && ! canEditPost( request.viewer, post ) ) {
						return forbidden( request.viewer );
					}
					return request.viewer ? true : forbidden( request.viewer );
				},
				async handler( request ) {
					const post = await postFor( request );
					const settings = await getSettings(
						request.site.db,
						request.site.serverUrl()
					);
					return {
						posts: await relatedPosts(
							request.site.db,
							settings,
							post,
							Number( request.params.count )
						),
					};
				},
			},
		],
	} );
}
