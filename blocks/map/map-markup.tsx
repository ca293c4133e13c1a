/**
 * The saved markup, in Jetpack's shape: every setting as a data attribute on one div (read by
 * the view script), and the markers as a list of maps links inside it — what visitors get
 * without JavaScript and what screen readers read. Deprecations pass the older data attributes.
 */
import type { MapAttributes } from './types';
import { mapsSearchUrl } from './map-links';

type MarkupOptions = {
	/** data-map-style's value, or undefined for the save that had none. */
	mapStyle?: string;
	/** The oldest save had no fullscreen option. */
	fullscreenOption: boolean;
};

export function MapMarkup( {
	attributes,
	className,
	options,
}: {
	attributes: MapAttributes;
	className?: string;
	options: MarkupOptions;
} ) {
	const {
		align,
		mapDetails,
		points,
		zoom,
		mapCenter,
		markerColor,
		scrollToZoom,
		mapHeight,
		showFullscreenButton,
	} = attributes;
	const classes = [ className, align ? `align${ align }` : '' ]
		.filter( Boolean )
		.join( ' ' );
	return (
		<div
			className={ classes || undefined }
			data-map-style={ options.mapStyle }
			data-map-details={ String( mapDetails ) }
			data-points={ JSON.stringify( points ) }
			data-zoom={ zoom }
			data-map-center={ JSON.stringify( mapCenter ) }
			data-marker-color={ markerColor }
			data-scroll-to-zoom={ scrollToZoom ? 'true' : undefined }
			data-map-height={ mapHeight || undefined }
			data-show-fullscreen-button={
				options.fullscreenOption && showFullscreenButton
					? 'true'
					: undefined
			}
		>
			{ points.length > 0 ? (
				<ul>
					{ points.map( ( point, index ) => (
						<li key={ index }>
							<a href={ mapsSearchUrl( point ) }>
								{ point.title }
							</a>
						</li>
					) ) }
				</ul>
			) : null }
		</div>
	);
}
