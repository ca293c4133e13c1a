/**
 * Address search for the map block, through the host: one interface, two services. Without a
 * Mapbox token the site uses a Nominatim-style geocoder (OpenStreetMap data, no token); once the
 * site sets a token, Mapbox's geocoder. Both answers are mapped to the shape the block reads
 * (Mapbox's feature shape): `{ id, text, place_name, center: [lng, lat], geometry.coordinates }`.
 * The HTTP client is the embed adapters' (time limit, no cookies, capped body).
 */
import { serviceGet, ServiceUnreachable } from '../embeds/http-get';

export type GeocodedFeature = {
	id: string;
	/** The place's own name (a street, a town). */
	text: string;
	/** The full address. */
	place_name: string;
	/** [ longitude, latitude ] */
	center: [ number, number ];
	geometry: { type: 'Point'; coordinates: [ number, number ] };
};

export interface Geocoder {
	readonly service: 'nominatim' | 'mapbox';
	search: ( query: string, limit: number ) => Promise< GeocodedFeature[] >;
}

export class GeocodingFailed extends Error {}

async function getJson( url: string ): Promise< unknown > {
	let response;
	try {
		response = await serviceGet( url );
	} catch ( error ) {
		if ( error instanceof ServiceUnreachable ) {
			throw new GeocodingFailed( error.message );
		}
		throw error;
	}
	if ( response.status >= 400 ) {
		throw new GeocodingFailed( `status ${ response.status }` );
	}
	try {
		return JSON.parse( response.body );
	} catch {
		throw new GeocodingFailed( 'not JSON' );
	}
}

function feature(
	id: string,
	text: string,
	placeName: string,
	longitude: number,
	latitude: number
): GeocodedFeature | null {
	if (
		! Number.isFinite( longitude ) ||
		! Number.isFinite( latitude ) ||
		Math.abs( latitude ) > 90 ||
		Math.abs( longitude ) > 180
	) {
		return null;
	}
	const center: [ number, number ] = [ longitude, latitude ];
	return {
		id: id.slice( 0, 200 ),
		text: text.slice( 0, 300 ),
		place_name: placeName.slice( 0, 500 ),
		center,
		geometry: { type: 'Point', coordinates: [ longitude, latitude ] },
	};
}

const keep = ( items: Array< GeocodedFeature | null > ) =>
	items.filter( ( item ): item is GeocodedFeature => item !== null );

/** `GET <base>/search?format=jsonv2&q=…&limit=…` → `[ { place_id, lat, lon, name, display_name } ]`. */
export class NominatimGeocoder implements Geocoder {
	readonly service = 'nominatim' as const;

	constructor( private readonly baseUrl: string ) {}

	async search( query: string, limit: number ) {
		const params = new URLSearchParams( {
			format: 'jsonv2',
			q: query,
			limit: String( limit ),
		} );
		const data = await getJson(
			`${ this.baseUrl.replace( /\/+$/, '' ) }/search?${ params }`
		);
		if ( ! Array.isArray( data ) ) {
			return [];
		}
		return keep(
			data.slice( 0, limit ).map( ( raw ) => {
				const item = raw as Record< string, unknown >;
				const placeName = String( item.display_name ?? '' );
				const name =
					typeof item.name === 'string' && item.name
						? item.name
						: placeName.split( ',' )[ 0 ];
				return feature(
					`nominatim.${ String( item.osm_type ?? '' ) }${ String(
						item.osm_id ?? item.place_id ?? ''
					) }`,
					name,
					placeName,
					Number( item.lon ),
					Number( item.lat )
				);
			} )
		);
	}
}

/** `GET <base>/geocoding/v5/mapbox.places/<query>.json?access_token=…&limit=…` → `{ features }`. */
export class MapboxGeocoder implements Geocoder {
	readonly service = 'mapbox' as const;

	constructor(
		private readonly baseUrl: string,
		private readonly token: string
	) {}

	async search( query: string, limit: number ) {
		const params = new URLSearchParams( {
			access_token: this.token,
			limit: String( limit ),
		} );
		const data = await getJson(
			`${ this.baseUrl.replace(
				/\/+$/,
				''
			) }/geocoding/v5/mapbox.places/${ encodeURIComponent(
				query
			) }.json?${ params }`
		);
		const features = ( data as { features?: unknown } )?.features;
		if ( ! Array.isArray( features ) ) {
			return [];
		}
		return keep(
			features.slice( 0, limit ).map( ( raw ) => {
				const item = raw as Record< string, unknown >;
				const center = Array.isArray( item.center ) ? item.center : [];
				return feature(
					String( item.id ?? '' ),
					String( item.text ?? '' ),
					String( item.place_name ?? '' ),
					Number( center[ 0 ] ),
					Number( center[ 1 ] )
				);
			} )
		);
	}
}

/**
 * The geocoder the site uses now: Mapbox's when a token is set, else the token-free one.
 * @param services           the configured service URLs
 * @param services.nominatim
 * @param services.mapbox
 * @param token              the site's Mapbox token, or null
 */
export function siteGeocoder(
	services: { nominatim: string; mapbox: string },
	token: string | null
): Geocoder {
	return token
		? new MapboxGeocoder( services.mapbox, token )
		: new NominatimGeocoder( services.nominatim );
}
