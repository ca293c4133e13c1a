/**
 * What the site does with the cloud: register, build the authorization URL, finish an
 * authorization, test, unlink a user, disconnect and reconnect. Cloud refusals become RestErrors
 * (502 when the cloud could not be reached).
 */
import { createNonce, verifyNonce } from '../auth/nonces';
import type { Session } from '../auth/sessions';
import { CloudError, type SiteCredentials } from '../cloud/api';
import { RestError } from '../rest/errors';
import { getSettings } from '../settings/settings';
import type { SiteContext } from '../site-context';
import {
	getConnectedUser,
	getOwner,
	linkUser,
	listConnectedUsers,
	unlinkAllUsers,
	unlinkUserRow,
	type ConnectedUser,
} from './connected-users';
import { callbackUrl, resolveLanding } from './redirects';
import {
	clearRegistration,
	getRegistration,
	saveRegistration,
	type Registration,
} from './registration';

export const AUTHORIZE_STATE_ACTION = 'jetpack_authorize';

const credentials = ( registration: Registration ): SiteCredentials => ( {
	blogId: registration.blogId,
	secret: registration.secret,
} );

export function cloudFailure( error: unknown ): never {
	if ( error instanceof CloudError ) {
		throw new RestError( error.code, error.message, 502, {
			cloud_status: error.status,
		} );
	}
	throw error;
}

export async function registerSite(
	site: SiteContext,
	pluginSlug: string | null
): Promise< Registration > {
	const existing = await getRegistration( site.db );
	if ( existing ) {
		return existing;
	}
	const settings = await getSettings( site.db, site.serverUrl() );
	const answer = await site.cloud
		.registerSite( { url: site.serverUrl(), name: settings.title } )
		.catch( cloudFailure );
	const registration: Registration = {
		blogId: answer.blogId,
		secret: answer.secret,
		authorizeUrl: answer.authorizeUrl,
		pluginSlug,
		registeredAt: new Date().toISOString(),
	};
	await saveRegistration( site.db, registration );
	return registration;
}

const stateSubject = ( session: Session ) => ( {
	userId: session.user.id,
	token: session.token,
} );

export function authorizeUrlFor(
	site: SiteContext,
	session: Session,
	registration: Registration,
	options: { redirectUri?: string; noIframe: boolean }
): string {
	const landing = resolveLanding( site, options.redirectUri );
	const url = new URL( registration.authorizeUrl );
	url.searchParams.set(
		'redirect_uri',
		callbackUrl( site, landing, ! options.noIframe )
	);
	url.searchParams.set(
		'state',
		createNonce(
			site.nonceSecret,
			AUTHORIZE_STATE_ACTION,
			stateSubject( session )
		)
	);
	if ( ! options.noIframe ) {
		url.searchParams.set( 'iframe', '1' );
	}
	return url.toString();
}

export function verifyAuthorizeState(
	site: SiteContext,
	session: Session,
	state: string
) {
	return !! verifyNonce(
		site.nonceSecret,
		state,
		AUTHORIZE_STATE_ACTION,
		stateSubject( session )
	);
}

/**
 * Trades the cloud's code for the signed-in user's token and links the user.
 * @param site
 * @param session
 * @param code
 * @param redirectUri the callback URL exactly as the cloud was given it
 */
export async function completeAuthorization(
	site: SiteContext,
	session: Session,
	code: string,
	redirectUri: string
): Promise< ConnectedUser > {
	const registration = await getRegistration( site.db );
	if ( ! registration ) {
		throw new CloudError(
			'not_registered',
			'The site is not registered with the cloud.',
			400
		);
	}
	const { token, user } = await site.cloud.exchangeCode(
		credentials( registration ),
		{
			code,
			redirectUri,
		}
	);
	return linkUser( site.db, session.user.id, token, user );
}

