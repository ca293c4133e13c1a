/**
 * Protect: failed sign-ins blocked.
 */
import type { ApiRequester } from '../../requester';
import type { ProtectBlockedAttempts } from '../../types/admin';

export function createProtectEndpoints( api: ApiRequester ) {
	return {
		fetchProtectCount: () =>
			api.get< ProtectBlockedAttempts >( 'module/protect/data' ),
	};
}
