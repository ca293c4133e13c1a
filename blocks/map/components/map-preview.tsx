/**
 * The map in the editor: drawn with the visitors' code (MapLibre GL, loaded on first use) from the
 * site's tile style, redrawn when the markers or settings change. Where it cannot be drawn (no
 * WebGL, style unreachable) the error is reported (code mapbox_error) and the markers list stays.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useSuiteSettings } from '../../../shared/editor-data';
import { DEFAULT_MAP_STYLE_URL } from '../default-style';
import { displayedHeight } from '../map-height';
import { activeMapStyle } from '../map-styles';
import type { MapAttributes } from '../types';

let styleUrl: Promise< string > | undefined;
/**
 * The site's tile style: asked of the standalone host; inside WordPress (no such route) the
 * token-free default.
 * @param host
 */
const siteStyleUrl = ( host: 'wordpress' | 'standalone' ) =>
	( styleUrl ??=
		host === 'wordpress'
			? Promise.resolve( DEFAULT_MAP_STYLE_URL )
			: apiFetch< { style_url: string } >( {
					path: '/wpcom/v2/map-config',
				} ).then( ( answer ) => answer.style_url ) );

export default function MapPreview( {
	attributes,
	onError,
}: {
	attributes: MapAttributes;
	onError: ( code: string, message: string ) => void;
} ) {
	const { host } = useSuiteSettings();
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
		Promise.all( [
			import( '../map-view/render-map' ),
			siteStyleUrl( host ),
		] )
			.then( ( [ { drawMap }, url ] ) => {
				if ( ! cancelled ) {
					destroy = drawMap( element, {
						styleUrl: url,
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
			aria-hidden="true"
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
