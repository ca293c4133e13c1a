/**
 * The map's heavy part (MapLibre GL and its stylesheet), loaded by view.ts only when a map comes
 * near the screen (built to blocks/map/map.js and map.css; MapLibre's worker is copied beside
 * them as maplibre-gl-worker.js: package-files.json).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { drawMap } from '../map-view/render-map';
import { linkMapStylesheet, type MapConfig } from '../map-config';
import { displayedHeight } from '../map-height';
import type { MapCenter, MapPoint } from '../types';

function parse< T >( value: string | undefined, fallback: T ): T {
	try {
		return value ? ( JSON.parse( value ) as T ) : fallback;
	} catch {
		return fallback;
	}
}

export function startMaps( blocks: HTMLElement[], config: MapConfig ) {
	linkMapStylesheet( document, config.css_url );
	for ( const block of blocks ) {
		const data = block.dataset;
		const canvas = document.createElement( 'div' );
		canvas.className = 'wp-block-jetpack-map__canvas';
		const height = displayedHeight(
			Number( data.mapHeight ) || undefined,
			block.clientWidth,
			window.innerHeight
		);
		canvas.style.height = `${ height }px`;
		block.prepend( canvas );
		try {
			drawMap( canvas, {
				styleUrl: config.style_url,
				workerUrl: new URL( config.worker_url, location.href ).href,
				points: parse< MapPoint[] >( data.points, [] ),
				center: parse< MapCenter | undefined >(
					data.mapCenter,
					undefined
				),
				zoom: Number( data.zoom ) || 13,
				markerColor: data.markerColor || 'red',
				mapStyle: data.mapStyle || 'default',
				scrollToZoom: data.scrollToZoom === 'true',
				showFullscreenButton: data.showFullscreenButton === 'true',
			} );
			block.classList.add( 'is-map-ready' );
		} catch {
			canvas.remove();
		}
	}
}
