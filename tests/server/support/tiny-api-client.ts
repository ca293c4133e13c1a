/**
 * One tiny API server for a whole test file, with an API client pointed at it: started in
 * beforeAll, closed in afterAll. Call at the top level of the file; the object's fields are
 * filled in before the first test runs.
 */
import { createApiClient, type ApiClient } from '../../../api-client';
import { startTinyApiServer, type TinyServer } from './tiny-api-server';

export type TinyApi = {
	tiny: TinyServer;
	/** The server's origin, e.g. `http://127.0.0.1:1234`. */
	base: string;
	/** A client with the REST root at `/wp-json/`, the search root at `/search/` and a nonce. */
	api: ApiClient;
};

const TINY_API_NONCE = 'abc123nonce';

export function tinyApiForThisFile(): TinyApi {
	const served = {} as TinyApi;
	beforeAll( async () => {
		served.tiny = await startTinyApiServer();
		served.base = served.tiny.base;
		served.api = createApiClient( {
			apiRoot: `${ served.base }/wp-json/`,
			nonce: TINY_API_NONCE,
			searchRoot: `${ served.base }/search/`,
		} );
	} );
	afterAll( () => served.tiny.close() );
	return served;
}
