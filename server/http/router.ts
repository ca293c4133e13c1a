/**
 * The site's URL map. Order matters: static files first (no session needed), then the REST API,
 * the sign-in and admin screens, uploads, and finally published posts by `?p=` or slug.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { findSession, SESSION_COOKIE } from '../auth/sessions';
import { CLOUD_PATHS, handleCloudRequest } from '../cloud/http';
import { handleAuthorizeCallback } from '../connection/authorize-callback';
import { handleAdminAjax } from '../pages/admin-ajax';
import { handleAdminScreen } from '../pages/admin-jetpack';
import { handlePostList } from '../pages/admin-posts';
import { handleAdminPost } from '../forms/submit/endpoint';
import { withFeedbackScreen } from '../pages/feedback/screen';
import { handlePostEdit, handlePostNew } from '../pages/editor-page';
import { sendMessagePage } from '../pages/guard';
import { handleLogin } from '../pages/login';
import {
	BLOCK_LIBRARY_CSS_URL,
	sendHome,
	sendNotFound,
	sendPost,
} from '../pages/site-pages';
import { getPost, getPostBySlug } from '../posts/posts-repo';
import { serveResizedImage } from '../media/image-service/serve';
import { wantsImageService } from '../media/image-service/params';
import { handleRest } from '../rest/server';
import type { RequestContext, SiteContext } from '../site-context';
import { assertSafeKey, isPrivateKey } from '../storage/storage';
import { BodyTooLargeError, discardBody } from './body';
import { parseCookies } from './input';
import { redirect, sendEmpty, sendText } from './respond';
import { resolveInside, serveDiskFile, streamFile } from './static-files';

type PageHandler = ( ctx: RequestContext ) => Promise< void >;

/** Admin screens by path. Other parts of the suite add theirs (e.g. admin.php) here. */
export const adminPages = new Map< string, PageHandler >( [
	[ '/wp-admin/', handlePostList ],
	[ '/wp-admin/index.php', handlePostList ],
	[ '/wp-admin/edit.php', withFeedbackScreen( handlePostList ) ],
	[ '/wp-admin/post-new.php', handlePostNew ],
	[ '/wp-admin/post.php', handlePostEdit ],
	[ '/wp-admin/admin-ajax.php', handleAdminAjax ],
	[ '/wp-admin/admin-post.php', handleAdminPost ],
	[ '/wp-admin/admin.php', handleAdminScreen ],
	[ '/wp-admin/jetpack-authorize.php', handleAuthorizeCallback ],
] );

/**
 * Every fixed address the router answers outside the REST API and the static files (published
 * posts are found by `?p=` and `/<slug>/` besides). Tests sweep them all.
 */
export function pagePaths(): string[] {
	return [
		'/',
		'/index.php',
		'/wp-login.php',
		'/wp-admin',
		...adminPages.keys(),
		...CLOUD_PATHS,
	];
}

const READ_METHODS = new Set( [ 'GET', 'HEAD' ] );

/** Admin screens that also take POST (form submissions; the Feedback screen's bulk actions). */
export const ADMIN_POST_PAGES = new Set( [
	'/wp-admin/admin-post.php',
	'/wp-admin/edit.php',
] );

async function serveStatic(
	site: SiteContext,
	req: IncomingMessage,
	res: ServerResponse,
	pathname: string
): Promise< boolean > {
	if ( pathname === '/favicon.ico' ) {
		sendEmpty( res, 204 );
		return true;
	}
	if ( ! READ_METHODS.has( req.method ?? 'GET' ) ) {
		return false;
	}
	if ( pathname === BLOCK_LIBRARY_CSS_URL ) {
		return serveDiskFile( req, res, site.blockLibraryCss );
	}
	if ( pathname.startsWith( '/build/' ) ) {
		return serveDiskFile(
			req,
			res,
			resolveInside( site.buildDir, pathname.slice( '/build/'.length ) )
		);
	}
	if ( pathname.startsWith( '/wp-content/uploads/' ) ) {
		let key: string;
		try {
			key = decodeURIComponent(
				pathname.slice( '/wp-content/uploads/'.length )
			);
			assertSafeKey( key );
		} catch {
			return false;
		}
		if ( isPrivateKey( key ) ) {
			return false;
		}
		const info = await site.storage.stat( key );
		if ( ! info ) {
			return false;
		}
		const query = new URL( req.url ?? '/', 'http://host' ).searchParams;
		if ( wantsImageService( query ) ) {
			await serveResizedImage( site.storage, req, res, key, info, query );
			return true;
		}
		await streamFile(
			req,
			res,
			key,
			info,
			() => site.storage.read( key ),
			'public, max-age=31536000'
		);
		return true;
	}
	return false;
}

