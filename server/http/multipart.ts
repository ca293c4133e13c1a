/**
 * A small multipart/form-data parser for bodies already read into memory (they are bounded by
 * the upload limit). Returns text fields and file parts; field names follow input.ts's rule.
 */
import { inputRecord, isForbiddenKey } from './input';

export type MultipartFile = {
	field: string;
	filename: string;
	contentType: string;
	data: Buffer;
};
export type MultipartBody = {
	fields: Record< string, string >;
	files: MultipartFile[];
};

export class MultipartError extends Error {}

export function boundaryOf( contentType: string | undefined ): string | null {
	const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec( contentType ?? '' );
	return match ? ( match[ 1 ] ?? match[ 2 ] ) : null;
}

/**
 * Reads a parameter of a header value such as Content-Disposition (`filename="a.png"`).
 * @param header
 * @param name
 */
export function headerParam( header: string, name: string ): string | null {
	const star = new RegExp(
		`${ name }\\*=(?:UTF-8|utf-8)''([^;]+)`,
		'i'
	).exec( header );
	if ( star ) {
		try {
			return decodeURIComponent( star[ 1 ].trim() );
		} catch {
			return star[ 1 ].trim();
		}
	}
	const plain = new RegExp(
		`(?:^|;)\\s*${ name }=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]+))`,
		'i'
	).exec( header );
	if ( ! plain ) {
		return null;
	}
	return plain[ 1 ] !== undefined
		? plain[ 1 ].replace( /\\(.)/g, '$1' )
		: plain[ 2 ].trim();
}

export function parseMultipart(
	body: Buffer,
	boundary: string
): MultipartBody {
	const delimiter = Buffer.from( `--${ boundary }` );
	const result: MultipartBody = { fields: inputRecord(), files: [] };
	let position = body.indexOf( delimiter );
	if ( position < 0 ) {
		throw new MultipartError( 'The multipart body has no boundary.' );
	}
	while ( true ) {
		position += delimiter.length;
		if ( body.subarray( position, position + 2 ).toString() === '--' ) {
			return result;
		}
		const headerEnd = body.indexOf( '\r\n\r\n', position );
		const next = body.indexOf( delimiter, position );
		if ( headerEnd < 0 || next < 0 || headerEnd > next ) {
			throw new MultipartError( 'The multipart body is truncated.' );
		}
		const headers = body
			.subarray( position, headerEnd )
			.toString( 'utf8' )
			.trim()
			.split( '\r\n' );
		// Part data ends with the CRLF that precedes the next delimiter.
		const data = body.subarray( headerEnd + 4, next - 2 );
		let disposition = '';
		let contentType = 'text/plain';
		for ( const line of headers ) {
			const index = line.indexOf( ':' );
			const name = line.slice( 0, index ).trim().toLowerCase();
			const value = line.slice( index + 1 ).trim();
			if ( name === 'content-disposition' ) {
				disposition = value;
			} else if ( name === 'content-type' ) {
				contentType = value.toLowerCase();
			}
		}
		const field = headerParam( disposition, 'name' );
		const filename = headerParam( disposition, 'filename' );
		if ( field !== null && ! isForbiddenKey( field ) ) {
			if ( filename !== null ) {
				result.files.push( {
					field,
					filename,
					contentType,
					data: Buffer.from( data ),
				} );
			} else {
				result.fields[ field ] = data.toString( 'utf8' );
			}
		}
		position = next;
	}
}
