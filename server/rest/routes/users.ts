/**
 * `wp/v2/users`, `wp/v2/users/<id>` and `wp/v2/users/me`, in WordPress's shapes.
 * Signed-out visitors see only users who have published posts.
 */
import { capabilityMap } from '../../auth/roles';
import { can, getUser, toUser, type User, type Viewer } from '../../auth/users';
import type { SiteDb } from '../../db/schema';
import { forbidden, RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { RestResponse, type RestRequest } from '../types';
import {
	contextArg,
	idArg,
	pageArg,
	pagingHeaders,
	perPageArg,
	searchArg,
} from './common-args';

export function userResponse( siteUrl: string, user: User, context: string ) {
	const base = siteUrl.replace( /\/+$/, '' );
	const response: Record< string, unknown > = {
		id: user.id,
		name: user.displayName,
		url: '',
		description: '',
		link: `${ base }/author/${ user.login }/`,
		slug: user.login,
		avatar_urls: {},
		meta: [],
	};
	if ( context === 'edit' ) {
		Object.assign( response, {
			username: user.login,
			email: user.email,
			first_name: '',
			last_name: '',
			nickname: user.login,
			locale: 'en_US',
			roles: [ user.role ],
			registered_date: user.registeredAt.slice( 0, 19 ) + '+00:00',
			capabilities: capabilityMap( user.role ),
			extra_capabilities: { [ user.role ]: true },
		} );
	}
	response._links = {
		self: [ { href: `${ base }/wp-json/wp/v2/users/${ user.id }` } ],
		collection: [ { href: `${ base }/wp-json/wp/v2/users` } ],
	};
	return response;
}

async function hasPublished( db: SiteDb, userId: number ): Promise< boolean > {
	const row = await db
		.selectFrom( 'posts' )
		.select( 'id' )
		.where( 'author_id', '=', userId )
		.where( 'status', '=', 'publish' )
		.executeTakeFirst();
	return !! row;
}

function canViewUser(
	viewer: Viewer,
	user: User,
	published: boolean,
	context: string
) {
	if ( viewer?.id === user.id ) {
		return true;
	}
	if ( context === 'edit' ) {
		return can( viewer, 'list_users' );
	}
	return published || can( viewer, 'list_users' );
}

export function registerUserRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wp/v2',
		path: '/users',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					context: contextArg,
					page: pageArg,
					per_page: perPageArg,
					search: searchArg,
					who: { type: 'string', enum: [ 'authors' ] },
					capabilities: { type: 'array', items: { type: 'string' } },
				},
				permission( { viewer, params } ) {
					if (
						params.context === 'edit' &&
						! can( viewer, 'list_users' )
					) {
						return forbidden(
							viewer,
							'rest_forbidden_context',
							'Sorry, you are not allowed to list users.'
						);
					}
					if ( params.who && ! can( viewer, 'edit_posts' ) ) {
						return forbidden(
							viewer,
							'rest_forbidden_who',
							'Sorry, you are not allowed to query users by this parameter.'
						);
					}
					const caps =
						( params.capabilities as string[] | undefined ) ?? [];
					if (
						caps.some( ( cap ) => ! can( viewer, cap ) ) &&
						! can( viewer, 'list_users' )
					) {
						return forbidden(
							viewer,
							'rest_user_cannot_view',
							'Sorry, you are not allowed to filter users by capability.'
						);
					}
					return true;
				},
				async handler( request: RestRequest ) {
					const { site, params, viewer } = request;
					const rows = await site.db
						.selectFrom( 'users' )
						.selectAll()
						.orderBy( 'display_name' )
						.execute();
					const search = (
						params.search as string | undefined
					 )?.toLowerCase();
					const caps =
						( params.capabilities as string[] | undefined ) ?? [];
					const visible: User[] = [];
					for ( const user of rows.map( toUser ) ) {
						if (
							search &&
							! `${ user.login } ${ user.displayName } ${ user.email }`
								.toLowerCase()
								.includes( search )
						) {
							continue;
						}
						if (
							params.who === 'authors' &&
							! can( user, 'edit_posts' )
						) {
							continue;
						}
						if ( caps.some( ( cap ) => ! can( user, cap ) ) ) {
							continue;
						}
						const published =
							can( viewer, 'list_users' ) ||
							( await hasPublished( site.db, user.id ) );
						if (
							canViewUser(
								viewer,
								user,
								published,
								params.context as string
							) ||
							params.who === 'authors'
						) {
							visible.push( user );
						}
					}
					const perPage = params.per_page as number;
					const start = ( ( params.page as number ) - 1 ) * perPage;
					const body = visible
						.slice( start, start + perPage )
						.map( ( user ) =>
							userResponse(
								site.serverUrl(),
								user,
								params.context as string
							)
						);
					return new RestResponse(
						body,
						200,
						pagingHeaders( visible.length, perPage )
					);
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wp/v2',
		path: '/users/me',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { context: contextArg },
				permission: ( { viewer } ) =>
					viewer
						? true
						: new RestError(
								'rest_not_logged_in',
								'You are not currently logged in.',
								401
							),
				handler: ( { viewer, site, params } ) =>
					userResponse(
						site.serverUrl(),
						viewer!,
						params.context as string
					),
			},
		],
	} );

	registry.register( {
		namespace: 'wp/v2',
		path: '/users/(?<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { id: idArg, context: contextArg },
				async permission( { viewer, params, site } ) {
					const user = await getUser( site.db, Number( params.id ) );
					if ( ! user ) {
						return new RestError(
							'rest_user_invalid_id',
							'Invalid user ID.',
							404
						);
					}
					const published = await hasPublished( site.db, user.id );
					return canViewUser(
						viewer,
						user,
						published,
						params.context as string
					)
						? true
						: forbidden(
								viewer,
								'rest_user_cannot_view',
								'Sorry, you are not allowed to list users.'
							);
				},
				async handler( { site, params } ) {
					const user = ( await getUser(
						site.db,
						Number( params.id )
					) )!;
					return userResponse(
						site.serverUrl(),
						user,
						params.context as string
					);
				},
			},
		],
	} );
}
