/**
 * Where uploaded files live. Keys are relative paths with forward slashes (`2026/11/photo.png`);
 * the disk implementation keeps them under DATA_DIR/uploads, an object-store implementation
 * (S3-compatible) can keep them as object keys. Nothing else in the server touches upload bytes.
 */
import type { Readable } from 'node:stream';

export type StoredFile = { size: number; modified: Date };

export interface FileStorage {
	/** Writes the bytes under `key`, failing when the key is taken (never overwrites). */
	create: ( key: string, data: Buffer ) => Promise< void >;
	stat: ( key: string ) => Promise< StoredFile | null >;
	/** A stream of the file's bytes, or null when absent. */
	read: ( key: string ) => Promise< Readable | null >;
	/** Deletes `key`; deleting an absent key is not an error. */
	delete: ( key: string ) => Promise< void >;
}

export class StorageKeyError extends Error {}

/**
 * Keys under this prefix are never served at /wp-content/uploads/ (form attachments: they are
 * downloaded only through the Feedback screen, by users who may read responses).
 */
export const PRIVATE_PREFIX = 'private/';

export function isPrivateKey( key: string ): boolean {
	return key.startsWith( PRIVATE_PREFIX );
}

/**
 * Rejects keys that could leave the storage root (`..`, absolute paths, back-slashes, NUL).
 * @param key
 */
export function assertSafeKey( key: string ): void {
	const parts = key.split( '/' );
	if (
		! key ||
		key.startsWith( '/' ) ||
		key.includes( '\\' ) ||
		key.includes( '\0' ) ||
		parts.some( ( part ) => part === '' || part === '.' || part === '..' )
	) {
		throw new StorageKeyError( `Invalid storage key: ${ key }` );
	}
}
