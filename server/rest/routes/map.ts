/**
 * The map block's calls through the host:
 *
 * - `GET|POST|DELETE wpcom/v2/service-api-keys/mapbox` (Jetpack's path and shape): the site's
 *   optional Mapbox token, `{ code, service, service_api_key, service_api_key_source, message }`.
 *   Reading needs edit_posts; setting (body `service_api_key`, checked with Mapbox first) and
 *   removing need manage_options (and, like every cookie request, the REST nonce).
 * - `GET wpcom/v2/map-geocoding?query=…&limit=…` (limit 1–10, default 10): address search for
 *   users who can edit posts, `{ service, features }` in the shape of server/map/geocoding.ts.
 * - `GET wpcom/v2/map-config`: what maps need (visitors' and the editor's), public: the tile style
 *   URL, the Mapbox token when the site set one (it is sent to browsers anyway to draw Mapbox
 *   tiles), and where MapLibre's worker and stylesheet are served (blocks/map/map-config.ts).
 */
import {
	MAP_CSS_FILE,
	MAP_WORKER_FILE,
	type MapConfig,
} from '../../../blocks/map/map-config';
import { can } from '../../auth/users';
import { serviceGet, ServiceUnreachable } from '../../embeds/http-get';
import { GeocodingFailed, siteGeocoder } from '../../map/geocoding';
import { getMapboxToken, setMapboxToken } from '../../map/mapbox-token';
import { blockFileUrl } from '../../render/block-assets';
import { forbidden, RestError } from '../errors';
import type { RestRegistry } from '../registry';
import { editorsOnly, viaService } from '../shared-checks';
import type { SiteContext } from '../../site-context';

const TOKEN_PATTERN = /^[A-Za-z0-9._-]+$/;

async function tokenState( site: SiteContext, message?: string ) {
	const token = await getMapboxToken( site.db );
	return {
		code: 'success',
		service: 'mapbox',
		service_api_key: token ?? '',
		service_api_key_source: 'site',
		...( message ? { message } : {} ),
	};
}

/**
 * Asks Mapbox whether the token is valid before it is kept: `GET <mapbox>/tokens/v2?access_token=`.
 * @param site  the site (its Mapbox URL)
 * @param token the token to check
 */
async function checkToken( site: SiteContext, token: string ) {
	let response;
	try {
		response = await serviceGet(
			`${ site.embedServices.mapbox.replace(
				/\/+$/,
				''
			) }/tokens/v2?${ new URLSearchParams( { access_token: token } ) }`
		);
	} catch ( error ) {
		if ( error instanceof ServiceUnreachable ) {
			throw new RestError(
				'service_unreachable',
				'Mapbox could not be reached to check the token. Try again later.',
				502
			);
		}
		throw error;
	}
	let code: unknown;
	try {
		code = ( JSON.parse( response.body ) as { code?: unknown } ).code;
	} catch {
		code = undefined;
	}
	if ( response.status >= 400 || code !== 'TokenValid' ) {
		throw new RestError(
			'invalid_key',
			'Mapbox does not accept this access token. Check it and try again.',
			400,
			{ params: { service_api_key: 'The token is not valid.' } }
		);
	}
}

export function registerMapRoutes( registry: RestRegistry ) {
	const canManage = ( {
		viewer,
	}: {
		viewer: Parameters< typeof can >[ 0 ];
	} ) => ( can( viewer, 'manage_options' ) ? true : forbidden( viewer ) );

	registry.register( {
		namespace: 'wpcom/v2',
		path: '/service-api-keys/mapbox',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: editorsOnly,
				handler: ( { site } ) => tokenState( site ),
			},
			{
				methods: [ 'POST', 'PUT' ],
				args: {
					service_api_key: {
						type: 'string',
						required: true,
						minLength: 1,
						maxLength: 300,
						description: 'The Mapbox access token.',
						validate: ( value, param ) =>
							TOKEN_PATTERN.test( String( value ).trim() )
								? null
								: `${ param } is not a Mapbox access token.`,
					},
				},
				permission: canManage,
				async handler( { site, params } ) {
					const token = String( params.service_api_key ).trim();
					await checkToken( site, token );
					await setMapboxToken( site.db, token );
					return tokenState(
						site,
						'Your Mapbox access token was saved.'
					);
				},
			},
			{
				methods: [ 'DELETE' ],
				permission: canManage,
				async handler( { site } ) {
					await setMapboxToken( site.db, null );
					return tokenState(
						site,
						'Your Mapbox access token was removed.'
					);
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wpcom/v2',
		path: '/map-geocoding',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					query: {
						type: 'string',
						required: true,
						minLength: 1,
						maxLength: 200,
						description: 'The address or place to look for.',
					},
					limit: {
						type: 'integer',
						minimum: 1,
						maximum: 10,
						default: 10,
						description: 'How many places to return.',
					},
				},
				permission: editorsOnly,
				async handler( { site, params } ) {
					const geocoder = siteGeocoder(
						site.embedServices,
						await getMapboxToken( site.db )
					);
					return {
						service: geocoder.service,
						features: await viaService(
							GeocodingFailed,
							'geocoding_failed',
							'The address search is not available right now. Try again later, or place the marker by hand.',
							() =>
								geocoder.search(
									String( params.query ).trim(),
									Number( params.limit )
								)
						),
					};
				},
			},
		],
	} );

	registry.register( {
		namespace: 'wpcom/v2',
		path: '/map-config',
		endpoints: [
			{
				methods: [ 'GET' ],
				permission: () => true,
				async handler( { site } ): Promise< MapConfig > {
					const token = await getMapboxToken( site.db );
					return {
						style_url: site.embedServices.mapStyle,
						mapbox_token: token ?? '',
						worker_url: blockFileUrl( 'map', MAP_WORKER_FILE ),
						css_url: blockFileUrl( 'map', MAP_CSS_FILE ),
					};
				},
			},
		],
	} );
}
