/**
 * Akismet: spam caught with the saved key, and checking a key (a valid one is saved).
 */
import type { ApiRequester } from '../../requester';
import type { AkismetData, AkismetKeyCheck } from '../../types/admin';

export function createAkismetEndpoints( api: ApiRequester ) {
	return {
		fetchAkismetData: () => api.get< AkismetData >( 'module/akismet/data' ),
		/** Checks the saved key. */
		checkAkismetKey: () =>
			api.get< AkismetKeyCheck >( 'module/akismet/key/check' ),
		/** Checks `apiKey`; the server saves it when it is valid. */
		verifyAkismetKey: ( apiKey: string ) =>
			api.post< AkismetKeyCheck >( 'module/akismet/key/check', {
				api_key: apiKey,
			} ),
	};
}
