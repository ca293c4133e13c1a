/**
 * Backups (Rewind) state; `data` is decoded by the request core.
 */
import type { ApiRequester } from '../../requester';
import type { DataEnvelope, RewindState } from '../../types/admin';

export function createRewindEndpoints( api: ApiRequester ) {
	return {
		fetchRewindStatus: () =>
			api.get< DataEnvelope< RewindState > >( 'rewind' ),
	};
}
