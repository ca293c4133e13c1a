/** Links and coordinates shared by the saved list, the editor and the view script. */
import type { MapCenter, MapPoint } from './types';

/**
 * The maps link saved for a marker (the fallback list without JavaScript).
 * @param point the marker
 */
export function mapsSearchUrl( point: Pick< MapPoint, 'coordinates' > ) {
	const { latitude, longitude } = point.coordinates;
	return `https://www.google.com/maps/search/?api=1&query=${ latitude },${ longitude }`;
}

/**
 * `[ longitude, latitude ]` of a saved centre, whichever shape it was saved in.
 * @param center the mapCenter attribute
 */
export function centerLngLat(
	center: MapCenter | undefined
): [ number, number ] {
	if ( center && 'lng' in center ) {
		return [ Number( center.lng ), Number( center.lat ) ];
	}
	if ( center && 'longitude' in center ) {
		return [ Number( center.longitude ), Number( center.latitude ) ];
	}
	return [ -122.41941550000001, 37.7749295 ];
}
