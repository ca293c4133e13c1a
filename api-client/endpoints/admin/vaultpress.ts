/**
 * VaultPress backups and security data.
 */
import type { ApiRequester } from '../../requester';
import type { VaultPressData } from '../../types/admin';

export function createVaultPressEndpoints( api: ApiRequester ) {
	return {
		fetchVaultPressData: () =>
			api.get< VaultPressData >( 'module/vaultpress/data' ),
	};
}
