/**
 * The typed REST client: `createApiClient( { apiRoot?, nonce?, searchRoot?, fetch? } )` returns
 * every endpoint group's methods on one object (connection, tracking, modules and settings,
 * plugins, the other admin calls of endpoints/admin/ and the editor calls), plus `setApiRoot`,
 * `setNonce` and `setSearchRoot`. All calls go through the one request core (request.ts, on
 * `@wordpress/api-fetch` in a page); errors are those of errors.ts. Editor code uses
 * `editorApi` (editor-client.ts). See README.md.
 */
import { createAdminEndpoints } from './endpoints/admin';
import { createConnectionEndpoints } from './endpoints/connection';
import { createEditorEndpoints } from './endpoints/editor';
import { createModuleEndpoints } from './endpoints/modules';
import { createPluginEndpoints } from './endpoints/plugins';
import { createTrackingEndpoints } from './endpoints/tracking';
import { createRequestCore, type RequestCoreOptions } from './request';
import type { ApiRequester } from './requester';

export type ApiClientOptions = RequestCoreOptions;

function createEndpoints( api: ApiRequester ) {
	return {
		...createConnectionEndpoints( api ),
		...createTrackingEndpoints( api ),
		...createModuleEndpoints( api ),
		...createPluginEndpoints( api ),
		...createAdminEndpoints( api ),
		...createEditorEndpoints( api ),
	};
}

/** Every endpoint group by name (their method names never overlap; a test checks it). */
export const ENDPOINT_GROUPS = {
	connection: createConnectionEndpoints,
	tracking: createTrackingEndpoints,
	modules: createModuleEndpoints,
	plugins: createPluginEndpoints,
	admin: createAdminEndpoints,
	editor: createEditorEndpoints,
};

export type ApiClient = ReturnType< typeof createEndpoints > & {
	setApiRoot: ( apiRoot: string | undefined ) => void;
	setNonce: ( nonce: string ) => void;
	setSearchRoot: ( searchRoot: string | undefined ) => void;
	/** The request core, for endpoint groups added elsewhere. */
	requester: ApiRequester;
};

/**
 * @param options the REST root and nonce (both optional in a page, where apiFetch's middlewares
 *                supply them), the search root, and a fetch to use instead of apiFetch
 */
export function createApiClient( options: ApiClientOptions = {} ): ApiClient {
	const core = createRequestCore( options );
	return {
		...createEndpoints( core ),
		setApiRoot: core.setApiRoot,
		setNonce: core.setNonce,
		setSearchRoot: core.setSearchRoot,
		requester: core,
	};
}

export * from './errors';
export { configureApiFetch, type ApiFetchSettings } from './configure';
export { pluginState, type PluginState } from './plugin-state';
export type { ApiRequester, Query, QueryValue } from './requester';
export { buildUrl, createRequestCore, decodeDataField } from './request';
export type {
	FetchLike,
	RequestCore,
	RequestCoreOptions,
	Transport,
	TransportRequest,
} from './request';
export type * from './types/connection';
export type * from './types/tracking';
export type * from './types/modules';
export type * from './types/plugins';
export type * from './types/editor';
