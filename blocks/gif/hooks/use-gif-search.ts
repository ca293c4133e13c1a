/**
 * Searches GIFs through the host (`wpcom/v2/gif/search`, up to 10) or resolves a pasted GIF
 * address by its id (`wpcom/v2/gif/item/<id>`). Empty text does nothing.
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useRef, useState } from '@wordpress/element';
import { gifIdFromUrl } from '../gif-url';
import type { GifItem } from '../types';

export type GifSearchState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; items: GifItem[] };

export function useGifSearch() {
	const [ state, setState ] = useState< GifSearchState >( {
		status: 'idle',
	} );
	const latest = useRef( 0 );
	const search = useCallback( async ( text: string ) => {
		const query = text.trim();
		if ( ! query ) {
			return;
		}
		const request = ++latest.current;
		setState( { status: 'loading' } );
		const id = gifIdFromUrl( query );
		try {
			const items = id
				? [
						(
							await apiFetch< { item: GifItem } >( {
								path: `/wpcom/v2/gif/item/${ id }`,
							} )
						).item,
					]
				: (
						await apiFetch< { items: GifItem[] } >( {
							path: `/wpcom/v2/gif/search?q=${ encodeURIComponent(
								query
							) }`,
						} )
					).items;
			if ( request === latest.current ) {
				setState( {
					status: 'ready',
					items: Array.isArray( items ) ? items : [],
				} );
			}
		} catch ( error ) {
			if ( request === latest.current ) {
				setState( {
					status: 'error',
					message: ( error as { message?: string } )?.message ?? '',
				} );
			}
		}
	}, [] );
	return { state, search };
}
