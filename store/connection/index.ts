/**
 * The connection store (`jetpack-connection`): the site's and the current user's connection to the
 * provider's cloud (spec §3, §4). It is created for one REST client:
 *
 *   const connectionStore = registerConnectionStore( createApiClient( { apiRoot, nonce } ) );
 *   useSelect( ( select ) => select( connectionStore ).getConnectionStatus(), [] );
 *
 * See README.md for the public API.
 */
import {
	createReduxStore,
	register as registerInDefaultRegistry,
	type DataRegistry,
} from '@wordpress/data';
import { plainActions } from './actions';
import { createConnectionThunks } from './thunks';
import type { ConnectionClient } from './client';
import reducer from './reducer';
import { createConnectionResolvers } from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'jetpack-connection';

export function createConnectionStore( client: ConnectionClient ) {
	return createReduxStore( STORE_NAME, {
		reducer,
		actions: { ...plainActions, ...createConnectionThunks( client ) },
		selectors,
		resolvers: createConnectionResolvers( client ),
	} );
}

export type ConnectionStore = ReturnType< typeof createConnectionStore >;

/**
 * Creates the store for `client` and registers it (in `registry`, else the default registry).
 * @param client   the REST client (api-client/)
 * @param registry where to register; the default registry when omitted
 */
export function registerConnectionStore(
	client: ConnectionClient,
	registry?: DataRegistry
): ConnectionStore {
	const store = createConnectionStore( client );
	if ( registry ) {
		registry.register( store );
	} else {
		registerInDefaultRegistry( store );
	}
	return store;
}

export { toStoredError } from './client';
export type { ConnectionClient } from './client';
export type * from './types';
