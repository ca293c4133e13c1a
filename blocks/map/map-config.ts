/**
 * What a map needs from its host, as `GET wpcom/v2/map-config` answers it (public; the standalone
 * host and the WordPress plugin both serve it): the tile style, the Mapbox token when the site
 * set one, and where MapLibre's worker and stylesheet are, which both builds put beside the
 * block's view script (scripts/view-chunks.mjs, blocks/map/view-chunks/). Read by the visitors'
 * view script and by the editor's preview. Imports nothing.
 */
export type MapConfig = {
	style_url: string;
	mapbox_token: string;
	worker_url: string;
	css_url: string;
};

/** The built files, in the block's folder of either build. */
export const MAP_WORKER_FILE = 'maplibre-gl-worker.js';
export const MAP_CSS_FILE = 'map.css';

/**
 * The answer, checked: every URL a string (MapLibre reports a bad one as an error of its own).
 * @param answer what the route answered
 */
export function mapConfigFrom( answer: unknown ): MapConfig {
	const given = (
		answer && typeof answer === 'object' ? answer : {}
	) as Record< string, unknown >;
	const text = ( key: keyof MapConfig ) =>
		typeof given[ key ] === 'string' ? ( given[ key ] as string ) : '';
	const config = {
		style_url: text( 'style_url' ),
		mapbox_token: text( 'mapbox_token' ),
		worker_url: text( 'worker_url' ),
		css_url: text( 'css_url' ),
	};
	if ( ! config.style_url || ! config.worker_url ) {
		throw new Error(
			'The map configuration names no tile style or worker.'
		);
	}
	return config;
}

/**
 * Links the map's stylesheet in `document` once (the page, or the editor's canvas frame, whose
 * own address may be a blob: one: URLs are read against the page's).
 * @param document where the map is
 * @param href     `css_url`
 */
export function linkMapStylesheet( document: Document, href: string ) {
	if ( ! href ) {
		return;
	}
	const absolute = new URL( href, window.location.href ).href;
	const linked = Array.from(
		document.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
	).some( ( link ) => link.href === absolute );
	if ( ! linked ) {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = absolute;
		document.head.append( link );
	}
}
