/**
 * OpenTable's restaurant search, as the reservation block's editor uses it: GET
 * `<base>/widget/reservation/restaurant-search?pageSize=<n>&query=<text>`, answering
 * `{ items: [ { rid, name } ] }`. Only items with a numeric rid and a name are passed on.
 */
import { serviceGet, ServiceUnreachable } from './http-get';

export type RestaurantItem = { rid: number; name: string };

export class RestaurantSearchFailed extends Error {}

export async function searchRestaurants(
	baseUrl: string,
	query: string,
	pageSize: number
): Promise< RestaurantItem[] > {
	const params = new URLSearchParams( {
		pageSize: String( pageSize ),
		query,
	} );
	let response;
	try {
		response = await serviceGet(
			`${ baseUrl.replace( /\/+$/, '' ) }/widget/reservation/restaurant-search?${ params }`
		);
	} catch ( error ) {
		if ( error instanceof ServiceUnreachable ) {
			throw new RestaurantSearchFailed( error.message );
		}
		throw error;
	}
	if ( response.status >= 400 ) {
		throw new RestaurantSearchFailed( `status ${ response.status }` );
	}
	let data: unknown;
	try {
		data = JSON.parse( response.body );
	} catch {
		throw new RestaurantSearchFailed( 'not JSON' );
	}
	const items = ( data as { items?: unknown } )?.items;
	if ( ! Array.isArray( items ) ) {
		return [];
	}
	return items
		.map( ( item ) => item as { rid?: unknown; name?: unknown } )
		.filter(
			( item ) =>
				( typeof item.rid === 'number' ||
					( typeof item.rid === 'string' &&
						/^\d+$/.test( item.rid ) ) ) &&
				typeof item.name === 'string'
		)
		.slice( 0, pageSize )
		.map( ( item ) => ( {
			rid: Number( item.rid ),
			name: String( item.name ).slice( 0, 200 ),
		} ) );
}