export async function testConnection( site: SiteContext ) {
	const registration = await getRegistration( site.db );
	if ( ! registration ) {
		throw new RestError(
			'disconnected',
			'The site is not connected to the cloud.',
			400
		);
	}
	const owner = await getOwner( site.db );
	const result = await site.cloud
		.testConnection( credentials( registration ), owner?.token )
		.catch( ( error ) => {
			if (
				error instanceof CloudError &&
				error.code === 'invalid_client'
			) {
				return { site: false, user: null };
			}
			return cloudFailure( error );
		} );
	const failed = ( message: string ) =>
		new RestError( 'connection_test_failed', message, 400 );
	if ( ! result.site ) {
		throw failed( 'The cloud does not recognise the site. Reconnect it.' );
	}
	if ( ! owner ) {
		throw failed(
			'The site is registered, but no connection owner is connected.'
		);
	}
	if ( ! result.user ) {
		throw failed(
			"The cloud refused the connection owner's token. Reconnect the owner."
		);
	}
	return {
		code: 'success' as const,
		message: 'The site and its owner are connected to the cloud.',
	};
}

export async function unlinkUser(
	site: SiteContext,
	userId: number,
	force: boolean
) {
	const connected = await getConnectedUser( site.db, userId );
	if ( ! connected ) {
		throw new RestError(
			'unlink_user_failed',
			'This user is not connected.',
			400
		);
	}
	if ( connected.isOwner && ! force ) {
		const others = ( await listConnectedUsers( site.db ) ).filter(
			( u ) => u.userId !== userId
		);
		if ( others.length ) {
			throw new RestError(
				'unlink_user_failed',
				'The connection owner cannot be unlinked while other users are connected.',
				400
			);
		}
	}
	const registration = await getRegistration( site.db );
	if ( registration ) {
		await site.cloud
			.revokeUserToken( credentials( registration ), connected.token )
			.catch( ( error ) =>
				site.log.error( 'Revoking the user token failed:', error )
			);
	}
	await unlinkUserRow( site.db, userId );
}

export async function disconnectSite( site: SiteContext ) {
	const registration = await getRegistration( site.db );
	if ( ! registration ) {
		throw new RestError(
			'disconnect_failed',
			'The site cannot be disconnected: it is not connected.',
			400
		);
	}
	await site.cloud
		.disconnectSite( credentials( registration ) )
		.catch( ( error ) =>
			site.log.error(
				'The cloud did not confirm the disconnection:',
				error
			)
		);
	await site.db.transaction().execute( async ( trx ) => {
		await unlinkAllUsers( trx );
		await clearRegistration( trx );
	} );
}

/**
 * Repeats whatever is missing: registration (again, when the cloud no longer knows the site),
 * then the signed-in user's authorization (again, when their token was refused).
 * @param site
 * @param session
 */
export async function reconnect(
	site: SiteContext,
	session: Session
): Promise<
	{ status: 'completed' } | { status: 'in_progress'; authorizeUrl: string }
> {
	let registration = await getRegistration( site.db );
	let user = await getConnectedUser( site.db, session.user.id );
	if ( registration ) {
		const result = await site.cloud
			.testConnection( credentials( registration ), user?.token )
			.catch( ( error ) => {
				if (
					error instanceof CloudError &&
					error.code === 'invalid_client'
				) {
					return { site: false, user: null };
				}
				return cloudFailure( error );
			} );
		if ( ! result.site ) {
			await site.db.transaction().execute( async ( trx ) => {
				await unlinkAllUsers( trx );
				await clearRegistration( trx );
			} );
			registration = null;
			user = null;
		} else if ( user && ! result.user ) {
			await unlinkUserRow( site.db, session.user.id );
			user = null;
		}
	}
	registration ??= await registerSite( site, null );
	if ( user ) {
		return { status: 'completed' };
	}
	return {
		status: 'in_progress',
		authorizeUrl: authorizeUrlFor( site, session, registration, {
			noIframe: true,
		} ),
	};
}
