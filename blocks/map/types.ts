/** Attributes of jetpack/map as declared in block.json (defaults applied by the editor). */
export type MapCoordinates = { latitude: number; longitude: number };

export type MapPoint = {
	title: string;
	placeTitle?: string;
	caption?: string;
	id: string;
	coordinates: MapCoordinates;
};

/** Saved either way: `{ longitude, latitude }` (the default) or `{ lng, lat }` (older content). */
export type MapCenter =
	{ longitude: number; latitude: number } | { lng: number; lat: number };

export type MapAttributes = {
	align?: string;
	points: MapPoint[];
	address?: string;
	mapDetails: boolean;
	zoom: number;
	mapCenter: MapCenter;
	markerColor: string;
	preview: boolean;
	scrollToZoom: boolean;
	mapHeight?: number;
	showFullscreenButton: boolean;
	className?: string;
};
