/** The map's pure rules: markers without duplicates, zoom and height limits, style names, links. */
import { mapsSearchUrl, centerLngLat } from '../map-links';
import { displayedHeight, normaliseHeight } from '../map-height';
import { activeMapStyle } from '../map-styles';
import { addPoint, clampZoom } from '../points';

const point = ( id: string ) => ( {
	title: id,
	id,
	coordinates: { latitude: -43.391304, longitude: 172.652908 },
} );

it( 'adds a marker only once per id', () => {
	const one = addPoint( [], point( 'a' ) );
	expect( addPoint( one, point( 'a' ) ) ).toBe( one );
	expect( addPoint( one, point( 'b' ) ) ).toHaveLength( 2 );
} );

it( 'keeps the zoom within 0–22', () => {
	expect( clampZoom( -3 ) ).toBe( 0 );
	expect( clampZoom( 30 ) ).toBe( 22 );
	expect( clampZoom( 11.5 ) ).toBe( 11.5 );
	expect( clampZoom( 'far' ) ).toBe( 13 );
} );

it( 'stores heights of at least 400 in steps of 10, and clears a non-number', () => {
	expect( normaliseHeight( '455' ) ).toBe( 460 );
	expect( normaliseHeight( 120 ) ).toBe( 400 );
	expect( normaliseHeight( 'tall' ) ).toBeUndefined();
	expect( normaliseHeight( '' ) ).toBeUndefined();
} );

it( 'is 3/4 of the width without a height, at most 80% of the window', () => {
	expect( displayedHeight( undefined, 800, 1000 ) ).toBe( 600 );
	expect( displayedHeight( undefined, 1600, 1000 ) ).toBe( 800 );
	expect( displayedHeight( 520, 1600, 1000 ) ).toBe( 520 );
} );

it( 'names the active style from the class, else the default', () => {
	expect( activeMapStyle( 'is-style-satellite extra' ) ).toBe( 'satellite' );
	expect( activeMapStyle( 'is-style-black-and-white' ) ).toBe( 'default' );
	expect( activeMapStyle( undefined ) ).toBe( 'default' );
} );

it( 'links each marker to a maps search, and reads either centre shape', () => {
	expect( mapsSearchUrl( point( 'a' ) ) ).toBe(
		'https://www.google.com/maps/search/?api=1&query=-43.391304,172.652908'
	);
	expect( centerLngLat( { lng: 1, lat: 2 } ) ).toEqual( [ 1, 2 ] );
	expect( centerLngLat( { longitude: 3, latitude: 4 } ) ).toEqual( [ 3, 4 ] );
} );
