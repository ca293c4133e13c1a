/**
 * A small multipart/form-data parser for bodies already read into memory (they are bounded by
 * the upload limit). Returns text fields and file parts; text fields become a record by the
 * same rule as form-encoded bodies (input.ts: `name[]` collects a list, forbidden keys are
 * dropped, no prototype).
 */
import { isForbiddenKey, parseFormEncoded } from './input';

export type MultipartFile = {
	field: string;
	filename: string;
	contentType: string;
	data: Buffer;
};
export type MultipartBody = {
	fields: Record< string, unknown >;
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
 * @param quotedPairs whether `\x` in a quoted value means `x` (RFC 6266 headers). Multipart
 *                    form data does not escape that way (browsers send `"` as `%22` and a
 *                    back-slash as itself, as in an old browser's `C:\dir\file.png`).
 */
export function headerParam(
	header: string,
	name: string,
	quotedPairs = true
): string | null {
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
	if ( plain[ 1 ] === undefined ) {
		return plain[ 2 ].trim();
	}
	return quotedPairs ? plain[ 1 ].replace( /\\(.)/g, '$1' ) : plain[ 1 ];
}

export function parseMultipart(
	body: Buffer,
	boundary: string
): MultipartBody {
	const delimiter = Buffer.from( `--${ boundary }` );
	const files: MultipartFile[] = [];
	const text = new URLSearchParams();
	let position = body.indexOf( delimiter );
	if ( position < 0 ) {
		throw new MultipartError( 'The multipart body has no boundary.' );
	}
	while ( true ) {
		position += delimiter.length;
		if ( body.subarray( position, position + 2 ).toString() === '--' ) {
			return { fields: parseFormEncoded( text.toString() ), files };
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
		const field = headerParam( disposition, 'name', false );
		const filename = headerParam( disposition, 'filename', false );
		if ( field !== null && ! isForbiddenKey( field ) ) {
			if ( filename !== null ) {
				files.push( {
					field,
					filename,
					contentType,
					data: Buffer.from( data ),
				} );
			} else {
				text.append( field, data.toString( 'utf8' ) );
			}
		}
		position = next;
	}
}
