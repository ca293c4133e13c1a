/**
 * The map in the editor: drawn with the visitors' code (MapLibre GL, loaded on first use) from the
 * site's tile style, redrawn when the markers or settings change. What it needs from the host
 * (the style, MapLibre's worker and stylesheet) comes from wpcom/v2/map-config, which the
 * standalone host and the WordPress plugin both serve. Where it cannot be drawn (no WebGL, style
 * unreachable) the error is reported (code mapbox_error) and the markers list stays.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	linkMapStylesheet,
	mapConfigFrom,
	type MapConfig,
} from '../map-config';
import { displayedHeight } from '../map-height';
import { activeMapStyle } from '../map-styles';
import type { MapAttributes } from '../types';

let siteConfig: Promise< MapConfig > | undefined;
/** The host's answer, asked once per editor (again after a failure). */
function mapConfig() {
	siteConfig ??= apiFetch( { path: '/wpcom/v2/map-config' } )
		.then( mapConfigFrom )
		.catch( ( error ) => {
			siteConfig = undefined;
			throw error;
		} );
	return siteConfig;
}

export default function MapPreview( {
	attributes,
	onError,
}: {
	attributes: MapAttributes;
	onError: ( code: string, message: string ) => void;
} ) {
	const ref = useRef< HTMLDivElement >( null );
	const {
		points,
		zoom,
		mapCenter,
		markerColor,
		scrollToZoom,
		showFullscreenButton,
		mapHeight,
		className,
	} = attributes;
	const redrawKey = JSON.stringify( [
		points,
		zoom,
		mapCenter,
		markerColor,
		scrollToZoom,
		showFullscreenButton,
		className,
	] );
	useEffect( () => {
		const element = ref.current;
		if ( ! element ) {
			return undefined;
		}
		let destroy: ( () => void ) | undefined;
		let cancelled = false;
		Promise.all( [ import( '../map-view/render-map' ), mapConfig() ] )
			.then( ( [ { drawMap }, config ] ) => {
				if ( ! cancelled ) {
					linkMapStylesheet( element.ownerDocument, config.css_url );
					destroy = drawMap( element, {
						styleUrl: config.style_url,
						workerUrl: new URL(
							config.worker_url,
							window.location.href
						).href,
						points,
						center: mapCenter,
						zoom,
						markerColor,
						mapStyle: activeMapStyle( className ),
						scrollToZoom,
						showFullscreenButton: false,
					} ).destroy;
				}
			} )
			.catch( ( error: { message?: string } ) => {
				if ( ! cancelled ) {
					onError(
						'mapbox_error',
						error?.message ??
							__( 'The map could not be drawn.', 'jetpack' )
					);
				}
			} );
		return () => {
			cancelled = true;
			destroy?.();
		};
		// Redrawn when what the map shows changes (redrawKey), not for a new callback.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ redrawKey ] );
	return (
		<div
			ref={ ref }
			className="wp-block-jetpack-map__canvas"
			style={ {
				height: displayedHeight(
					mapHeight,
					ref.current?.clientWidth || 600,
					window.innerHeight || 800
				),
			} }
		/>
	);
}
