/**
 * jetpack/v4 connection routes: register, authorize_url, status, data, test, url, plugins,
 * disconnect, unlink, reconnect and the connection-modal flag. Changes need manage_options.
 */
import { activeConnectionPlugins } from '../../../plugins/plugins-repo';
import {
	authorizeUrlFor,
	disconnectSite,
	reconnect,
	registerSite,
	testConnection,
	unlinkUser,
} from '../../../connection/manager';
import { resolveLanding } from '../../../connection/redirects';
import {
	getRegistration,
	verifyRegistrationNonce,
} from '../../../connection/registration';
import {
	connectionStatus,
	userConnectionData,
} from '../../../connection/status';
import { RestError } from '../../errors';
import type { RestRegistry } from '../../registry';
import type { RestRequest } from '../../types';
import { NAMESPACE, requireCap } from './helpers';

const admin = requireCap( 'manage_options' );
const reader = requireCap( 'edit_posts' );

/** Routes below run only for signed-in users, so the session is there. */
const sessionOf = ( request: RestRequest ) => {
	if ( ! request.session || ! request.viewer ) {
		throw new RestError(
			'rest_not_logged_in',
			'You are not currently logged in.',
			401
		);
	}
	return request.session;
};

const notRegistered = () =>
	new RestError(
		'site_not_registered',
		'The site is not registered with the cloud yet.',
		400
	);

export function registerConnectionRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: NAMESPACE,
		path: '/connection',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: reader,
				handler: ( { site, viewer } ) =>
					connectionStatus( site, viewer ),
			},
			{
				methods: [ 'POST' ],
				args: {
					isActive: {
						type: 'boolean',
						required: true,
						enum: [ false ],
					},
				},
				permission: admin,
				async handler( { site } ) {
					await disconnectSite( site );
					return {
						code: 'success',
						message: 'The site was disconnected.',
					};
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/connection/register',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					registration_nonce: { type: 'string', required: true },
					no_iframe: { type: 'boolean', default: false },
					plugin_slug: {
						type: 'string',
						pattern: '^[a-z0-9-]+$',
						maxLength: 100,
					},
					redirect_uri: { type: 'string', maxLength: 2000 },
				},
				permission: admin,
				async handler( request ) {
					const { site, params } = request;
					const session = sessionOf( request );
					if (
						! verifyRegistrationNonce(
							site,
							session,
							String( params.registration_nonce )
						)
					) {
						throw new RestError(
							'invalid_nonce',
							'Unable to verify your request.',
							403
						);
					}
					const redirectUri = params.redirect_uri as
						string | undefined;
					resolveLanding( site, redirectUri );
					const registration = await registerSite(
						site,
						( params.plugin_slug as string | undefined ) ?? null
					);
					return {
						authorizeUrl: authorizeUrlFor(
							site,
							session,
							registration,
							{
								redirectUri,
								noIframe: params.no_iframe === true,
							}
						),
					};
				},
			},
		],
	} );
	registry.register( {
		namespace: NAMESPACE,
		path: '/connection/authorize_url',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					no_iframe: { type: 'boolean', default: false },
					redirect_uri: { type: 'string', maxLength: 2000 },
				},
				permission: admin,
				async handler( request ) {
					const registration = await getRegistration(
						request.site.db
					);
					if ( ! registration ) {
						throw notRegistered();
					}
					return {
						authorizeUrl: authorizeUrlFor(
							request.site,
							sessionOf( request ),
							registration,
							{
								redirectUri: request.params.redirect_uri as
									string | undefined,
								noIframe: request.params.no_iframe === true,
							}
						),
					};
				},
			},
		],
	} );
	const simple: Array<
		[ string, 'GET' | 'POST', typeof admin, ( r: RestRequest ) => unknown ]
	> = [
		[
			'/connection/data',
			'GET',
			reader,
			( r ) => userConnectionData( r.site, r.viewer! ),
		],
		[ '/connection/test', 'GET', admin, ( r ) => testConnection( r.site ) ],
		[
			'/connection/url',
			'GET',
			admin,
			async ( r ) => {
				const registration = await getRegistration( r.site.db );
				return registration
					? authorizeUrlFor( r.site, sessionOf( r ), registration, {
							noIframe: true,
						} )
					: resolveLanding( r.site, undefined );
			},
		],
		[
			'/connection/plugins',
			'GET',
			requireCap( 'activate_plugins' ),
			async ( r ) => [
				{ name: 'Jetpack', slug: 'jetpack' },
				...( await activeConnectionPlugins( r.site.db ) ).map(
					( p ) => ( {
						name: p.name,
						slug: p.slug,
					} )
				),
			],
		],
		[
			'/connection/reconnect',
			'POST',
			admin,
			( r ) => reconnect( r.site, sessionOf( r ) ),
		],
		[
			'/seen-wc-connection-modal',
			'POST',
			admin,
			async ( r ) => {
				const value = JSON.stringify( true );
				await r.site.db
					.insertInto( 'options' )
					.values( {
						name: 'jetpack_wc_connection_modal_seen',
						value,
					} )
					.onConflict( ( oc ) =>
						oc.column( 'name' ).doUpdateSet( { value } )
					)
					.execute();
				return { code: 'success', seen: true };
			},
		],
	];
	for ( const [ path, method, permission, handler ] of simple ) {
		registry.register( {
			namespace: NAMESPACE,
			path,
			endpoints: [ { methods: [ method ], permission, handler } ],
		} );
	}
	registry.register( {
		namespace: NAMESPACE,
		path: '/connection/user',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					linked: {
						type: 'boolean',
						required: true,
						enum: [ false ],
					},
					force: { type: 'boolean', default: false },
				},
				permission: admin,
				async handler( { site, viewer, params } ) {
					await unlinkUser( site, viewer!.id, params.force === true );
					return {
						code: 'success',
						message: 'The user was unlinked from the cloud.',
					};
				},
			},
		],
	} );
}
