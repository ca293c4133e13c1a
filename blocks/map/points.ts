/** Markers from search results, and the list operations the editor offers. */
import type { MapPoint } from './types';

export type SearchFeature = {
	id: string;
	text: string;
	place_name: string;
	center: [ number, number ];
};

export const ZOOM_MIN = 0;
export const ZOOM_MAX = 22;
export const MOST_SUGGESTIONS = 10;
export const SEARCH_DEBOUNCE_MS = 250;

export function pointFromFeature( feature: SearchFeature ): MapPoint {
	return {
		placeTitle: feature.text,
		title: feature.text,
		caption: feature.place_name,
		id: feature.id,
		coordinates: {
			longitude: feature.center[ 0 ],
			latitude: feature.center[ 1 ],
		},
	};
}

/**
 * The list with the point added at the end, unless a point with its id is already there.
 * @param points the markers
 * @param point  the new marker
 */
export function addPoint( points: MapPoint[], point: MapPoint ): MapPoint[] {
	return points.some( ( existing ) => existing.id === point.id )
		? points
		: [ ...points, point ];
}

export function updatePoint(
	points: MapPoint[],
	index: number,
	changes: Partial< Pick< MapPoint, 'title' | 'caption' > >
): MapPoint[] {
	return points.map( ( point, at ) =>
		at === index ? { ...point, ...changes } : point
	);
}

export function removePoint( points: MapPoint[], index: number ) {
	return points.filter( ( _, at ) => at !== index );
}

export function clampZoom( value: unknown ): number {
	const zoom = Number( value );
	if ( ! Number.isFinite( zoom ) ) {
		return 13;
	}
	return Math.min( ZOOM_MAX, Math.max( ZOOM_MIN, zoom ) );
}
