/**
 * Maps for visitors. The saved list of markers (maps links) is what they get without JavaScript
 * and what screen readers read; this small script loads the map library only when a map comes
 * near the screen: it asks the site for its tile style (wpcom/v2/map-config), then loads the map
 * chunk (MapLibre GL). If either fails, the list stays as it is.
 */
export {};

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

function init() {
	const blocks = Array.from(
		document.querySelectorAll< HTMLElement >( '.wp-block-jetpack-map' )
	);
	if ( ! blocks.length ) {
		return;
	}
	if ( ! ( 'IntersectionObserver' in window ) ) {
		start( blocks );
		return;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			const near = entries
				.filter( ( entry ) => entry.isIntersecting )
				.map( ( entry ) => entry.target as HTMLElement );
			near.forEach( ( block ) => observer.unobserve( block ) );
			if ( near.length ) {
				start( near );
			}
		},
		{ rootMargin: '200px' }
	);
	blocks.forEach( ( block ) => observer.observe( block ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
