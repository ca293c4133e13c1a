/**
 * A local stand-in on 127.0.0.1 for the services the map block reaches: through the host, a
 * Nominatim-style geocoder (`/search?format=jsonv2&q&limit` → `[ { osm_type, osm_id, lat, lon,
 * name, display_name } ]`) and Mapbox's API (`/tokens/v2?access_token` → `{ code }`,
 * `/geocoding/v5/mapbox.places/<q>.json?access_token&limit` → `{ features }`); from browsers, a
 * tiny tile server: a MapLibre style (`/style.json`) drawing raster tiles (`/tiles/z/x/y.png`,
 * each one plain TILE_COLOUR, made with sharp) and, over them, a square of PLACE_COLOUR around
 * each place (a GeoJSON source inside the style, which MapLibre tiles in its worker). Answers
 * allow any origin, as tile servers do. Records requests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** The colour of every raster tile, and of the squares drawn around the places. */
export const TILE_COLOUR = { r: 40, g: 110, b: 220 };
export const PLACE_COLOUR = { r: 240, g: 140, b: 0 };
/** Half the side of the square drawn around each place, in degrees. */
const PLACE_SQUARE = 0.004;

const hex = ( { r, g, b }: typeof TILE_COLOUR ) =>
	`#${ [ r, g, b ]
		.map( ( value ) => value.toString( 16 ).padStart( 2, '0' ) )
		.join( '' ) }`;

/**
 * The style: raster tiles from `base`, and a filled square around each place.
 * @param base   the fake's URL
 * @param places where the squares go
 */
function mapStyle( base: string, places: Place[] ) {
	return {
		version: 8,
		name: 'Test tiles',
		sources: {
			land: {
				type: 'raster',
				tiles: [ `${ base }/tiles/{z}/{x}/{y}.png` ],
				tileSize: 256,
				maxzoom: 19,
				attribution: 'Test tiles',
			},
			places: {
				type: 'geojson',
				data: {
					type: 'FeatureCollection',
					features: places.map( ( { lon, lat } ) => ( {
						type: 'Feature',
						properties: {},
						geometry: {
							type: 'Polygon',
							coordinates: [
								[
									[ lon - PLACE_SQUARE, lat - PLACE_SQUARE ],
									[ lon + PLACE_SQUARE, lat - PLACE_SQUARE ],
									[ lon + PLACE_SQUARE, lat + PLACE_SQUARE ],
									[ lon - PLACE_SQUARE, lat + PLACE_SQUARE ],
									[ lon - PLACE_SQUARE, lat - PLACE_SQUARE ],
								],
							],
						},
					} ) ),
				},
			},
		},
		layers: [
			{ id: 'land', type: 'raster', source: 'land' },
			{
				id: 'places',
				type: 'fill',
				source: 'places',
				paint: { 'fill-color': hex( PLACE_COLOUR ) },
			},
		],
	};
}

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
	const tile = await sharp( {
		create: {
			width: 256,
			height: 256,
			channels: 3,
			background: TILE_COLOUR,
		},
	} )
		.png()
		.toBuffer();
	let base = '';
	const server = createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://fake' );
		fake.requests.push( req.url ?? '' );
		res.setHeader( 'access-control-allow-origin', '*' );
		const json = ( status: number, body: unknown ) => {
			res.writeHead( status, { 'content-type': 'application/json' } );
			res.end( JSON.stringify( body ) );
		};
		if ( url.pathname === '/style.json' ) {
			json( 200, mapStyle( base, fake.places ) );
			return;
		}
		if ( /^\/tiles\/\d+\/\d+\/\d+\.png$/.test( url.pathname ) ) {
			res.writeHead( 200, { 'content-type': 'image/png' } );
			res.end( tile );
			return;
		}
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
	base = `http://127.0.0.1:${ port }`;
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
		url: base,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}
