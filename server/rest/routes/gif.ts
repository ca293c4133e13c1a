/**
 * The GIF block's searches, made by the host so the GIF service's key (GIPHY_API_KEY) never
 * reaches the browser; the service is at `site.embedServices.giphy` (GIPHY_URL).
 * - `GET wpcom/v2/gif/search?q=…`: up to 10 GIFs;
 * - `GET wpcom/v2/gif/item/<id>`: one GIF, for a pasted GIF address.
 * For people who can edit posts. 503 when no key is configured, 502 when the service fails; a
 * malformed id (anything but 1–64 letters and digits) is refused with 400 naming `id`.
 */
import {
	GifServiceFailed,
	gifById,
	searchGifs,
} from '../../embeds/giphy-client';
import { RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { editorsOnly } from '../shared-checks';

function apiKey(): string {
	const key = process.env.GIPHY_API_KEY?.trim();
	if ( ! key ) {
		throw new RestError(
			'gif_service_not_configured',
			'The GIF service is not set up on this site.',
			503
		);
	}
	return key;
}

function failure( error: unknown ): never {
	if ( error instanceof GifServiceFailed ) {
		throw error.status === 404
			? new RestError( 'gif_not_found', 'No GIF has this address.', 404 )
			: new RestError(
					'gif_service_failed',
					'The GIF service is not available right now.',
					502
				);
	}
	throw error;
}

export function registerGifRoutes( registry: RestRegistry ) {
	registry.register( {
		namespace: 'wpcom/v2',
		path: '/gif/search',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					q: {
						type: 'string',
						required: true,
						minLength: 1,
						maxLength: 100,
						description: 'What to search GIFs for.',
					},
				},
				permission: editorsOnly,
				async handler( { params, site } ) {
					const key = apiKey();
					try {
						return {
							items: await searchGifs(
								site.embedServices.giphy,
								key,
								String( params.q )
							),
						};
					} catch ( error ) {
						return failure( error );
					}
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wpcom/v2',
		// Any segment reaches the route, so a malformed id is refused by the args check (400,
		// naming `id`) rather than answered as an unknown route (404).
		path: '/gif/item/(?<id>[^/]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					id: {
						type: 'string',
						required: true,
						pattern: '^[A-Za-z0-9]{1,64}$',
						description: 'The GIF service id of the GIF.',
					},
				},
				permission: editorsOnly,
				async handler( { params, site } ) {
					const key = apiKey();
					let item;
					try {
						item = await gifById(
							site.embedServices.giphy,
							key,
							String( params.id )
						);
					} catch ( error ) {
						return failure( error );
					}
					if ( ! item ) {
						throw new RestError(
							'gif_not_found',
							'No GIF has this address.',
							404
						);
					}
					return { item };
				},
			},
		],
	} );
}
