/**
 * Restaurant search through the host (`wpcom/v2/opentable/restaurants`): page size 20, at most
 * one request per 500 ms (the last term typed is searched when the wait is over).
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef, useState } from '@wordpress/element';
import { SEARCH_PAGE_SIZE, SEARCH_THROTTLE_MS } from './embed-code';

export type Restaurant = { rid: string; name: string };

export function useRestaurantSearch( term: string ): Restaurant[] {
	const [ results, setResults ] = useState< Restaurant[] >( [] );
	const lastRequest = useRef( 0 );
	useEffect( () => {
		const query = term.trim();
		if ( query.length < 2 || /^\d+$/.test( query ) ) {
			setResults( [] );
			return;
		}
		let cancelled = false;
		const wait = Math.max(
			0,
			lastRequest.current + SEARCH_THROTTLE_MS - Date.now()
		);
		const timer = setTimeout( () => {
			lastRequest.current = Date.now();
			apiFetch< {
				items?: Array< { rid: number | string; name: string } >;
			} >( {
				path: `/wpcom/v2/opentable/restaurants?pageSize=${ SEARCH_PAGE_SIZE }&query=${ encodeURIComponent(
					query
				) }`,
			} )
				.then( ( response ) => {
					if ( ! cancelled ) {
						setResults(
							( response.items ?? [] ).map( ( item ) => ( {
								rid: String( item.rid ),
								name: item.name,
							} ) )
						);
					}
				} )
				.catch( () => ! cancelled && setResults( [] ) );
		}, wait );
		return () => {
			cancelled = true;
			clearTimeout( timer );
		};
	}, [ term ] );
	return results;
}
