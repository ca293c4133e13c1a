/**
 * The typed REST client: `createApiClient( { apiRoot, nonce, searchRoot?, fetch? } )` returns
 * every endpoint group's methods on one object (connection, tracking, modules and settings,
 * plugins, and the other admin calls of endpoints/admin/), plus `setApiRoot`, `setNonce` and
 * `setSearchRoot`. All calls go through the one request core (request.ts); errors are those of
 * errors.ts. See README.md.
 */
import { createAdminEndpoints } from './endpoints/admin';
import { createConnectionEndpoints } from './endpoints/connection';
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
	};
}

/** Every endpoint group by name (their method names never overlap; a test checks it). */
export const ENDPOINT_GROUPS = {
	connection: createConnectionEndpoints,
	tracking: createTrackingEndpoints,
	modules: createModuleEndpoints,
	plugins: createPluginEndpoints,
	admin: createAdminEndpoints,
};

export type ApiClient = ReturnType< typeof createEndpoints > & {
	setApiRoot: ( apiRoot: string ) => void;
	setNonce: ( nonce: string ) => void;
	setSearchRoot: ( searchRoot: string | undefined ) => void;
	/** The request core, for endpoint groups added elsewhere. */
	requester: ApiRequester;
};

export function createApiClient( options: ApiClientOptions ): ApiClient {
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
export type { ApiRequester, Query, QueryValue } from './requester';
export { buildUrl, createRequestCore, decodeDataField } from './request';
export type { FetchLike, RequestCore, RequestCoreOptions } from './request';
export type * from './types/connection';
export type * from './types/tracking';
export type * from './types/modules';
export type * from './types/plugins';
