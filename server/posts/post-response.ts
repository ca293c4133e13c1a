/**
 * A post as `wp/v2/posts` and `wp/v2/pages` return it. `view` gives rendered HTML (through the
 * same pipeline visitors get); `edit` adds the raw fields the editor works on.
 */
import type { PostRow } from '../db/schema';
import { gmtField, localField } from '../dates';
import { escapeHtml } from '../../shared/render/escape';
import { renderContent } from '../render/render-content';
import { renderContextFor } from '../render/render-context';
import type {
	FormsRenderState,
	RenderContext,
} from '../../shared/render-context';
import { formsRenderState } from '../forms/render-state';
import type { SiteSettings } from '../settings/settings';
import type { SiteContext } from '../site-context';
import { renderedExcerpt } from './excerpt';
import { postTypeOf } from './post-types';

export type ResponseContext = 'view' | 'edit' | 'embed';

export function postLink(
	settings: SiteSettings,
	post: Pick< PostRow, 'id' | 'slug' | 'status' >
): string {
	const base = settings.url.replace( /\/+$/, '' );
	return post.status === 'publish'
		? `${ base }/${ post.slug }/`
		: `${ base }/?p=${ post.id }`;
}

/**
 * The post's content as visitors get it, plus the names of the blocks it holds. Forms get
 * their tokens (and, when a submission is answered, its state) from `forms`.
 * @param site
 * @param settings
 * @param post
 */
export function renderPostContent(
	site: SiteContext,
	settings: SiteSettings,
	post: PostRow,
	forms: FormsRenderState = formsRenderState( site, post ),
	/** What only a site page knows: the visitor's readable cookies, the related posts. */
	visitor: Pick< RenderContext, 'cookies' | 'relatedPosts' > = {}
) {
	return renderContent(
		post.content,
		site.serverBlocks,
		{ ...renderContextFor( settings, post ), forms, ...visitor },
		( name, error ) =>
			site.log.error(
				`Rendering ${ name } in post ${ post.id } failed:`,
				error
			)
	);
}

export function postResponse(
	site: SiteContext,
	settings: SiteSettings,
	post: PostRow,
	context: ResponseContext
): Record< string, unknown > {
	const type = postTypeOf( post.type );
	const edit = context === 'edit';
	const base = settings.url.replace( /\/+$/, '' );
	const rendered = renderPostContent( site, settings, post ).html;
	const selfHref = `${ base }/wp-json/wp/v2/${ type?.restBase ?? 'posts' }/${ post.id }`;
	const response: Record< string, unknown > = {
		id: post.id,
		date: localField( post.date_gmt, settings.timezone_string ),
		date_gmt: gmtField( post.date_gmt ),
		guid: {
			rendered: `${ base }/?p=${ post.id }`,
			...( edit ? { raw: `${ base }/?p=${ post.id }` } : {} ),
		},
		modified: localField( post.modified_gmt, settings.timezone_string ),
		modified_gmt: gmtField( post.modified_gmt ),
		slug: post.slug,
		status: post.status,
		type: post.type,
		link: postLink( settings, post ),
		title: {
			rendered: escapeHtml( post.title ),
			...( edit ? { raw: post.title } : {} ),
		},
		content: {
			rendered,
			protected: false,
			block_version: post.content.includes( '<!-- wp:' ) ? 1 : 0,
			...( edit ? { raw: post.content } : {} ),
		},
		excerpt: {
			rendered: renderedExcerpt( post.excerpt, rendered ),
			protected: false,
			...( edit ? { raw: post.excerpt } : {} ),
		},
		author: post.author_id,
		featured_media: 0,
		comment_status: 'closed',
		ping_status: 'closed',
		template: '',
		meta: { footnotes: '' },
		...( post.type === 'post'
			? { sticky: false, format: 'standard' }
			: { parent: 0, menu_order: 0 } ),
		_links: {
			self: [ { href: selfHref } ],
			collection: [
				{
					href: `${ base }/wp-json/wp/v2/${ type?.restBase ?? 'posts' }`,
				},
			],
			author: [
				{
					embeddable: true,
					href: `${ base }/wp-json/wp/v2/users/${ post.author_id }`,
				},
			],
		},
	};
	if ( edit ) {
		response.permalink_template = `${ base }/%${ post.type === 'page' ? 'pagename' : 'postname' }%/`;
		response.generated_slug = post.slug;
	}
	if ( context === 'embed' ) {
		const {
			id,
			date,
			slug,
			type: postType,
			link,
			title,
			excerpt,
			author,
		} = response;
		return { id, date, slug, type: postType, link, title, excerpt, author };
	}
	return response;
}
