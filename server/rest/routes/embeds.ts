/**
 * The calls embed blocks make through the host, for users who can edit posts:
 *
 * - `GET wpcom/v2/resolve-redirect?url=…`: where a short link (pin.it) leads, `{ url }`; a
 *   failure (the service answered 400 or more, or cannot be reached) is an error with that
 *   status (502 when unreachable).
 * - `GET wpcom/v2/opentable/restaurants?query=…&pageSize=…`: OpenTable's restaurant search
 *   (page size 1–20, default 20), `{ items: [ { rid, name } ] }`.
 */
import {
	RestaurantSearchFailed,
	searchRestaurants,
} from '../../embeds/opentable-client';
import {
	RedirectFailed,
	isShortLink,
	resolveRedirect,
} from '../../embeds/resolve-redirect';
import { isHttpUrl } from '../../../shared/url/policy';
import { RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { editorsOnly, viaService } from '../shared-checks';

export function registerEmbedRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wpcom/v2',
		path: '/resolve-redirect',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					url: {
						type: 'string',
						required: true,
						maxLength: 2000,
						description: 'The short link to resolve.',
						validate: ( value, param ) =>
							isHttpUrl( value ) && isShortLink( String( value ) )
								? null
								: `${ param } is not a short link this site resolves.`,
					},
				},
				permission: editorsOnly,
				async handler( { params, site } ) {
					try {
						return {
							url: await resolveRedirect(
								String( params.url ),
								site.embedServices
							),
						};
					} catch ( error ) {
						if ( error instanceof RedirectFailed ) {
							throw new RestError(
								'resolve_redirect_failed',
								'The link could not be resolved.',
								error.status >= 400 && error.status < 600
									? error.status
									: 502
							);
						}
						throw error;
					}
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wpcom/v2',
		path: '/opentable/restaurants',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					query: {
						type: 'string',
						required: true,
						minLength: 1,
						maxLength: 100,
						description: 'Restaurant name to search for.',
					},
					pageSize: {
						type: 'integer',
						minimum: 1,
						maximum: 20,
						default: 20,
						description: 'How many restaurants to return.',
					},
				},
				permission: editorsOnly,
				async handler( { params, site } ) {
					return {
						items: await viaService(
							RestaurantSearchFailed,
							'restaurant_search_failed',
							'The restaurant search is not available right now.',
							() =>
								searchRestaurants(
									site.embedServices.openTable,
									String( params.query ),
									Number( params.pageSize )
								)
						),
					};
				},
			},
		],
	} );
}
