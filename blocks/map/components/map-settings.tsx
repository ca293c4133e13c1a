/**
 * The sidebar's Colors and Map Settings panels: marker colour, zoom 0–22 (not used, and said so,
 * while several markers fit the view), height at least 400 px in steps of 10 (stored 250 ms after
 * the author stops typing; empty means automatic), scroll to zoom, fullscreen button.
 */
import {
	ColorPalette,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { HEIGHT_STEP, MIN_HEIGHT, normaliseHeight } from '../map-height';
import { ZOOM_MAX, ZOOM_MIN, clampZoom } from '../points';
import type { MapAttributes } from '../types';

export const HEIGHT_DEBOUNCE_MS = 250;

const MARKER_COLORS = [
	{ name: __( 'Red', 'jetpack' ), color: '#d63638' },
	{ name: __( 'Blue', 'jetpack' ), color: '#2271b1' },
	{ name: __( 'Green', 'jetpack' ), color: '#008a20' },
	{ name: __( 'Black', 'jetpack' ), color: '#1e1e1e' },
];

function HeightControl( {
	value,
	onChange,
}: {
	value?: number;
	onChange: ( height: number | undefined ) => void;
} ) {
	const [ text, setText ] = useState( value ? String( value ) : '' );
	useEffect( () => {
		const timer = setTimeout( () => {
			const height = normaliseHeight( text );
			if ( height !== value ) {
				onChange( height );
				setText( height ? String( height ) : '' );
			}
		}, HEIGHT_DEBOUNCE_MS );
		return () => clearTimeout( timer );
		// Only the author's typing starts a new wait.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ text ] );
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			label={ __( 'Height in pixels', 'jetpack' ) }
			help={ __(
				'At least 400. Empty: three quarters of the width.',
				'jetpack'
			) }
			min={ MIN_HEIGHT }
			step={ HEIGHT_STEP }
			value={ text }
			onChange={ setText }
		/>
	);
}

export default function MapSettings( {
	attributes,
	setAttributes,
}: {
	attributes: MapAttributes;
	setAttributes: ( next: Partial< MapAttributes > ) => void;
} ) {
	const { zoom, points, mapHeight, scrollToZoom, showFullscreenButton } =
		attributes;
	const zoomLocked = points.length > 1;
	return (
		<>
			<PanelBody title={ __( 'Colors', 'jetpack' ) }>
				<ColorPalette
					colors={ MARKER_COLORS }
					value={ attributes.markerColor }
					onChange={ ( color ) =>
						setAttributes( { markerColor: color ?? 'red' } )
					}
					aria-label={ __( 'Marker color', 'jetpack' ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Map Settings', 'jetpack' ) }>
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Zoom level', 'jetpack' ) }
					help={
						zoomLocked
							? __(
									'With several markers the map zooms to show them all.',
									'jetpack'
								)
							: undefined
					}
					disabled={ zoomLocked }
					min={ ZOOM_MIN }
					max={ ZOOM_MAX }
					value={ Math.round( zoom ) }
					onChange={ ( value ) =>
						setAttributes( { zoom: clampZoom( value ) } )
					}
				/>
				<HeightControl
					value={ mapHeight }
					onChange={ ( height ) =>
						setAttributes( { mapHeight: height } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Scroll to zoom', 'jetpack' ) }
					help={ __(
						'Off: the page scrolls past the map; zoom with the buttons.',
						'jetpack'
					) }
					checked={ scrollToZoom }
					onChange={ ( value ) =>
						setAttributes( { scrollToZoom: value } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show fullscreen button', 'jetpack' ) }
					checked={ showFullscreenButton }
					onChange={ ( value ) =>
						setAttributes( { showFullscreenButton: value } )
					}
				/>
			</PanelBody>
		</>
	);
}
