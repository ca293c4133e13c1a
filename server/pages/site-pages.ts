/**
 * What visitors see: the home page (latest posts), a post or page at `/?p=ID` or `/<slug>/`,
 * and the 404 page. Content goes through the block render pipeline; each block's style and
 * view script are linked only when the block is on the page and the file was built.
 */
import { canEditPost, canReadPost } from '../posts/post-permissions';
import { postLink, renderPostContent } from '../posts/post-response';
import { withSyncedForms } from '../forms/synced-forms';
import { listPosts } from '../posts/posts-repo';
import type { PostRow } from '../db/schema';
import { sendHtml } from '../http/respond';
import { blockAssets } from '../render/block-assets';
import { getSettings, toBcp47, type SiteSettings } from '../settings/settings';
import type { RequestContext } from '../site-context';
import type { FormsRenderState } from '../../shared/render-context';
import { renderedExcerpt } from '../posts/excerpt';
import { markup, raw, type SafeHtml } from '../../shared/render/html';
import { documentPage } from './layout';
import { recordPostView } from '../rest/routes/jetpack-admin/stats-repo';
import { thanksAnswer } from '../forms/submit/thank-you-page';
import { presetStylesheet } from '../../shared/theme/presets';
import {
	blockReadableCookies,
	variesByVisitor,
} from '../render/visitor-cookies';
import { relatedPostsForPage } from '../related-posts/related-posts';

export const BLOCK_LIBRARY_CSS_URL = '/build/vendor/block-library.css';

const SITE_STYLE = raw( `<style>
body{margin:0;font-family:Georgia,"Times New Roman",serif;line-height:1.6;color:#1e1e1e}
.skip-link{position:absolute;left:-9999px}.skip-link:focus{left:8px;top:8px;background:#fff;padding:8px}
.site-header,.site-footer{padding:16px 24px;font-family:-apple-system,"Segoe UI",Roboto,sans-serif}
.site-header{border-bottom:1px solid #ddd}.site-footer{border-top:1px solid #ddd;font-size:14px}
.site-title{font-size:1.4em;font-weight:700;text-decoration:none;color:inherit}
main{max-width:760px;margin:32px auto;padding:0 24px}
.entry-content>*{margin-block:1em}
.post-status{font-family:sans-serif;background:#fcf9e8;border-left:4px solid #dba617;padding:8px 12px}
.is-layout-flex{display:flex;flex-wrap:wrap;align-items:center;gap:.5em}.is-layout-flex>*{margin:0}
</style>` );

/** The theme's colour presets: the classes saved with a palette choice render in colour. */
const PRESET_STYLE = raw( `<style id="global-styles-presets">
${ presetStylesheet() }
</style>` );

function sitePage(
	ctx: RequestContext,
	settings: SiteSettings,
	title: string,
	body: SafeHtml,
	styles: string[] = [],
	scripts: string[] = []
) {
	const account = ctx.session
		? markup` · <a href="/wp-admin/">Dashboard</a>`
		: markup` · <a href="/wp-login.php">Log in</a>`;
	const tagline = settings.description
		? markup`<p class="site-description">${ settings.description }</p>`
		: '';
	return documentPage( {
		title,
		lang: toBcp47( settings.language ),
		styles: [ BLOCK_LIBRARY_CSS_URL, ...styles ],
		scripts,
		head: markup`${ SITE_STYLE }${ PRESET_STYLE }`,
		body: markup`<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header" role="banner"><a class="site-title" href="/">${ settings.title }</a>${ tagline }</header>
<main id="main">
${ body }
</main>
<footer class="site-footer" role="contentinfo"><p>${ settings.title }${ account }</p></footer>`,
	} );
}

export async function sendNotFound( ctx: RequestContext ): Promise< void > {
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const body = markup`<h1>Page not found</h1><p>It looks like nothing was found at this location.</p><p><a href="/">Go to the home page</a></p>`;
	sendHtml(
		ctx.res,
		404,
		sitePage( ctx, settings, `Page not found – ${ settings.title }`, body )
	);
}

