/**
 * The tile style of the WordPress test site, which is offline: a MapLibre style served by the
 * site itself (wp-content/mu-plugins/map-style.json, named by the test site's mu-plugin through
 * the plugin's `block_suite_map_style_url` filter) that needs nothing else: a plain background
 * and, from a GeoJSON source inside it, which MapLibre tiles in its worker, a square around the
 * Map block's default centre. A preview showing both colours was drawn with the worker working.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import metadata from '../../../blocks/map/block.json';

export const MAP_BACKGROUND = { r: 40, g: 110, b: 220 };
export const MAP_SQUARE = { r: 240, g: 140, b: 0 };
/** Half the square's side, in degrees. */
const HALF = 0.004;

const hex = ( { r, g, b }: typeof MAP_BACKGROUND ) =>
	`#${ [ r, g, b ]
		.map( ( value ) => value.toString( 16 ).padStart( 2, '0' ) )
		.join( '' ) }`;

/**
 * Writes the style as `<folder>/map-style.json`.
 * @param folder the site's mu-plugins folder
 */
export function writeMapStyle( folder: string ) {
	const { longitude, latitude } = metadata.attributes.mapCenter.default;
	const ring = [
		[ longitude - HALF, latitude - HALF ],
		[ longitude + HALF, latitude - HALF ],
		[ longitude + HALF, latitude + HALF ],
		[ longitude - HALF, latitude + HALF ],
		[ longitude - HALF, latitude - HALF ],
	];
	const style = {
		version: 8,
		name: 'Offline test style',
		sources: {
			square: {
				type: 'geojson',
				data: {
					type: 'Feature',
					properties: {},
					geometry: { type: 'Polygon', coordinates: [ ring ] },
				},
			},
		},
		layers: [
			{
				id: 'background',
				type: 'background',
				paint: { 'background-color': hex( MAP_BACKGROUND ) },
			},
			{
				id: 'square',
				type: 'fill',
				source: 'square',
				paint: { 'fill-color': hex( MAP_SQUARE ) },
			},
		],
	};
	writeFileSync(
		path.join( folder, 'map-style.json' ),
		JSON.stringify( style )
	);
}
