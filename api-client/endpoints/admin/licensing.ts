/**
 * Licensing: licence keys, counts, the activation notice, attaching licences.
 */
import type { ApiRequester } from '../../requester';
import type {
	ActivationNoticeDismiss,
	AttachLicenseResult,
	LicensingError,
	SetLicenseResult,
	UserLicenseCounts,
	UserLicenses,
} from '../../types/admin';

export function createLicensingEndpoints( api: ApiRequester ) {
	return {
		fetchLicensingError: () =>
			api.get< LicensingError >( 'licensing/error' ),
		/** Saves the error the screen shows; `''` clears it. */
		updateLicensingError: ( error: string ) =>
			api.post< LicensingError >( 'licensing/error', { error } ),
		/** Adds a licence key to the user's licences (not yet attached). */
		updateLicenseKey: ( license: string ) =>
			api.post< SetLicenseResult >( 'licensing/set-license', {
				license,
			} ),
		getUserLicensesCounts: () =>
			api.get< UserLicenseCounts >( 'licensing/user/counts' ),
		getUserLicenses: () =>
			api.get< UserLicenses >( 'licensing/user/licenses' ),
		fetchActivationNoticeDismiss: () =>
			api.get< ActivationNoticeDismiss | null >(
				'licensing/user/activation-notice-dismiss'
			),
		updateLicensingActivationNoticeDismiss: ( lastDetachedCount: number ) =>
			api.post< ActivationNoticeDismiss >(
				'licensing/user/activation-notice-dismiss',
				{ last_detached_count: lastDetachedCount }
			),
		/** One result per key, in order: the product activated, or why not. */
		attachLicenses: ( licenses: string[] ) =>
			api.post< AttachLicenseResult[] >( 'licensing/attach-licenses', {
				licenses,
			} ),
	};
}