export async function sendPost(
	ctx: RequestContext,
	post: PostRow | null,
	/** A form submission's answer: the state forms render with and the HTTP status. */
	answer?: { forms: FormsRenderState; status: number }
): Promise< void > {
	const viewer = ctx.session?.user ?? null;
	if (
		! post ||
		post.status === 'trash' ||
		( post.type !== 'post' && post.type !== 'page' ) ||
		! canReadPost( viewer, post )
	) {
		return sendNotFound( ctx );
	}
	// Synced forms (`{"ref":N}`) are shown in place of their references.
	post = await withSyncedForms( ctx.site.db, post );
	// A form's thank-you address after a no-JavaScript submission (forms/submit/thank-you-page.ts).
	answer ??= ( await thanksAnswer( ctx, post ) ) ?? undefined;
	if (
		post.status === 'publish' &&
		! answer &&
		! canEditPost( viewer, post )
	) {
		// Stats count what visitors read, not what the post's editors open.
		await recordPostView( ctx.site.db, post.id );
	}
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const rendered = renderPostContent(
		ctx.site,
		settings,
		post,
		answer?.forms,
		{
			cookies: blockReadableCookies( ctx.cookies ),
			relatedPosts: await relatedPostsForPage(
				ctx.site.db,
				settings,
				post
			),
		}
	);
	const assets = blockAssets( rendered.blockNames, ctx.site.serverBlocks );
	const title = post.title || '(no title)';
	const notice =
		post.status === 'publish'
			? ''
			: markup`<p class="post-status" role="note">This ${ post.type } is not published (status: ${ post.status }). Only people who can edit it see this page.</p>`;
	const body = markup`<article id="post-${ post.id }" class="post-${ post.id } type-${ post.type } status-${ post.status }">
${ notice }
<header class="entry-header"><h1 class="entry-title">${ title }</h1></header>
<div class="entry-content">
${ raw( rendered.html ) }
</div>
</article>`;
	const page = sitePage(
		ctx,
		settings,
		`${ title } – ${ settings.title }`,
		body,
		assets.styles,
		assets.scripts
	);
	const shareable = post.status === 'publish' && ! ctx.session && ! answer;
	sendHtml( ctx.res, answer?.status ?? 200, page, {
		'Cache-Control': shareable ? 'no-cache' : 'no-store',
		// What this visitor sees depends on their cookies: no shared cache may keep it.
		...( variesByVisitor( rendered.blockNames )
			? {
					'Cache-Control': shareable
						? 'private, no-cache'
						: 'no-store',
					Vary: 'Cookie',
				}
			: {} ),
	} );
}

export async function sendHome( ctx: RequestContext ): Promise< void > {
	const settings = await getSettings( ctx.site.db, ctx.site.serverUrl() );
	const { rows } = await listPosts( ctx.site.db, {
		type: 'post',
		statuses: [ 'publish' ],
		viewer: null,
		orderBy: 'date',
		order: 'desc',
		page: 1,
		perPage: settings.posts_per_page,
	} );
	const posts = await Promise.all(
		rows.map( ( row ) => withSyncedForms( ctx.site.db, row ) )
	);
	const items = posts.map( ( post ) => {
		const rendered = renderPostContent( ctx.site, settings, post );
		const excerpt = raw( renderedExcerpt( post.excerpt, rendered.html ) );
		return markup`<article class="post-${ post.id }"><h2><a href="${ postLink( settings, post ) }">${ post.title || '(no title)' }</a></h2>${ excerpt }</article>
`;
	} );
	const body = markup`<h1>Latest posts</h1>
${ rows.length ? items : markup`<p>Nothing has been published yet.</p>` }`;
	sendHtml( ctx.res, 200, sitePage( ctx, settings, settings.title, body ) );
}
