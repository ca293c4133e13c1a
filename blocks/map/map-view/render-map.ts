/**
 * Draws a map with MapLibre GL: the site's tile style, the markers in the block's colour, each
 * named by its title and opening its title and caption in a popup (as text), keyboard included
 * (MapLibre's controls and markers are buttons), scroll-to-zoom only when the author allowed it,
 * a fullscreen button when asked. Several markers: the view fits them all, with 80 px above and
 * below and 40 px at the sides, and the zoom setting is not used; one marker: centred at the
 * block's zoom. Black & White is the same map in greys. Used by the visitors' chunk and the
 * editor preview; loaded only when needed. MapLibre parses tiles in a worker, which it loads from
 * the URL the host gives (`worker_url` of wpcom/v2/map-config): neither bundle can tell MapLibre
 * where its worker is, so it is always set.
 */
import * as maplibregl from 'maplibre-gl';
import { centerLngLat } from '../map-links';
import type { MapCenter, MapPoint } from '../types';

export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };

export type MapOptions = {
	styleUrl: string;
	/** MapLibre's worker script (built beside the block's view script). */
	workerUrl: string;
	points: MapPoint[];
	center?: MapCenter;
	zoom: number;
	markerColor: string;
	mapStyle: string;
	scrollToZoom: boolean;
	showFullscreenButton: boolean;
	/** The editor preview follows the author's zoom and centre changes. */
	onMove?: ( view: { zoom: number; center: MapCenter } ) => void;
};

export type DrawnMap = { map: maplibregl.Map; destroy: () => void };

function popupContent( point: MapPoint ) {
	const holder = document.createElement( 'div' );
	const title = document.createElement( 'strong' );
	title.textContent = point.title;
	holder.append( title );
	if ( point.caption ) {
		const caption = document.createElement( 'p' );
		caption.textContent = point.caption;
		holder.append( caption );
	}
	return holder;
}

export function drawMap(
	container: HTMLElement,
	options: MapOptions
): DrawnMap {
	const lngLats = options.points.map(
		( point ) =>
			[
				Number( point.coordinates.longitude ),
				Number( point.coordinates.latitude ),
			] as [ number, number ]
	);
	const center =
		lngLats.length === 1 ? lngLats[ 0 ] : centerLngLat( options.center );
	if ( maplibregl.getWorkerUrl() !== options.workerUrl ) {
		maplibregl.setWorkerUrl( options.workerUrl );
	}
	const map = new maplibregl.Map( {
		container,
		style: options.styleUrl,
		center,
		zoom: options.zoom,
		scrollZoom: options.scrollToZoom,
		attributionControl: { compact: true },
	} );
	if ( options.mapStyle === 'black_and_white' ) {
		container.style.filter = 'grayscale(1)';
	}
	map.addControl( new maplibregl.NavigationControl(), 'top-left' );
	if ( options.showFullscreenButton ) {
		map.addControl( new maplibregl.FullscreenControl(), 'top-right' );
	}
	for ( const [ index, lngLat ] of lngLats.entries() ) {
		const point = options.points[ index ];
		const marker = new maplibregl.Marker( { color: options.markerColor } );
		if ( point.title ) {
			// Named by its title (MapLibre keeps a name it finds), not 'Map marker'.
			marker.getElement().setAttribute( 'aria-label', point.title );
		}
		// The popup after addTo: adding a marker to a map drops the key handler (Enter, Space)
		// that setPopup gave it (MapLibre 6.17).
		marker
			.setLngLat( lngLat )
			.addTo( map )
			.setPopup(
				new maplibregl.Popup( { offset: 25 } ).setDOMContent(
					popupContent( point )
				)
			);
	}
	if ( lngLats.length > 1 ) {
		const bounds = new maplibregl.LngLatBounds(
			lngLats[ 0 ],
			lngLats[ 0 ]
		);
		lngLats.forEach( ( lngLat ) => bounds.extend( lngLat ) );
		map.fitBounds( bounds, { padding: FIT_PADDING, animate: false } );
	}
	if ( options.onMove ) {
		map.on( 'moveend', () => {
			const { lng, lat } = map.getCenter();
			options.onMove?.( { zoom: map.getZoom(), center: { lng, lat } } );
		} );
	}
	return { map, destroy: () => map.remove() };
}
