/**
 * Identity crisis: keep safe mode, start fresh, or migrate.
 */
import type { ApiRequester } from '../../requester';
import type {
	IdentityCrisisResult,
	IdentityCrisisState,
} from '../../types/admin';

export function createIdentityCrisisEndpoints( api: ApiRequester ) {
	return {
		fetchIdentityCrisisState: () =>
			api.get< IdentityCrisisState >( 'identity-crisis' ),
		confirmIDCSafeMode: () =>
			api.post< IdentityCrisisResult >(
				'identity-crisis/confirm-safe-mode'
			),
		startIDCFresh: ( redirectUri?: string ) =>
			api.post< IdentityCrisisResult >(
				'identity-crisis/start-fresh',
				redirectUri === undefined ? {} : { redirect_uri: redirectUri }
			),
		migrateIDC: () =>
			api.post< IdentityCrisisResult >( 'identity-crisis/migrate' ),
	};
}
