/**
 * Attachment rows. The stored file and the row are created together: if the row cannot be
 * written the file is removed again, so neither outlives the other.
 */
import type { AttachmentRow, SiteDb } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import type { ImageInfo } from './image-info';

export async function getAttachment(
	db: SiteDb,
	id: number
): Promise< AttachmentRow | null > {
	return (
		( await db
			.selectFrom( 'attachments' )
			.selectAll()
			.where( 'id', '=', id )
			.executeTakeFirst() ) ?? null
	);
}

export type AttachmentQuery = {
	page: number;
	perPage: number;
	search?: string;
	authors?: number[];
	mimeType?: string;
};

export async function listAttachments( db: SiteDb, query: AttachmentQuery ) {
	let base = db.selectFrom( 'attachments' );
	if ( query.search ) {
		const term = `%${ query.search.replace( /[%_\\]/g, '' ) }%`;
		base = base.where( ( eb ) =>
			eb.or( [ eb( 'title', 'like', term ), eb( 'file', 'like', term ) ] )
		);
	}
	if ( query.authors?.length ) {
		base = base.where( 'author_id', 'in', query.authors );
	}
	if ( query.mimeType ) {
		base = base.where( 'mime_type', '=', query.mimeType );
	}
	const { count } = await base
		.select( ( eb ) => eb.fn.countAll< number >().as( 'count' ) )
		.executeTakeFirstOrThrow();
	const rows = await base
		.selectAll()
		.orderBy( 'date_gmt', 'desc' )
		.orderBy( 'id', 'desc' )
		.limit( query.perPage )
		.offset( ( query.page - 1 ) * query.perPage )
		.execute();
	return { rows, total: Number( count ) };
}

export type NewAttachment = {
	authorId: number;
	/** Folder key, e.g. `2026/11`. */
	folder: string;
	/** Sanitized base name without extension. */
	name: string;
	image: ImageInfo;
	data: Buffer;
	title: string;
	altText: string;
	caption: string;
};

/**
 * Stores the file under the first free name (`name.ext`, `name-1.ext`, …) and records it.
 * @param db
 * @param storage
 * @param input
 */
export async function createAttachment(
	db: SiteDb,
	storage: FileStorage,
	input: NewAttachment
): Promise< AttachmentRow > {
	let key = '';
	for ( let suffix = 0; ; suffix++ ) {
		key = `${ input.folder }/${ input.name }${ suffix ? `-${ suffix }` : '' }.${ input.image.extension }`;
		const takenInDb = await db
			.selectFrom( 'attachments' )
			.select( 'id' )
			.where( 'file', '=', key )
			.executeTakeFirst();
		if ( takenInDb || ( await storage.stat( key ) ) ) {
			continue;
		}
		try {
			await storage.create( key, input.data );
			break;
		} catch ( error ) {
			if ( ( error as NodeJS.ErrnoException ).code !== 'EEXIST' ) {
				throw error;
			}
		}
	}
	const now = new Date().toISOString();
	try {
		return await db
			.insertInto( 'attachments' )
			.values( {
				author_id: input.authorId,
				file: key,
				mime_type: input.image.mime,
				width: input.image.width,
				height: input.image.height,
				filesize: input.data.length,
				slug: key
					.split( '/' )
					.pop()!
					.replace( /\.[^.]+$/, '' )
					.toLowerCase(),
				title: input.title,
				alt_text: input.altText,
				caption: input.caption,
				date_gmt: now,
				modified_gmt: now,
			} )
			.returningAll()
			.executeTakeFirstOrThrow();
	} catch ( error ) {
		await storage.delete( key );
		throw error;
	}
}

export async function updateAttachment(
	db: SiteDb,
	id: number,
	changes: Partial< Pick< AttachmentRow, 'title' | 'alt_text' | 'caption' > >
): Promise< AttachmentRow > {
	return db
		.updateTable( 'attachments' )
		.set( { ...changes, modified_gmt: new Date().toISOString() } )
		.where( 'id', '=', id )
		.returningAll()
		.executeTakeFirstOrThrow();
}

/**
 * Removes the row, then the file (a file left behind by a crash is harmless; a row without file is not).
 * @param db
 * @param storage
 * @param row
 */
export async function deleteAttachment(
	db: SiteDb,
	storage: FileStorage,
	row: AttachmentRow
): Promise< void > {
	await db.deleteFrom( 'attachments' ).where( 'id', '=', row.id ).execute();
	await storage.delete( row.file );
}
