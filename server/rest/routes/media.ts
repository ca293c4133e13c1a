/**
 * `wp/v2/media`: upload (raw body or multipart), list, read, update alt text / title / caption,
 * and delete (`force=true` required, attachments have no trash — as WordPress).
 */
import { can, type Viewer } from '../../auth/users';
import type { AttachmentRow } from '../../db/schema';
import {
	createAttachment,
	deleteAttachment,
	getAttachment,
	listAttachments,
	updateAttachment,
} from '../../media/attachments-repo';
import { mediaResponse } from '../../media/media-response';
import { fileTooBig, readUpload } from '../../media/upload';
import { getSettings } from '../../settings/settings';
import { forbidden, RestError } from '../errors';
import type { RestRegistry } from '../registry';
import type { ArgSchema } from '../schema';
import { RestResponse, type RestRequest } from '../types';
import {
	contextArg,
	forceArg,
	idArg,
	pageArg,
	pagingHeaders,
	perPageArg,
	rawText,
	rawTextArg,
	searchArg,
} from './common-args';

/** Room for multipart boundaries and fields around a file at the size limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

const writeArgs: Record< string, ArgSchema > = {
	title: rawTextArg( 'The title for the attachment.' ),
	caption: rawTextArg( 'The attachment caption.' ),
	alt_text: {
		type: 'string',
		maxLength: 1000,
		description:
			'Alternative text to display when attachment is not displayed.',
	},
	post: {
		type: 'integer',
		description: 'The ID for the associated post of the attachment.',
	},
};

async function findAttachment(
	request: RestRequest
): Promise< AttachmentRow > {
	const row = await getAttachment(
		request.site.db,
		Number( request.params.id )
	);
	if ( ! row ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return row;
}

function owns(
	viewer: Viewer,
	row: AttachmentRow,
	own: string,
	others: string
) {
	return (
		!! viewer &&
		( row.author_id === viewer.id
			? can( viewer, own )
			: can( viewer, others ) )
	);
}

async function respond(
	request: RestRequest,
	row: AttachmentRow,
	context = request.params.context
) {
	const settings = await getSettings(
		request.site.db,
		request.site.serverUrl()
	);
	return mediaResponse( settings, row, ( context as 'view' ) ?? 'view' );
}

export function registerMediaRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wp/v2',
		path: '/media',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					context: contextArg,
					page: pageArg,
					per_page: perPageArg,
					search: searchArg,
					author: { type: 'array', items: { type: 'integer' } },
					media_type: { type: 'string', enum: [ 'image' ] },
					mime_type: { type: 'string' },
				},
				permission: ( { viewer, params } ) =>
					params.context === 'edit' && ! can( viewer, 'edit_posts' )
						? forbidden(
								viewer,
								'rest_forbidden_context',
								'Sorry, you are not allowed to edit posts in this post type.'
							)
						: true,
				async handler( request ) {
					const { params, site } = request;
					const perPage = params.per_page as number;
					const { rows, total } = await listAttachments( site.db, {
						page: params.page as number,
						perPage,
						search: params.search as string | undefined,
						authors: params.author as number[] | undefined,
						mimeType: params.mime_type as string | undefined,
					} );
					const settings = await getSettings(
						site.db,
						site.serverUrl()
					);
					const body = rows.map( ( row ) =>
						mediaResponse( settings, row, params.context as 'view' )
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
				args: writeArgs,
				bodyLimit: ( site ) => site.maxUploadBytes + MULTIPART_OVERHEAD,
				bodyTooLarge: ( limit ) =>
					fileTooBig( limit - MULTIPART_OVERHEAD ),
				permission: ( { viewer } ) =>
					can( viewer, 'upload_files' )
						? true
						: forbidden(
								viewer,
								'rest_cannot_create',
								'Sorry, you are not allowed to upload media on this site.'
							),
				async handler( request ) {
					const { site, params } = request;
					const upload = readUpload( request, site.maxUploadBytes );
					const month = new Date()
						.toISOString()
						.slice( 0, 7 )
						.replace( '-', '/' );
					const row = await createAttachment( site.db, site.storage, {
						authorId: request.viewer!.id,
						folder: month,
						name: upload.name,
						image: upload.image,
						data: upload.data,
						title:
							rawText( params.title ) ??
							upload.name.replace( /[-_]+/g, ' ' ),
						altText:
							( params.alt_text as string | undefined ) ?? '',
						caption: rawText( params.caption ) ?? '',
					} );
					const body = await respond( request, row, 'edit' );
					return new RestResponse( body, 201, {
						Location: body._links.self[ 0 ].href,
					} );
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wp/v2',
		path: '/media/(?<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { id: idArg, context: contextArg },
				async permission( request ) {
					const row = await findAttachment( request );
					return request.params.context === 'edit' &&
						! owns(
							request.viewer,
							row,
							'edit_posts',
							'edit_others_posts'
						)
						? forbidden(
								request.viewer,
								'rest_forbidden_context',
								'Sorry, you are not allowed to edit this post.'
							)
						: true;
				},
				handler: async ( request ) =>
					respond( request, await findAttachment( request ) ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: { id: idArg, ...writeArgs },
				async permission( request ) {
					const row = await findAttachment( request );
					return owns(
						request.viewer,
						row,
						'edit_posts',
						'edit_others_posts'
					)
						? true
						: forbidden(
								request.viewer,
								'rest_cannot_edit',
								'Sorry, you are not allowed to edit this post.'
							);
				},
				async handler( request ) {
					const { params } = request;
					const row = await updateAttachment(
						request.site.db,
						( await findAttachment( request ) ).id,
						{
							title: rawText( params.title ),
							caption: rawText( params.caption ),
							alt_text: params.alt_text as string | undefined,
						}
					);
					return respond( request, row, 'edit' );
				},
			},
			{
				methods: [ 'DELETE' ],
				args: { id: idArg, force: forceArg },
				async permission( request ) {
					const row = await findAttachment( request );
					return owns(
						request.viewer,
						row,
						'delete_posts',
						'delete_others_posts'
					)
						? true
						: forbidden(
								request.viewer,
								'rest_cannot_delete',
								'Sorry, you are not allowed to delete this post.'
							);
				},
				async handler( request ) {
					const row = await findAttachment( request );
					if ( ! request.params.force ) {
						throw new RestError(
							'rest_trash_not_supported',
							"The post does not support trashing. Set 'force=true' to delete.",
							501
						);
					}
					const previous = await respond( request, row, 'edit' );
					await deleteAttachment(
						request.site.db,
						request.site.storage,
						row
					);
					return { deleted: true, previous };
				},
			},
		],
	} );
}
