/**
 * Dismissing admin notices.
 */
import type { ApiRequester } from '../../requester';
import type { DismissedNotices } from '../../types/admin';

export function createNoticesEndpoints( api: ApiRequester ) {
	return {
		fetchDismissedNotices: () => api.get< DismissedNotices >( 'notices' ),
		/** Answers every dismissed notice. */
		dismissJetpackNotice: ( notice: string ) =>
			api.post< DismissedNotices >(
				`notice/${ encodeURIComponent( notice ) }`,
				{ dismissed: true }
			),
	};
}