async function route( ctx: RequestContext ): Promise< void > {
	const { url, req } = ctx;
	const pathname = url.pathname;
	if ( pathname === '/wp-json' || pathname.startsWith( '/wp-json/' ) ) {
		return handleRest( ctx, '/' + pathname.slice( '/wp-json/'.length ) );
	}
	const restRoute = url.searchParams.get( 'rest_route' );
	if (
		restRoute !== null &&
		( pathname === '/' || pathname === '/index.php' )
	) {
		return handleRest(
			ctx,
			restRoute.startsWith( '/' ) ? restRoute : '/' + restRoute
		);
	}
	if ( pathname === '/wp-login.php' ) {
		return handleLogin( ctx );
	}
	// The provider's cloud (server/cloud/); `/cloud/` itself stays free for a post slug.
	if ( /^\/cloud\/[^/]/.test( pathname ) ) {
		return handleCloudRequest( ctx );
	}
	if ( pathname === '/wp-admin' ) {
		return redirect( ctx.res, '/wp-admin/', 301 );
	}
	const adminPage = adminPages.get( pathname );
	const method = req.method ?? 'GET';
	if (
		adminPage &&
		( READ_METHODS.has( method ) ||
			pathname.endsWith( 'admin-ajax.php' ) ||
			ADMIN_POST_PAGES.has( pathname ) )
	) {
		return adminPage( ctx );
	}
	if ( ! READ_METHODS.has( method ) ) {
		return sendMessagePage(
			ctx,
			405,
			'Method not allowed',
			'This address only answers GET requests.'
		);
	}
	if ( pathname.startsWith( '/wp-admin/' ) ) {
		return sendMessagePage(
			ctx,
			404,
			'Not found',
			'There is no admin screen at this address.'
		);
	}
	if ( pathname === '/' || pathname === '/index.php' ) {
		const id =
			url.searchParams.get( 'p' ) ?? url.searchParams.get( 'page_id' );
		if ( id !== null ) {
			return sendPost(
				ctx,
				/^\d+$/.test( id )
					? await getPost( ctx.site.db, Number( id ) )
					: null
			);
		}
		return sendHome( ctx );
	}
	const slugMatch = /^\/([^/]+)(\/?)$/.exec( pathname );
	if ( slugMatch && ! slugMatch[ 1 ].includes( '.' ) ) {
		let slug: string;
		try {
			slug = decodeURIComponent( slugMatch[ 1 ] ).toLowerCase();
		} catch {
			return sendNotFound( ctx );
		}
		if ( ! slugMatch[ 2 ] ) {
			return redirect( ctx.res, `${ pathname }/${ url.search }`, 301 );
		}
		return sendPost( ctx, await getPostBySlug( ctx.site.db, slug ) );
	}
	return sendNotFound( ctx );
}

/**
 * The request target as a URL on a placeholder host. The target is always read as a path, so
 * `//host/x` or `/\\host` stay paths of this site; an absolute-form target (from a proxy)
 * keeps only its path and query. Null when it cannot be read.
 * @param target
 */
function requestUrl( target: string | undefined ): URL | null {
	const base = 'http://site.invalid';
	try {
		if ( ! target || target.startsWith( '/' ) ) {
			return new URL( base + ( target || '/' ) );
		}
		const absolute = new URL( target );
		return new URL( base + absolute.pathname + absolute.search );
	} catch {
		return null;
	}
}

export async function handleRequest(
	site: SiteContext,
	req: IncomingMessage,
	res: ServerResponse
): Promise< void > {
	try {
		const url = requestUrl( req.url );
		if ( ! url ) {
			sendText( res, 400, 'Bad request: the address cannot be read.' );
			return;
		}
		if (
			await serveStatic(
				site,
				req,
				res,
				path.posix.normalize( url.pathname )
			)
		) {
			return;
		}
		const cookies = parseCookies( req.headers.cookie );
		const session = await findSession( site.db, cookies[ SESSION_COOKIE ] );
		await route( { site, req, res, url, cookies, session } );
	} catch ( error ) {
		if ( error instanceof BodyTooLargeError ) {
			sendEmpty( res, 413, { Connection: 'close' } );
			return;
		}
		site.log.error( `${ req.method } ${ req.url } failed:`, error );
		if ( ! res.headersSent ) {
			sendEmpty( res, 500 );
		} else {
			res.destroy();
		}
	} finally {
		discardBody( req );
	}
}
