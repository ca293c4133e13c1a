/**
 * Reading an uploaded image from a REST request, the two ways WordPress accepts:
 * - the raw body, with `Content-Disposition: attachment; filename="photo.png"` and `Content-Type`;
 * - multipart/form-data with the file in the field `file` (other fields become parameters).
 * The bytes decide the type (JPEG, PNG, GIF, WebP only); the name's extension is corrected to match.
 */
import { formatBytes } from '../http/body';
import { headerParam } from '../http/multipart';
import { RestError } from '../rest/errors';
import type { RestRequest } from '../rest/types';
import {
	ALLOWED_IMAGE_TYPES,
	readImageInfo,
	type ImageInfo,
} from './image-info';

export type ImageUpload = { name: string; image: ImageInfo; data: Buffer };

export const fileTooBig = ( limit: number ) =>
	new RestError(
		'rest_upload_file_too_big',
		`This file is too big. Files must be less than ${ formatBytes( limit ) } in size.`,
		413
	);

const notAllowedType = () =>
	new RestError(
		'rest_upload_sideload_error',
		'Sorry, you are not allowed to upload this file type.',
		400
	);

function incoming( request: RestRequest ): { filename: string; data: Buffer } {
	if ( request.contentType === 'multipart/form-data' ) {
		const file = request.files.find( ( part ) => part.field === 'file' );
		if ( ! file || ! file.data.length ) {
			throw new RestError(
				'rest_upload_no_data',
				'No data supplied.',
				400
			);
		}
		return { filename: file.filename, data: file.data };
	}
	if ( ! request.body.length ) {
		throw new RestError( 'rest_upload_no_data', 'No data supplied.', 400 );
	}
	if ( ! request.headers[ 'content-type' ] ) {
		throw new RestError(
			'rest_upload_no_content_type',
			'No Content-Type supplied.',
			400
		);
	}
	const disposition = request.headers[ 'content-disposition' ];
	if ( ! disposition ) {
		throw new RestError(
			'rest_upload_no_content_disposition',
			'No Content-Disposition supplied.',
			400
		);
	}
	const filename = headerParam( disposition, 'filename' );
	if ( ! filename ) {
		throw new RestError(
			'rest_upload_invalid_disposition',
			'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
			400
		);
	}
	return { filename, data: request.body };
}

/**
 * `My Photo (1).PNG` -> `My-Photo-1`, accents and unsafe characters removed.
 * @param filename
 */
export function sanitizeFileBase( filename: string ): string {
	const base = filename.split( /[\\/]/ ).pop() ?? '';
	const withoutExtension = base.includes( '.' )
		? base.slice( 0, base.lastIndexOf( '.' ) )
		: base;
	return (
		withoutExtension
			.normalize( 'NFKD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.replace( /[^A-Za-z0-9_-]+/g, '-' )
			.replace( /-{2,}/g, '-' )
			.replace( /^[-_]+|[-_]+$/g, '' )
			.slice( 0, 100 ) || 'image'
	);
}

export function readUpload( request: RestRequest, limit: number ): ImageUpload {
	const { filename, data } = incoming( request );
	if ( data.length > limit ) {
		throw fileTooBig( limit );
	}
	const extension = filename.includes( '.' )
		? filename.slice( filename.lastIndexOf( '.' ) + 1 ).toLowerCase()
		: '';
	const knownExtension = Object.values( ALLOWED_IMAGE_TYPES ).some(
		( list ) => list.includes( extension )
	);
	const image = readImageInfo( data );
	if ( ! knownExtension || ! image ) {
		throw notAllowedType();
	}
	const name = sanitizeFileBase( filename );
	const keepExtension =
		ALLOWED_IMAGE_TYPES[ image.mime ].includes( extension );
	return {
		name,
		data,
		image: keepExtension ? { ...image, extension } : image,
	};
}
