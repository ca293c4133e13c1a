/**
 * Maps for visitors. The saved list of markers (maps links) is what they get without JavaScript
 * and what screen readers read; this small script loads the map library only when a map comes
 * near the screen: it asks the site what maps need (wpcom/v2/map-config: the tile style, where
 * MapLibre's worker and stylesheet are), then loads the map chunk (MapLibre GL) from beside
 * itself. If either fails, the list stays as it is.
 */
import { startBlocksNearScreen } from '../../shared/view/page-ready';
import { loadViewChunk } from '../../shared/view/view-chunk';
import { mapConfigFrom, type MapConfig } from './map-config';

type MapChunk = {
	startMaps: ( blocks: HTMLElement[], config: MapConfig ) => void;
};

function restRoot() {
	const link = document.querySelector< HTMLLinkElement >(
		'link[rel="https://api.w.org/"]'
	);
	return link?.href ?? new URL( '/wp-json/', location.href ).href;
}

let loading: Promise< [ MapChunk, MapConfig ] > | undefined;
function load() {
	loading ??= Promise.all( [
		loadViewChunk< MapChunk >( 'map.js' ),
		fetch( `${ restRoot() }wpcom/v2/map-config`, {
			credentials: 'omit',
		} ).then( ( response ) => {
			if ( ! response.ok ) {
				throw new Error( String( response.status ) );
			}
			return response.json().then( mapConfigFrom );
		} ),
	] );
	return loading;
}

function start( blocks: HTMLElement[] ) {
	load().then(
		( [ chunk, config ] ) => chunk.startMaps( blocks, config ),
		() => {
			for ( const block of blocks ) {
				block.dataset.map = 'unavailable';
			}
		}
	);
}

startBlocksNearScreen( '.wp-block-jetpack-map', start );
