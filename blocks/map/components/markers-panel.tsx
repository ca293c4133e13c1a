/** The sidebar's Markers panel: each marker's title and caption, and deleting it. */
import {
	Button,
	PanelBody,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { removePoint, updatePoint } from '../points';
import type { MapPoint } from '../types';

export default function MarkersPanel( {
	points,
	onChange,
}: {
	points: MapPoint[];
	onChange: ( points: MapPoint[] ) => void;
} ) {
	if ( ! points.length ) {
		return null;
	}
	return (
		<PanelBody title={ __( 'Markers', 'jetpack' ) }>
			{ points.map( ( point, index ) => (
				<fieldset
					key={ point.id }
					className="wp-block-jetpack-map__marker-settings"
				>
					<legend>
						{ sprintf(
							/* translators: %d: the marker's position in the list */
							__( 'Marker %d', 'jetpack' ),
							index + 1
						) }
					</legend>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Marker title', 'jetpack' ) }
						value={ point.title }
						onChange={ ( title ) =>
							onChange( updatePoint( points, index, { title } ) )
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Marker caption', 'jetpack' ) }
						value={ point.caption ?? '' }
						onChange={ ( caption ) =>
							onChange(
								updatePoint( points, index, { caption } )
							)
						}
					/>
					<Button
						variant="secondary"
						isDestructive
						onClick={ () =>
							onChange( removePoint( points, index ) )
						}
					>
						{ sprintf(
							/* translators: %s: the marker's title */
							__( 'Delete marker “%s”', 'jetpack' ),
							point.title
						) }
					</Button>
				</fieldset>
			) ) }
		</PanelBody>
	);
}
