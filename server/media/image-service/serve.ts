/**
 * `/wp-content/uploads/<file>?w=…` — the image service. The resized copy is made once and kept
 * through the upload storage under `private/image-cache/` (never served directly), keyed by the
 * original's key, size and date and the canonical parameters, so a second request is a cache
 * hit (`X-Image-Cache: hit`). Refusals are 400 with a plain-text body naming the parameter.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { streamFile } from '../../http/static-files';
import type { FileStorage, StoredFile } from '../../storage/storage';
import { readImageInfo } from '../image-info';
import {
	ImageParamError,
	canonicalParams,
	parseImageParams,
	type ResizeRequest,
} from './params';
import { MAX_INPUT_PIXELS, transformImage } from './transform';

export const CACHE_PREFIX = 'private/image-cache/';
export const CACHE_HEADER = 'X-Image-Cache';

function refuse( res: ServerResponse, status: number, message: string ) {
	res.writeHead( status, {
		'Content-Type': 'text/plain; charset=utf-8',
		'Cache-Control': 'no-store',
		'X-Content-Type-Options': 'nosniff',
	} );
	res.end( message );
}

async function readAll( stream: Readable ): Promise< Buffer > {
	const chunks: Buffer[] = [];
	for await ( const chunk of stream ) {
		chunks.push( chunk as Buffer );
	}
	return Buffer.concat( chunks );
}

export function cacheKey(
	key: string,
	info: StoredFile,
	request: ResizeRequest,
	extension: string
): string {
	const hash = createHash( 'sha256' )
		.update(
			JSON.stringify( [
				key,
				info.size,
				info.modified.getTime(),
				canonicalParams( request ),
			] )
		)
		.digest( 'hex' );
	return `${ CACHE_PREFIX }${ hash.slice( 0, 2 ) }/${ hash }.${ extension }`;
}

/**
 * Makes and stores the resized copy; answers what was stored, or why nothing could be.
 * @param storage
 * @param key
 * @param request
 * @param cached
 */
async function makeCopy(
	storage: FileStorage,
	key: string,
	request: ResizeRequest,
	cached: string
): Promise< StoredFile | string > {
	const stream = await storage.read( key );
	const data = stream ? await readAll( stream ) : null;
	const image = data ? readImageInfo( data ) : null;
	if ( ! data || ! image ) {
		return 'This file is not an image the image service can resize.';
	}
	if ( image.width * image.height > MAX_INPUT_PIXELS ) {
		return 'This image is too large for the image service to resize.';
	}
	let output: Buffer;
	try {
		output = await transformImage( data, image.mime, image, request );
	} catch {
		return 'This image could not be read.';
	}
	try {
		await storage.create( cached, output );
	} catch {
		// Another request made the same copy first: it holds the same bytes.
	}
	return (
		( await storage.stat( cached ) ) ??
		'The resized image could not be stored.'
	);
}

/**
 * Answers a media URL that carries image-service parameters. `info` is the original's stat.
 * @param storage
 * @param req
 * @param res
 * @param key
 * @param info
 * @param query
 */
export async function serveResizedImage(
	storage: FileStorage,
	req: IncomingMessage,
	res: ServerResponse,
	key: string,
	info: StoredFile,
	query: URLSearchParams
): Promise< void > {
	let request: ResizeRequest;
	try {
		request = parseImageParams( query );
	} catch ( error ) {
		if ( error instanceof ImageParamError ) {
			return refuse( res, 400, error.message );
		}
		throw error;
	}
	const extension = ( key.split( '.' ).pop() ?? '' ).toLowerCase();
	const cached = cacheKey( key, info, request, extension );
	let stored = await storage.stat( cached );
	res.setHeader( CACHE_HEADER, stored ? 'hit' : 'miss' );
	if ( ! stored ) {
		const made = await makeCopy( storage, key, request, cached );
		if ( typeof made === 'string' ) {
			res.removeHeader( CACHE_HEADER );
			return refuse( res, 400, made );
		}
		stored = made;
	}
	await streamFile(
		req,
		res,
		cached,
		stored,
		() => storage.read( cached ),
		'public, max-age=31536000'
	);
}
