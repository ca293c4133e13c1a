/**
 * FileStorage on the local disk, under one root folder (DATA_DIR/uploads).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage, type StoredFile } from './storage';

export class DiskStorage implements FileStorage {
	constructor( private readonly root: string ) {}

	private resolve( key: string ): string {
		assertSafeKey( key );
		return path.join( this.root, ...key.split( '/' ) );
	}

	async create( key: string, data: Buffer ): Promise< void > {
		const file = this.resolve( key );
		await mkdir( path.dirname( file ), { recursive: true } );
		// `wx` fails when the file exists, so two uploads can never overwrite each other.
		await writeFile( file, data, { flag: 'wx' } );
	}

	async stat( key: string ): Promise< StoredFile | null > {
		try {
			const info = await stat( this.resolve( key ) );
			return info.isFile()
				? { size: info.size, modified: info.mtime }
				: null;
		} catch {
			return null;
		}
	}

	async read( key: string ): Promise< Readable | null > {
		return ( await this.stat( key ) )
			? createReadStream( this.resolve( key ) )
			: null;
	}

	async delete( key: string ): Promise< void > {
		await rm( this.resolve( key ), { force: true } );
	}
}
