/**
 * The client of editor code (blocks and their panels): the plugins group and the editor calls
 * on a core with no root or nonce of its own, so every request is a path sent through the
 * page's `@wordpress/api-fetch` — WordPress's root-URL and nonce middlewares inside WordPress,
 * the same ones registered by the standalone editor page. Only these groups, so the editor
 * bundle does not carry the admin screen's calls.
 *
 * Routes that only Jetpack or the standalone host serve (`jetpack/v4/plugins`,
 * `jetpack/v4/jetpack_crm`, `wpcom/v2/business-hours/localized-week`) answer 404
 * `rest_no_route` on a plain WordPress site: callers treat any `ApiError` from them as "not
 * available here" and show nothing, or a neutral state.
 */
import { createEditorEndpoints } from './endpoints/editor';
import { createPluginEndpoints } from './endpoints/plugins';
import { createRequestCore } from './request';

const requester = createRequestCore();

export const editorApi = {
	...createPluginEndpoints( requester ),
	...createEditorEndpoints( requester ),
};

export type EditorApi = typeof editorApi;
