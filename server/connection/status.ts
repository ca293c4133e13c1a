/**
 * The shapes of GET connection (status) and GET connection/data (the signed-in user's link).
 */
import { can, type User } from '../auth/users';
import type { SiteContext } from '../site-context';
import { getConnectedUser, getOwner } from './connected-users';
import { getRegistration } from './registration';

export async function connectionStatus(
	site: SiteContext,
	viewer: User | null
) {
	const registration = await getRegistration( site.db );
	const owner = registration ? await getOwner( site.db ) : null;
	const connected =
		registration && viewer
			? await getConnectedUser( site.db, viewer.id )
			: null;
	return {
		isActive: !! registration && !! owner,
		isStaging: false,
		isRegistered: !! registration,
		isUserConnected: !! connected,
		hasConnectedOwner: !! owner,
		offlineMode: {
			isActive: false,
			constant: false,
			url: false,
			filter: false,
			wpLocalConstant: false,
		},
		isPublic: true,
	};
}

export async function userConnectionData( site: SiteContext, viewer: User ) {
	const registration = await getRegistration( site.db );
	const owner = registration ? await getOwner( site.db ) : null;
	const connected = registration
		? await getConnectedUser( site.db, viewer.id )
		: null;
	const admin = can( viewer, 'manage_options' );
	return {
		currentUser: {
			isConnected: !! connected,
			isMaster: !! connected?.isOwner,
			username: viewer.login,
			id: viewer.id,
			blogId: registration?.blogId ?? null,
			wpcomUser: connected ? connected.wpcomUser : null,
			permissions: {
				connect: admin,
				connect_user: admin,
				unlink_user: admin && !! connected,
				disconnect: admin,
				manage_options: admin,
			},
		},
		connectionOwner: owner?.displayName ?? null,
	};
}
