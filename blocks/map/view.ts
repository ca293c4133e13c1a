/**
 * Maps for visitors. The saved list of markers (maps links) is what they get without JavaScript
 * and what screen readers read; this small script loads the map library only when a map comes
 * near the screen: it asks the site for its tile style (wpcom/v2/map-config), then loads the map
 * chunk (MapLibre GL). If either fails, the list stays as it is.
 */
import { startBlocksNearScreen } from '../../shared/view/page-ready';

type MapChunk = {
	startMaps: (
		blocks: HTMLElement[],
		config: { styleUrl: string; cssUrl: string }
	) => void;
};

const script = document.currentScript as HTMLScriptElement | null;
const base = script?.src ?? location.href;

function restRoot() {
	const link = document.querySelector< HTMLLinkElement >(
		'link[rel="https://api.w.org/"]'
	);
	return link?.href ?? new URL( '/wp-json/', location.href ).href;
}

let loading: Promise< [ MapChunk, { style_url: string } ] > | undefined;
function load() {
	loading ??= Promise.all( [
		import( /* webpackIgnore: true */ new URL( 'map.js', base ).href ),
		fetch( `${ restRoot() }wpcom/v2/map-config`, {
			credentials: 'omit',
		} ).then( ( response ) => {
			if ( ! response.ok ) {
				throw new Error( String( response.status ) );
			}
			return response.json();
		} ),
	] );
	return loading;
}

function start( blocks: HTMLElement[] ) {
	load().then(
		( [ chunk, config ] ) =>
			chunk.startMaps( blocks, {
				styleUrl: config.style_url,
				cssUrl: new URL( 'map.css', base ).href,
			} ),
		() => {
			for ( const block of blocks ) {
				block.dataset.map = 'unavailable';
			}
		}
	);
}

startBlocksNearScreen( '.wp-block-jetpack-map', start );
