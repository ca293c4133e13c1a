/**
 * Reading request bodies with a size limit. When a body is too large the rest of it is read and
 * dropped (up to a hard ceiling) so the client receives the error instead of a reset connection.
 */
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
	constructor( readonly limit: number ) {
		super( `Request body larger than ${ limit } bytes.` );
	}
}

/** Past this many bytes of an oversized body the connection is cut instead of drained. */
const DRAIN_CEILING = 256 * 1024 * 1024;

export function readBody(
	req: IncomingMessage,
	limit: number
): Promise< Buffer > {
	return new Promise( ( resolve, reject ) => {
		const declared = Number( req.headers[ 'content-length' ] );
		const chunks: Buffer[] = [];
		let received = 0;
		let tooLarge = Number.isFinite( declared ) && declared > limit;
		req.on( 'data', ( chunk: Buffer ) => {
			received += chunk.length;
			if ( received > limit ) {
				tooLarge = true;
				chunks.length = 0;
			}
			if ( tooLarge ) {
				if ( received > DRAIN_CEILING ) {
					req.destroy();
				}
				return;
			}
			chunks.push( chunk );
		} );
		req.on( 'end', () =>
			tooLarge
				? reject( new BodyTooLargeError( limit ) )
				: resolve( Buffer.concat( chunks ) )
		);
		req.on( 'error', reject );
	} );
}

export function mediaType( req: IncomingMessage ): string {
	return ( req.headers[ 'content-type' ] ?? '' )
		.split( ';' )[ 0 ]
		.trim()
		.toLowerCase();
}

/**
 * Lets an unread body flow away so the connection can be reused.
 * @param req
 */
export function discardBody( req: IncomingMessage ) {
	if ( ! req.readableEnded ) {
		req.resume();
	}
}

export function formatBytes( bytes: number ): string {
	const MB = 1024 * 1024;
	if ( bytes >= MB && bytes % MB === 0 ) {
		return `${ bytes / MB } MB`;
	}
	if ( bytes >= 1024 && bytes % 1024 === 0 ) {
		return `${ bytes / 1024 } KB`;
	}
	return `${ bytes } bytes`;
}
