/**
 * Reading and parsing a REST request body within the endpoint's size limit: JSON,
 * form-encoded or multipart (fields become parameters, file parts are kept); anything else
 * stays as bytes for the handler (raw uploads).
 */
import {
	BodyTooLargeError,
	formatBytes,
	mediaType,
	readBody,
} from '../http/body';
import { parseFormEncoded, parseJsonObject } from '../http/input';
import {
	boundaryOf,
	MultipartError,
	parseMultipart,
	type MultipartFile,
} from '../http/multipart';
import type { RequestContext } from '../site-context';
import { RestError } from './errors';
import type { Endpoint } from './types';

export type ParsedBody = {
	body: Buffer;
	fields: Record< string, unknown >;
	files: MultipartFile[];
};

export async function parseBody(
	ctx: RequestContext,
	endpoint: Endpoint
): Promise< ParsedBody > {
	const limit = endpoint.bodyLimit?.( ctx.site ) ?? ctx.site.maxBodyBytes;
	let body: Buffer;
	try {
		body = await readBody( ctx.req, limit );
	} catch ( error ) {
		if ( error instanceof BodyTooLargeError ) {
			throw (
				endpoint.bodyTooLarge?.( limit ) ??
				new RestError(
					'rest_request_too_large',
					`The request body is larger than ${ formatBytes( limit ) }.`,
					413
				)
			);
		}
		throw error;
	}
	if ( ! body.length ) {
		return { body, fields: {}, files: [] };
	}
	const type = mediaType( ctx.req );
	if ( type === 'application/json' || type.endsWith( '+json' ) ) {
		try {
			return {
				body,
				fields: parseJsonObject( body.toString( 'utf8' ) ) ?? {},
				files: [],
			};
		} catch ( error ) {
			throw new RestError(
				'rest_invalid_json',
				'Invalid JSON body passed.',
				400,
				{
					json_error_message:
						error instanceof Error
							? error.message
							: String( error ),
				}
			);
		}
	}
	if ( type === 'application/x-www-form-urlencoded' ) {
		return {
			body,
			fields: parseFormEncoded( body.toString( 'utf8' ) ),
			files: [],
		};
	}
	if ( type === 'multipart/form-data' ) {
		const boundary = boundaryOf( ctx.req.headers[ 'content-type' ] );
		try {
			if ( ! boundary ) {
				throw new MultipartError(
					'The multipart body has no boundary.'
				);
			}
			const { fields, files } = parseMultipart( body, boundary );
			return { body, fields, files };
		} catch ( error ) {
			throw new RestError(
				'rest_invalid_multipart',
				( error as Error ).message,
				400
			);
		}
	}
	return { body, fields: {}, files: [] };
}
