/**
 * File names as visitors send them are not trusted: `../../etc/passwd` and `C:\x\y.png` carry
 * paths, names can hold control or bidirectional-override characters (`invoice‮fdp.exe`).
 * The name kept for display and download is the base name with those removed; the storage key
 * never contains the visitor's name at all beyond its sanitised base.
 */
import { randomBytes } from 'node:crypto';
import { sanitizeFileBase } from '../../media/upload';
import { PRIVATE_PREFIX } from '../../storage/storage';

const MAX_NAME = 120;

/**
 * The base name (after the last `/` or `\`), without control, format or bidi characters,
 * leading dots and surrounding spaces, at most 120 characters (the extension kept); `file` when
 * nothing is left.
 * @param raw
 */
export function safeFileName( raw: string ): string {
	const base = ( raw.split( /[\\/]/ ).pop() ?? '' )
		.normalize( 'NFC' )
		.replace( /[\p{Cc}\p{Cf}\u2028\u2029]/gu, '' )
		.replace( /[<>:"|?*]/g, '_' )
		.trim()
		.replace( /^\.+/, '' )
		.trim();
	if ( ! base ) {
		return 'file';
	}
	if ( base.length <= MAX_NAME ) {
		return base;
	}
	const dot = base.lastIndexOf( '.' );
	const extension =
		dot > 0 && base.length - dot <= 10 ? base.slice( dot ) : '';
	return base.slice( 0, MAX_NAME - extension.length ) + extension;
}

/** A random id for a stored file (its download address). */
export function newFileUid(): string {
	return randomBytes( 16 ).toString( 'hex' );
}

/**
 * Where an attached file is kept: under the private prefix (never served as an upload), in a
 * folder of its own, named by the sanitised base and the recognised extension.
 * @param uid
 * @param name      the safe file name
 * @param extension the allowed extension it was recognised by
 * @param now
 */
export function attachmentKey(
	uid: string,
	name: string,
	extension: string,
	now = new Date()
): string {
	const month = String( now.getUTCMonth() + 1 ).padStart( 2, '0' );
	const base = sanitizeFileBase( name ).toLowerCase() || 'file';
	return `${ PRIVATE_PREFIX }forms/${ now.getUTCFullYear() }/${ month }/${ uid }/${ base }.${ extension }`;
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name
 * (RFC 6266 / RFC 8187).
 * @param name
 */
export function attachmentDisposition( name: string ): string {
	const ascii =
		name
			.normalize( 'NFKD' )
			.replace( /[^\x20-\x7e]/g, '' )
			.replace( /["\\%;]/g, '_' )
			.trim() || 'file';
	const encoded = encodeURIComponent( name ).replace(
		/['()*]/g,
		( char ) => `%${ char.charCodeAt( 0 ).toString( 16 ).toUpperCase() }`
	);
	return `attachment; filename="${ ascii }"; filename*=UTF-8''${ encoded }`;
}
