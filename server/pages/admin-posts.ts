/**
 * /wp-admin/ and /wp-admin/edit.php[?post_type=page]: the list of posts the user may see, with
 * title, author, status and date, links to edit and view, and "Add New".
 */
import { adminDate } from '../dates';
import { sendHtml } from '../http/respond';
import { canEditPost } from '../posts/post-permissions';
import { postLink } from '../posts/post-response';
import { EDITABLE_STATUSES } from '../posts/post-types';
import { listPosts } from '../posts/posts-repo';
import { getSettings } from '../settings/settings';
import type { RequestContext } from '../site-context';
import { adminPage } from './admin-layout';
import { requirePostTypeEditor } from './guard';
import { markup } from '../../shared/render/html';
import { MAX_PAGE, queryInteger } from './query-integer';

const STATUS_LABELS: Record< string, string > = {
	publish: 'Published',
	draft: 'Draft',
	pending: 'Pending',
	private: 'Private',
	trash: 'Trash',
};

const PER_PAGE = 50;

export async function handlePostList( ctx: RequestContext ): Promise< void > {
	const allowed = requirePostTypeEditor(
		ctx,
		'Sorry, you are not allowed to access this page.'
	);
	if ( ! allowed ) {
		return;
	}
	const { session, type } = allowed;
	const { db } = ctx.site;
	const settings = await getSettings( db, ctx.site.serverUrl() );
	const paged = queryInteger( ctx, 'paged', 1, MAX_PAGE );
	if ( paged === undefined ) {
		return;
	}
	const page = paged ?? 1;
	const { rows, total } = await listPosts( db, {
		type: type.name,
		statuses: [ ...EDITABLE_STATUSES ],
		viewer: session.user,
		orderBy: 'date',
		order: 'desc',
		page,
		perPage: PER_PAGE,
	} );
	const authorIds = [ ...new Set( rows.map( ( row ) => row.author_id ) ) ];
	const authors = new Map(
		authorIds.length
			? (
					await db
						.selectFrom( 'users' )
						.select( [ 'id', 'display_name' ] )
						.where( 'id', 'in', authorIds )
						.execute()
				).map( ( user ) => [ user.id, user.display_name ] )
			: []
	);
	const newUrl = `/wp-admin/post-new.php${
		type.name === 'post' ? '' : `?post_type=${ type.name }`
	}`;
	const rowsHtml = rows.map( ( row ) => {
		const editable = canEditPost( session.user, row );
		const editUrl = `/wp-admin/post.php?post=${ row.id }&action=edit`;
		const title = row.title || '(no title)';
		const state =
			row.status === 'publish'
				? ''
				: ` — ${ STATUS_LABELS[ row.status ] ?? row.status }`;
		const published = row.status === 'publish';
		const titleHtml = editable
			? markup`<a href="${ editUrl }">${ title }</a>`
			: title;
		const editLink = editable
			? markup`<a href="${ editUrl }">Edit</a> | `
			: '';
		const date = adminDate(
			published ? row.date_gmt : row.modified_gmt,
			settings.timezone_string
		);
		return markup`<tr id="post-${ row.id }">
<td><strong>${ titleHtml }${ state }</strong>
<div class="row-actions">${ editLink }<a href="${ postLink( settings, row ) }">${ published ? 'View' : 'Preview' }</a></div></td>
<td>${ authors.get( row.author_id ) ?? '—' }</td>
<td>${ STATUS_LABELS[ row.status ] ?? row.status }</td>
<td>${ published ? 'Published' : 'Last Modified' }<br>${ date }</td>
</tr>
`;
	} );
	const empty = markup`<tr><td colspan="4">No ${ type.label.toLowerCase() } found.</td></tr>`;
	const next =
		total > page * PER_PAGE
			? markup`<p><a href="?post_type=${ type.name }&amp;paged=${ page + 1 }">Next page</a></p>`
			: '';
	const body = markup`<h1>${ type.label } <a class="button" href="${ newUrl }">Add New</a></h1>
<p>${ total } ${ total === 1 ? 'item' : 'items' }</p>
<table class="posts">
<caption style="text-align:left">${ type.label } list</caption>
<thead><tr><th scope="col">Title</th><th scope="col">Author</th><th scope="col">Status</th><th scope="col">Date</th></tr></thead>
<tbody>
${ rows.length ? rowsHtml : empty }
</tbody>
</table>
${ next }`;
	sendHtml(
		ctx.res,
		200,
		adminPage( ctx, settings.title, type.label, body ),
		{ 'Cache-Control': 'no-store' }
	);
}
