/**
 * A local stand-in on 127.0.0.1 for the services the map block reaches through the host: a
 * Nominatim-style geocoder (`/search?format=jsonv2&q&limit` → `[ { osm_type, osm_id, lat, lon,
 * name, display_name } ]`) and Mapbox's API (`/tokens/v2?access_token` → `{ code }`,
 * `/geocoding/v5/mapbox.places/<q>.json?access_token&limit` → `{ features }`). Records requests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Place = { name: string; address: string; lat: number; lon: number };

export type MapServicesFake = {
	url: string;
	requests: string[];
	places: Place[];
	validTokens: string[];
	/** Status the geocoders answer with (200 by default). */
	searchStatus: number;
	close: () => Promise< void >;
};

export async function startMapServicesFake(): Promise< MapServicesFake > {
	const fake = {
		requests: [] as string[],
		places: [] as Place[],
		validTokens: [] as string[],
		searchStatus: 200,
	};
	const matches = ( query: string, limit: number ) =>
		fake.places
			.filter( ( place ) =>
				place.address.toLowerCase().includes( query.toLowerCase() )
			)
			.slice( 0, limit );
	const server = createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://fake' );
		fake.requests.push( req.url ?? '' );
		const json = ( status: number, body: unknown ) => {
			res.writeHead( status, { 'content-type': 'application/json' } );
			res.end( JSON.stringify( body ) );
		};
		const limit = Number( url.searchParams.get( 'limit' ) ?? 10 );
		if ( url.pathname === '/search' ) {
			json(
				fake.searchStatus,
				matches( url.searchParams.get( 'q' ) ?? '', 50 )
					.slice( 0, limit )
					.map( ( place, index ) => ( {
						place_id: 100 + index,
						osm_type: 'node',
						osm_id: 5000 + index,
						lat: String( place.lat ),
						lon: String( place.lon ),
						name: place.name,
						display_name: place.address,
					} ) )
			);
			return;
		}
		if ( url.pathname === '/tokens/v2' ) {
			const valid = fake.validTokens.includes(
				url.searchParams.get( 'access_token' ) ?? ''
			);
			json( valid ? 200 : 401, {
				code: valid ? 'TokenValid' : 'TokenInvalid',
			} );
			return;
		}
		const geocoding = /^\/geocoding\/v5\/mapbox\.places\/(.+)\.json$/.exec(
			url.pathname
		);
		if ( geocoding ) {
			if (
				! fake.validTokens.includes(
					url.searchParams.get( 'access_token' ) ?? ''
				)
			) {
				json( 401, { message: 'Not Authorized - Invalid Token' } );
				return;
			}
			json( fake.searchStatus, {
				features: matches(
					decodeURIComponent( geocoding[ 1 ] ),
					limit
				).map( ( place, index ) => ( {
					id: `address.${ 900 + index }`,
					text: place.name,
					place_name: place.address,
					center: [ place.lon, place.lat ],
				} ) ),
			} );
			return;
		}
		res.writeHead( 404 );
		res.end();
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		...fake,
		get requests() {
			return fake.requests;
		},
		get places() {
			return fake.places;
		},
		set places( value ) {
			fake.places = value;
		},
		get validTokens() {
			return fake.validTokens;
		},
		get searchStatus() {
			return fake.searchStatus;
		},
		set searchStatus( value ) {
			fake.searchStatus = value;
		},
		url: `http://127.0.0.1:${ port }`,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}
