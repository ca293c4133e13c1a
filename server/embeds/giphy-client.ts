/**
 * The GIF service (Giphy's API) as the GIF block's editor uses it, through the host so the API
 * key never reaches the browser:
 * - search: GET `<base>/v1/gifs/search?api_key=…&q=…&limit=10` → `{ data: [ GIF ] }`;
 * - one GIF: GET `<base>/v1/gifs/<id>?api_key=…` → `{ data: GIF }`.
 * A GIF object carries `id`, `title`, `embed_url` and `images` (`original` with `url`, `width`,
 * `height`, as strings; `downsized_still` with `url`). Only GIFs with an https image on the
 * service's media hosts and usable dimensions are passed on.
 */
import type { GifItem } from '../../blocks/gif/types';
import { serviceGet, ServiceUnreachable } from './http-get';

export const GIF_SEARCH_LIMIT = 10;

export class GifServiceFailed extends Error {
	constructor(
		message: string,
		readonly status = 502
	) {
		super( message );
	}
}

type GiphyImage = { url?: unknown; width?: unknown; height?: unknown };
type GiphyGif = {
	id?: unknown;
	title?: unknown;
	embed_url?: unknown;
	images?: { original?: GiphyImage; downsized_still?: GiphyImage };
};

function httpsUrl( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	try {
		const url = new URL( value );
		return url.protocol === 'https:' ? url.href : '';
	} catch {
		return '';
	}
}

function dimension( value: unknown ): number {
	const number = Number( value );
	return Number.isInteger( number ) && number > 0 && number < 100000
		? number
		: 0;
}

export function gifItem( gif: GiphyGif ): GifItem | null {
	const original = gif?.images?.original;
	const id = typeof gif?.id === 'string' ? gif.id : '';
	const url = httpsUrl( original?.url );
	const width = dimension( original?.width );
	const height = dimension( original?.height );
	if ( ! /^[A-Za-z0-9]{1,64}$/.test( id ) || ! url || ! width || ! height ) {
		return null;
	}
	return {
		id,
		title: typeof gif.title === 'string' ? gif.title.slice( 0, 200 ) : '',
		url,
		stillUrl: httpsUrl( gif.images?.downsized_still?.url ) || url,
		width,
		height,
		embedUrl: httpsUrl( gif.embed_url ),
	};
}

async function giphyGet( url: string ): Promise< unknown > {
	let response;
	try {
		response = await serviceGet( url );
	} catch ( error ) {
		if ( error instanceof ServiceUnreachable ) {
			throw new GifServiceFailed( error.message );
		}
		throw error;
	}
	if ( response.status === 404 ) {
		throw new GifServiceFailed( 'not found', 404 );
	}
	if ( response.status >= 400 ) {
		throw new GifServiceFailed( `status ${ response.status }` );
	}
	try {
		return ( JSON.parse( response.body ) as { data?: unknown } )?.data;
	} catch {
		throw new GifServiceFailed( 'not JSON' );
	}
}

export async function searchGifs(
	baseUrl: string,
	apiKey: string,
	query: string
): Promise< GifItem[] > {
	const params = new URLSearchParams( {
		api_key: apiKey,
		q: query,
		limit: String( GIF_SEARCH_LIMIT ),
	} );
	const data = await giphyGet(
		`${ baseUrl.replace( /\/+$/, '' ) }/v1/gifs/search?${ params }`
	);
	return Array.isArray( data )
		? data
				.map( ( gif ) => gifItem( gif as GiphyGif ) )
				.filter( ( item ): item is GifItem => item !== null )
				.slice( 0, GIF_SEARCH_LIMIT )
		: [];
}

export async function gifById(
	baseUrl: string,
	apiKey: string,
	id: string
): Promise< GifItem | null > {
	const params = new URLSearchParams( { api_key: apiKey } );
	const data = await giphyGet(
		`${ baseUrl.replace( /\/+$/, '' ) }/v1/gifs/${ encodeURIComponent(
			id
		) }?${ params }`
	);
	return data && typeof data === 'object'
		? gifItem( data as GiphyGif )
		: null;
}
