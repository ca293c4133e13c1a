/**
 * Google site verification.
 */
import type { ApiRequester } from '../../requester';
import type { GoogleVerificationStatus } from '../../types/admin';

export function createGoogleVerificationEndpoints( api: ApiRequester ) {
	return {
		/** The site's status, or the status and token for one Google connection. */
		fetchVerifySiteGoogleStatus: ( keyringId?: number ) =>
			api.get< GoogleVerificationStatus >(
				keyringId === undefined
					? 'verify-site/google'
					: `verify-site/google/${ keyringId }`
			),
		verifySiteGoogle: ( keyringId: number ) =>
			api.post< GoogleVerificationStatus >( 'verify-site/google', {
				keyring_id: keyringId,
			} ),
	};
}
