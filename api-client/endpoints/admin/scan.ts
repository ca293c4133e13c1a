/**
 * Scan state; `data` is decoded by the request core.
 */
import type { ApiRequester } from '../../requester';
import type { DataEnvelope, ScanState } from '../../types/admin';

export function createScanEndpoints( api: ApiRequester ) {
	return {
		fetchScanStatus: () => api.get< DataEnvelope< ScanState > >( 'scan' ),
	};
}
