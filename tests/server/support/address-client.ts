/**
 * A SiteClient whose requests leave from a chosen loopback address (127.0.0.2, 127.0.0.3, …),
 * so tests can play visitors at different addresses against a site on 127.0.0.1.
 */
import { request } from 'node:http';
import { SiteClient } from './site-client';

const NULL_BODY = new Set( [ 101, 204, 205, 304 ] );

export class AddressClient extends SiteClient {
	constructor(
		baseUrl: string,
		readonly localAddress: string
	) {
		super( baseUrl );
	}

	override fetch(
		path: string,
		init: RequestInit = {}
	): Promise< Response > {
		const url = new URL( this.baseUrl + path );
		const headers = new Headers( init.headers );
		const cookie = this.jar.header();
		if ( cookie ) {
			headers.set( 'Cookie', cookie );
		}
		const body = typeof init.body === 'string' ? init.body : undefined;
		if ( body !== undefined ) {
			headers.set(
				'Content-Length',
				String( Buffer.byteLength( body ) )
			);
		}
		return new Promise( ( resolve, reject ) => {
			const req = request(
				{
					host: url.hostname,
					port: url.port,
					path: url.pathname + url.search,
					method: init.method ?? 'GET',
					headers: Object.fromEntries( headers ),
					localAddress: this.localAddress,
				},
				( res ) => {
					const chunks: Buffer[] = [];
					res.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
					res.on( 'end', () => {
						const answer = new Headers();
						for ( let i = 0; i < res.rawHeaders.length; i += 2 ) {
							answer.append(
								res.rawHeaders[ i ],
								res.rawHeaders[ i + 1 ]
							);
						}
						const status = res.statusCode ?? 500;
						const response = new Response(
							NULL_BODY.has( status )
								? null
								: Buffer.concat( chunks ),
							{ status, headers: answer }
						);
						this.jar.store( response );
						resolve( response );
					} );
				}
			);
			req.on( 'error', reject );
			req.end( body );
		} );
	}
}
