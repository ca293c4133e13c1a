/**
 * Site migration status.
 */
import type { ApiRequester } from '../../requester';
import type { MigrationStatus } from '../../types/admin';

export function createMigrationEndpoints( api: ApiRequester ) {
	return {
		fetchMigrationStatus: () =>
			api.get< MigrationStatus >( 'migration/status' ),
	};
}
