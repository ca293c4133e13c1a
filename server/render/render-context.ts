/**
 * The RenderContext a block renderer receives, built from the site settings and the post.
 */
import type { RenderContext } from '../../shared/render-context';
import type { PostRow } from '../db/schema';
import type { SiteSettings } from '../settings/settings';

export function renderContextFor(
	settings: SiteSettings,
	post: PostRow | null
): RenderContext {
	return {
		site: {
			locale: settings.language,
			startOfWeek: settings.start_of_week,
			timeFormat: settings.time_format,
			dateFormat: settings.date_format,
			title: settings.title,
			url: settings.url.replace( /\/+$/, '' ),
		},
		post: post ? { id: post.id, slug: post.slug, title: post.title } : null,
		embeds: {
			loadDirectly: settings.jetpack_embeds_load_directly === true,
		},
	};
}
