/**
 * Serving files from disk (build output, vendor styles) and from the upload storage, with
 * content types, ETags and conditional requests. Paths are confined to their root.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { contentTypeFor } from './mime';

type FileInfo = { size: number; modified: Date };

function etagOf( info: FileInfo ): string {
	return `W/"${ info.size.toString( 16 ) }-${ info.modified.getTime().toString( 16 ) }"`;
}

/**
 * Streams a file already known to exist; answers 304 when the client's copy is current.
 * @param req
 * @param res
 * @param name
 * @param info
 * @param open
 * @param cacheControl
 */
export function streamFile(
	req: IncomingMessage,
	res: ServerResponse,
	name: string,
	info: FileInfo,
	open: () => Readable | Promise< Readable | null >,
	cacheControl = 'no-cache'
): Promise< void > {
	const etag = etagOf( info );
	const headers = {
		'Content-Type': contentTypeFor( name ),
		ETag: etag,
		'Last-Modified': info.modified.toUTCString(),
		'Cache-Control': cacheControl,
		'X-Content-Type-Options': 'nosniff',
	};
	if ( req.headers[ 'if-none-match' ] === etag ) {
		res.writeHead( 304, headers );
		res.end();
		return Promise.resolve();
	}
	res.writeHead( 200, { ...headers, 'Content-Length': info.size } );
	if ( req.method === 'HEAD' ) {
		res.end();
		return Promise.resolve();
	}
	return Promise.resolve( open() ).then(
		( stream ) =>
			new Promise< void >( ( resolve ) => {
				if ( ! stream ) {
					res.destroy();
					return resolve();
				}
				stream.on( 'error', () => {
					res.destroy();
					resolve();
				} );
				stream.on( 'end', resolve );
				stream.pipe( res );
			} )
	);
}

/**
 * The absolute path of `relative` inside `root`, or null when it would escape the root.
 * @param root
 * @param relative
 */
export function resolveInside( root: string, relative: string ): string | null {
	let decoded: string;
	try {
		decoded = decodeURIComponent( relative );
	} catch {
		return null;
	}
	if ( decoded.includes( '\0' ) ) {
		return null;
	}
	const full = path.resolve(
		root,
		'.' + path.posix.normalize( '/' + decoded )
	);
	return full === root || full.startsWith( root + path.sep ) ? full : null;
}

/**
 * Serves `file` when it is a regular file; resolves false (nothing sent) otherwise.
 * @param req
 * @param res
 * @param file
 */
export async function serveDiskFile(
	req: IncomingMessage,
	res: ServerResponse,
	file: string | null
): Promise< boolean > {
	if ( ! file ) {
		return false;
	}
	try {
		const info = await stat( file );
		if ( ! info.isFile() ) {
			return false;
		}
		await streamFile(
			req,
			res,
			file,
			{ size: info.size, modified: info.mtime },
			() => createReadStream( file )
		);
		return true;
	} catch {
		return false;
	}
}
