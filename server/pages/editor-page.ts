/**
 * /wp-admin/post-new.php and /wp-admin/post.php?post=ID&action=edit: the HTML shell the block
 * editor bundle (build/app/editor.js) mounts into, with `window.blockSuiteSettings` printed first.
 */
import type { EditorBootSettings } from '../../shared/editor-settings';
import { capabilityMap } from '../auth/roles';
import type { Session } from '../auth/sessions';
import { sendHtml } from '../http/respond';
import {
	BLOCK_EDITOR_CANVAS_SCRIPT,
	cspAllowScripts,
	cspNonce,
} from '../http/csp';
import { canEditPost } from '../posts/post-permissions';
import { postTypeOf, type PostType } from '../posts/post-types';
import { getPost } from '../posts/posts-repo';
import { restNonceFor } from '../rest/authenticate';
import { getSettings } from '../settings/settings';
import type { RequestContext } from '../site-context';
import {
	requirePostTypeEditor,
	requireSession,
	sendForbidden,
	sendMessagePage,
} from './guard';
import { markup, scriptJson } from '../../shared/render/html';
import { documentPage } from './layout';
import { queryInteger } from './query-integer';

export function editorBootSettings(
	ctx: RequestContext,
	session: Session,
	settings: Awaited< ReturnType< typeof getSettings > >,
	postId: number | null,
	postType: PostType
): EditorBootSettings {
	const { user } = session;
	const siteUrl = settings.url.replace( /\/+$/, '' );
	return {
		restRoot: '/wp-json/',
		nonce: restNonceFor( ctx.site, session ),
		postId,
		postType: postType.name === 'page' ? 'page' : 'post',
		adminUrl: `${ siteUrl }/wp-admin/`,
		siteUrl,
		currentUser: {
			id: user.id,
			name: user.displayName,
			email: user.email,
			roles: [ user.role ],
			capabilities: capabilityMap( user.role ),
		},
		locale: settings.language,
		dateSettings: {
			dateFormat: settings.date_format,
			timeFormat: settings.time_format,
			startOfWeek: settings.start_of_week,
		},
		siteType: ctx.site.siteType,
	};
}

async function sendEditor(
	ctx: RequestContext,
	session: Session,
	post: { id: number; author_id: number } | null,
	type: PostType,
	title: string
) {
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	// For the page itself: blocks read site, user and post data from the editor's stores.
	const boot = editorBootSettings(
		ctx,
		session,
		settings,
		post?.id ?? null,
		type
	);
	const page = documentPage( {
		title: `${ title } ‹ ${ settings.title }`,
		lang: settings.language.replace( /_/g, '-' ),
		bodyClass: 'block-editor-page',
		styles: [ '/build/app/editor.css' ],
		modules: [ '/build/app/editor.js' ],
		head: markup`<script nonce="${ cspNonce( ctx.res ) }">window.blockSuiteSettings = ${ scriptJson( boot ) };</script>`,
		body: markup`<div id="editor"></div>`,
	} );
	cspAllowScripts( ctx.res, [ BLOCK_EDITOR_CANVAS_SCRIPT ] );
	sendHtml( ctx.res, 200, page, { 'Cache-Control': 'no-store' } );
}

export async function handlePostNew( ctx: RequestContext ): Promise< void > {
	const allowed = requirePostTypeEditor(
		ctx,
		'Sorry, you are not allowed to create posts as this user.'
	);
	if ( ! allowed ) {
		return;
	}
	const { session, type } = allowed;
	return sendEditor( ctx, session, null, type, `Add New ${ type.singular }` );
}

export async function handlePostEdit( ctx: RequestContext ): Promise< void > {
	const session = requireSession( ctx );
	if ( ! session ) {
		return;
	}
	const id = queryInteger( ctx, 'post' );
	if ( id === undefined ) {
		return;
	}
	const post = id === null ? null : await getPost( ctx.site.db, id );
	const type = post ? postTypeOf( post.type ) : null;
	// The editor page edits posts and pages; synced forms only through wp/v2/jetpack-forms.
	if ( ! post || ! type || ! type.public ) {
		return sendMessagePage(
			ctx,
			404,
			'Not found',
			'You attempted to edit an item that doesn’t exist. Perhaps it was deleted?'
		);
	}
	if ( ! canEditPost( session.user, post ) ) {
		return sendForbidden(
			ctx,
			'Sorry, you are not allowed to edit this item.'
		);
	}
	if ( post.status === 'trash' ) {
		return sendMessagePage(
			ctx,
			403,
			'Access denied',
			'You cannot edit this item because it is in the Trash. Please restore it and try again.'
		);
	}
	return sendEditor( ctx, session, post, type, `Edit ${ type.singular }` );
}
