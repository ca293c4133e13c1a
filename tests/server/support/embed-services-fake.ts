/**
 * A local stand-in on 127.0.0.1 for the embed services the host calls: OpenTable's restaurant
 * search (`/widget/reservation/restaurant-search?pageSize&query` → `{ items: [ { rid, name } ] }`)
 * and pin.it short links (`/<code>` → 301 to the Pinterest address). Records every request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type EmbedServicesFake = {
	url: string;
	requests: string[];
	/** pin.it code → Location, or a status to answer with. */
	shortLinks: Record< string, string | number >;
	restaurants: Array< { rid: number; name: string } >;
	/** Status the restaurant search answers with (200 by default). */
	searchStatus: number;
	close: () => Promise< void >;
};

export async function startEmbedServicesFake(): Promise< EmbedServicesFake > {
	const fake = {
		requests: [] as string[],
		shortLinks: {} as EmbedServicesFake[ 'shortLinks' ],
		restaurants: [] as EmbedServicesFake[ 'restaurants' ],
		searchStatus: 200,
	};
	const server = createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://fake' );
		fake.requests.push( req.url ?? '' );
		if ( url.pathname === '/widget/reservation/restaurant-search' ) {
			const query = (
				url.searchParams.get( 'query' ) ?? ''
			).toLowerCase();
			const size = Number( url.searchParams.get( 'pageSize' ) ?? 20 );
			res.writeHead( fake.searchStatus, {
				'content-type': 'application/json',
			} );
			res.end(
				JSON.stringify( {
					items: fake.restaurants
						.filter( ( item ) =>
							item.name.toLowerCase().includes( query )
						)
						.slice( 0, size ),
				} )
			);
			return;
		}
		const target = fake.shortLinks[ url.pathname.slice( 1 ) ];
		if ( typeof target === 'string' ) {
			res.writeHead( 301, { location: target } );
			res.end();
		} else {
			res.writeHead( typeof target === 'number' ? target : 404 );
			res.end( 'not found' );
		}
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return Object.assign( fake, {
		url: `http://127.0.0.1:${ port }`,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	} );
}
