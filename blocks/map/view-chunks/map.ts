/**
 * The map's heavy part (MapLibre GL and its stylesheet), loaded by view.ts only when a map comes
 * near the screen (built to build/blocks/map/map.js and map.css).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { drawMap } from '../map-view/render-map';
import { displayedHeight } from '../map-height';
import type { MapCenter, MapPoint } from '../types';

function parse< T >( value: string | undefined, fallback: T ): T {
	try {
		return value ? ( JSON.parse( value ) as T ) : fallback;
	} catch {
		return fallback;
	}
}

export function startMaps(
	blocks: HTMLElement[],
	config: { styleUrl: string; cssUrl: string }
) {
	if ( ! document.querySelector( `link[href="${ config.cssUrl }"]` ) ) {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = config.cssUrl;
		document.head.append( link );
	}
	for ( const block of blocks ) {
		const data = block.dataset;
		const canvas = document.createElement( 'div' );
		canvas.className = 'wp-block-jetpack-map__canvas';
		// The list below stays for screen readers; the map itself is a picture to them.
		canvas.setAttribute( 'aria-hidden', 'true' );
		const height = displayedHeight(
			Number( data.mapHeight ) || undefined,
			block.clientWidth,
			window.innerHeight
		);
		canvas.style.height = `${ height }px`;
		block.prepend( canvas );
		try {
			drawMap( canvas, {
				styleUrl: config.styleUrl,
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
