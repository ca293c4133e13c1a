/**
 * `wp/v2/posts` and `wp/v2/pages`: list, read, create, update (POST/PUT/PATCH) and delete
 * (trash, or `force=true` to delete), with WordPress's arguments and answers.
 */
import {
	deletePost,
	getPost,
	insertPost,
	listPosts,
	updatePost,
} from '../../posts/posts-repo';
import { postResponse, type ResponseContext } from '../../posts/post-response';
import { EDITABLE_STATUSES, type PostType } from '../../posts/post-types';
import { getSettings } from '../../settings/settings';
import { RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { RestResponse, type RestRequest } from '../types';
import { contextArg, forceArg, idArg, pagingHeaders } from './common-args';
import { changesFrom, listArgs, writeArgs } from './posts-args';
import {
	canCreate,
	canDelete,
	canList,
	canRead,
	canUpdate,
	findPost,
} from './posts-permissions';

async function respond(
	request: RestRequest,
	post: Awaited< ReturnType< typeof getPost > >,
	context: ResponseContext
) {
	const settings = await getSettings(
		request.site.db,
		request.site.serverUrl()
	);
	return postResponse( request.site, settings, post!, context );
}

export function registerPostRoutes( registry: RestRegistry, type: PostType ) {
	registry.register( {
		namespace: 'wp/v2',
		path: `/${ type.restBase }`,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: listArgs,
				permission: ( request ) => canList( request, type ),
				async handler( request ) {
					const { params, site } = request;
					const statuses = ( params.status as string[] ).includes(
						'any'
					)
						? [ ...EDITABLE_STATUSES ]
						: ( params.status as string[] );
					const perPage = params.per_page as number;
					const page = params.page as number;
					const { rows, total } = await listPosts( site.db, {
						type: type.name,
						statuses,
						viewer: request.viewer,
						search: params.search as string | undefined,
						authors: params.author as number[] | undefined,
						slugs: params.slug as string[] | undefined,
						include: params.include as number[] | undefined,
						orderBy: params.orderby as 'date',
						order: params.order as 'desc',
						page,
						perPage,
					} );
					const pages = Math.ceil( total / perPage );
					if ( page > pages && total > 0 ) {
						throw new RestError(
							'rest_post_invalid_page_number',
							'The page number requested is larger than the number of pages available.',
							400
						);
					}
					const settings = await getSettings(
						site.db,
						site.serverUrl()
					);
					const body = rows.map( ( row ) =>
						postResponse(
							site,
							settings,
							row,
							params.context as ResponseContext
						)
					);
					return new RestResponse(
						body,
						200,
						pagingHeaders( total, perPage )
					);
				},
			},
			{
				methods: [ 'POST' ],
				args: {
					...writeArgs,
					status: { ...writeArgs.status, default: 'draft' },
				},
				permission: ( request ) => canCreate( request, type ),
				async handler( request ) {
					const changes = await changesFrom( request );
					const post = await insertPost( request.site.db, {
						type: type.name,
						status: changes.status ?? 'draft',
						title: changes.title ?? '',
						content: changes.content ?? '',
						excerpt: changes.excerpt ?? '',
						authorId: changes.authorId ?? request.viewer!.id,
						slug: changes.slug,
						dateGmt: changes.dateGmt,
					} );
					const body = await respond( request, post, 'edit' );
					return new RestResponse( body, 201, {
						Location: (
							body._links as { self: Array< { href: string } > }
						 ).self[ 0 ].href,
					} );
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wp/v2',
		path: `/${ type.restBase }/(?<id>[\\d]+)`,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { id: idArg, context: contextArg },
				permission: ( request ) => canRead( request, type ),
				async handler( request ) {
					return respond(
						request,
						await findPost( request, type ),
						request.params.context as ResponseContext
					);
				},
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: { id: idArg, ...writeArgs },
				permission: ( request ) => canUpdate( request, type ),
				async handler( request ) {
					const post = await findPost( request, type );
					const updated = await updatePost(
						request.site.db,
						post,
						await changesFrom( request )
					);
					return respond( request, updated, 'edit' );
				},
			},
			{
				methods: [ 'DELETE' ],
				args: { id: idArg, force: forceArg },
				permission: ( request ) => canDelete( request, type ),
				async handler( request ) {
					const post = await findPost( request, type );
					if ( request.params.force ) {
						const previous = await respond( request, post, 'edit' );
						await deletePost( request.site.db, post.id );
						return { deleted: true, previous };
					}
					if ( post.status === 'trash' ) {
						throw new RestError(
							'rest_already_trashed',
							'The post has already been deleted.',
							410
						);
					}
					return respond(
						request,
						await updatePost( request.site.db, post, {
							status: 'trash',
						} ),
						'edit'
					);
				},
			},
		],
	} );
}
