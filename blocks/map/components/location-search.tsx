/**
 * 'Add a marker': a search box that asks the host's geocoder 250 ms after the author stops
 * typing and offers up to 10 places; choosing one adds it. Failures show the host's message.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Spinner, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	MOST_SUGGESTIONS,
	SEARCH_DEBOUNCE_MS,
	type SearchFeature,
} from '../points';

export function searchPlaces( query: string ) {
	return apiFetch< { features: SearchFeature[] } >( {
		path: `/wpcom/v2/map-geocoding?query=${ encodeURIComponent(
			query
		) }&limit=${ MOST_SUGGESTIONS }`,
	} ).then( ( answer ) => answer.features.slice( 0, MOST_SUGGESTIONS ) );
}

export default function LocationSearch( {
	onSelect,
	onError,
}: {
	onSelect: ( feature: SearchFeature ) => void;
	onError: ( message: string ) => void;
} ) {
	const [ query, setQuery ] = useState( '' );
	const [ suggestions, setSuggestions ] = useState< SearchFeature[] >( [] );
	const [ busy, setBusy ] = useState( false );
	const latest = useRef( 0 );

	useEffect( () => {
		const text = query.trim();
		if ( ! text ) {
			setSuggestions( [] );
			return undefined;
		}
		const timer = setTimeout( () => {
			const ticket = ++latest.current;
			setBusy( true );
			searchPlaces( text )
				.then( ( features ) => {
					if ( ticket === latest.current ) {
						setSuggestions( features );
					}
				} )
				.catch( ( error: { message?: string } ) => {
					if ( ticket === latest.current ) {
						setSuggestions( [] );
						onError(
							error?.message ??
								__( 'The address search failed.', 'jetpack' )
						);
					}
				} )
				.finally( () => {
					if ( ticket === latest.current ) {
						setBusy( false );
					}
				} );
		}, SEARCH_DEBOUNCE_MS );
		return () => clearTimeout( timer );
		// onError is a notice dispatcher; searching again for it would repeat the request.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ query ] );

	return (
		<div className="wp-block-jetpack-map__search">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Add a marker', 'jetpack' ) }
				placeholder={ __( 'Search for a place or address', 'jetpack' ) }
				value={ query }
				onChange={ setQuery }
			/>
			{ busy && <Spinner /> }
			{ suggestions.length > 0 && (
				<ul
					className="wp-block-jetpack-map__suggestions"
					aria-label={ __( 'Places found', 'jetpack' ) }
				>
					{ suggestions.map( ( feature ) => (
						<li key={ feature.id }>
							<Button
								variant="link"
								onClick={ () => {
									onSelect( feature );
									setQuery( '' );
									setSuggestions( [] );
								} }
							>
								{ feature.place_name }
							</Button>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
