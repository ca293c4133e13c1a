/**
 * Files attached to responses: written to the site's file storage (the interface media uses)
 * before the response's transaction, recorded in `form_files` inside it, read back for the
 * Feedback screen, the CSV and the notification email, and removed from storage when their
 * response is deleted permanently. Only users who can read responses download them, through
 * the Feedback screen (`view=file&file=<uid>`), never from /wp-content/uploads/.
 */
import type { Kysely } from 'kysely';
import type { Database, SiteDb } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { formsDb, nowIso, type FormFileRow } from '../db';
import { attachmentKey, newFileUid } from './file-names';
import type { AcceptedFile } from './upload-check';

export type StoredAttachment = {
	uid: string;
	field: string;
	position: number;
	name: string;
	key: string;
	mime: string;
	size: number;
};

/**
 * The download address of an attached file (for users who can read responses).
 * @param siteUrl
 * @param uid
 */
export function attachmentUrl( siteUrl: string, uid: string ): string {
	return `${ siteUrl.replace( /\/+$/, '' ) }/wp-admin/edit.php?post_type=feedback&view=file&file=${ uid }`;
}

/**
 * "cv.pdf (https://…)": how a file is written in the email and the CSV.
 * @param siteUrl
 * @param file
 * @param file.name
 * @param file.uid
 */
export function attachmentText(
	siteUrl: string,
	file: { name: string; uid: string }
): string {
	return `${ file.name } (${ attachmentUrl( siteUrl, file.uid ) })`;
}

/**
 * The email's links to these files, by file field input name.
 * @param siteUrl
 * @param files
 */
export function fileLinksOf(
	siteUrl: string,
	files: Array< { field: string; name: string; uid: string } >
): Record< string, Array< { name: string; url: string } > > {
	const out: Record<
		string,
		Array< { name: string; url: string } >
	> = Object.create( null );
	for ( const file of files ) {
		( out[ file.field ] ??= [] ).push( {
			name: file.name,
			url: attachmentUrl( siteUrl, file.uid ),
		} );
	}
	return out;
}

export async function removeStoredFiles(
	storage: FileStorage,
	keys: string[]
): Promise< void > {
	await Promise.all(
		keys.map( ( key ) => storage.delete( key ).catch( () => undefined ) )
	);
}

/**
 * Writes the accepted files to storage; on a failure the ones written are removed again.
 * @param storage
 * @param files
 */
export async function writeAttachments(
	storage: FileStorage,
	files: AcceptedFile[]
): Promise< StoredAttachment[] > {
	const stored: StoredAttachment[] = [];
	try {
		for ( const file of files ) {
			const uid = newFileUid();
			const key = attachmentKey( uid, file.name, file.extension );
			await storage.create( key, file.data );
			stored.push( {
				uid,
				field: file.field,
				position: file.position,
				name: file.name,
				key,
				mime: file.mime,
				size: file.data.length,
			} );
		}
	} catch ( error ) {
		await removeStoredFiles(
			storage,
			stored.map( ( file ) => file.key )
		);
		throw error;
	}
	return stored;
}

export async function insertAttachmentRows(
	trx: SiteDb,
	feedbackId: number,
	files: StoredAttachment[]
): Promise< void > {
	if ( ! files.length ) {
		return;
	}
	const createdAt = nowIso();
	await formsDb( trx )
		.insertInto( 'form_files' )
		.values(
			files.map( ( file ) => ( {
				uid: file.uid,
				feedback_id: feedbackId,
				field_name: file.field,
				position: file.position,
				name: file.name,
				storage_key: file.key,
				mime: file.mime,
				size: file.size,
				created_at: createdAt,
			} ) )
		)
		.execute();
}

/**
 * The files of these responses, by response id, in field and upload order.
 * @param db
 * @param feedbackIds
 */
export async function attachmentsOf(
	db: Kysely< Database >,
	feedbackIds: number[]
): Promise< Map< number, FormFileRow[] > > {
	const byResponse = new Map< number, FormFileRow[] >();
	if ( ! feedbackIds.length ) {
		return byResponse;
	}
	const rows = await formsDb( db )
		.selectFrom( 'form_files' )
		.selectAll()
		.where( 'feedback_id', 'in', feedbackIds )
		.orderBy( 'feedback_id' )
		.orderBy( 'id' )
		.execute();
	for ( const row of rows ) {
		const list = byResponse.get( row.feedback_id ) ?? [];
		list.push( row );
		byResponse.set( row.feedback_id, list );
	}
	return byResponse;
}

export async function attachmentByUid(
	db: Kysely< Database >,
	uid: string
): Promise< FormFileRow | null > {
	if ( ! /^[0-9a-f]{32}$/.test( uid ) ) {
		return null;
	}
	return (
		( await formsDb( db )
			.selectFrom( 'form_files' )
			.selectAll()
			.where( 'uid', '=', uid )
			.executeTakeFirst() ) ?? null
	);
}
