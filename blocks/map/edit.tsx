/**
 * Map in the editor: the map drawn from the site's tile style (no token needed), the marker
 * search (open while the map has no markers, and from the toolbar's 'Add marker'), the list of
 * markers as visitors without JavaScript get it, the map style in the toolbar's 'Style' menu (and
 * the sidebar's Styles), and the sidebar: Colors, Map Settings, Markers and the optional Mapbox
 * Access Token. A block inserted with an `address` looks it up once.
 */
import {
	BlockAlignmentControl,
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';
import BlockStyleToolbar from '../../shared/block-styles/style-toolbar';
import LocationSearch, { searchPlaces } from './components/location-search';
import MapPreview from './components/map-preview';
import MapSettings from './components/map-settings';
import MarkersPanel from './components/markers-panel';
import TokenPanel from './components/token-panel';
import { mapsSearchUrl } from './map-links';
import { addPoint, pointFromFeature, type SearchFeature } from './points';
import type { MapAttributes } from './types';

export const ADDRESS_NOT_FOUND = () =>
	__(
		'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
		'jetpack'
	);

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< MapAttributes > ) {
	const { points, address, align } = attributes;
	const [ searching, setSearching ] = useState( ! points.length );
	const { createErrorNotice, createInfoNotice } = useDispatch( noticesStore );

	const onError = useCallback(
		( message: string, id?: string ) =>
			createErrorNotice( message, { id, type: 'snackbar' } ),
		[ createErrorNotice ]
	);

	const add = ( feature: SearchFeature ) => {
		const point = pointFromFeature( feature );
		setAttributes( {
			points: addPoint( points, point ),
			...( points.length
				? {}
				: {
						mapCenter: {
							longitude: point.coordinates.longitude,
							latitude: point.coordinates.latitude,
						},
					} ),
		} );
		setSearching( false );
	};

	// A map inserted with an address (a pattern, a transform) places it once.
	useEffect( () => {
		if ( ! address || points.length ) {
			return;
		}
		searchPlaces( address )
			.then( ( [ first ] ) => {
				if ( first ) {
					add( first );
				} else {
					onError( ADDRESS_NOT_FOUND() );
				}
			} )
			.catch( ( error: { message?: string } ) =>
				onError( error?.message ?? ADDRESS_NOT_FOUND() )
			)
			.finally( () => setAttributes( { address: undefined } ) );
		// Only when the address is set.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ address ] );

	const blockProps = useBlockProps( {
		className: align ? `align${ align }` : undefined,
	} );

	return (
		<>
			<BlockStyleToolbar clientId={ clientId } />
			<BlockControls>
				<BlockAlignmentControl
					value={ align }
					controls={ [ 'center', 'wide', 'full' ] }
					onChange={ ( value: string | undefined ) =>
						setAttributes( { align: value } )
					}
				/>
				<ToolbarGroup>
					<ToolbarButton
						icon={ mapMarker }
						label={ __( 'Add marker', 'jetpack' ) }
						isPressed={ searching }
						onClick={ () => setSearching( ! searching ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<MapSettings
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<MarkersPanel
					points={ points }
					onChange={ ( next ) => setAttributes( { points: next } ) }
				/>
				<TokenPanel
					onError={ onError }
					onNotice={ ( message ) =>
						createInfoNotice( message, { type: 'snackbar' } )
					}
				/>
			</InspectorControls>
			<div { ...blockProps }>
				{ searching && (
					<LocationSearch onSelect={ add } onError={ onError } />
				) }
				<MapPreview
					attributes={ attributes }
					onError={ ( code, message ) => onError( message, code ) }
				/>
				{ points.length > 0 && (
					<ul className="wp-block-jetpack-map__points">
						{ points.map( ( point ) => (
							<li key={ point.id }>
								<a href={ mapsSearchUrl( point ) }>
									{ point.title }
								</a>
							</li>
						) ) }
					</ul>
				) }
			</div>
		</>
	);
}
