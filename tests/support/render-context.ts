/**
 * The render context tests hand to a block's renderer: an English site on 127.0.0.1 with
 * WordPress's default formats, rendering one post. Pass what a test needs to differ.
 */
import type { RenderContext } from '../../shared/render-context';

export function renderContext(
	overrides: {
		site?: Partial< RenderContext[ 'site' ] >;
		post?: RenderContext[ 'post' ];
	} = {}
): RenderContext {
	return {
		site: {
			title: 'Test site',
			url: 'http://127.0.0.1:8888',
			locale: 'en_US',
			startOfWeek: 1,
			timeFormat: 'g:i a',
			dateFormat: 'F j, Y',
			...overrides.site,
		},
		post:
			overrides.post === undefined
				? { id: 7, slug: 'hello', title: 'Hello' }
				: overrides.post,
	};
}
