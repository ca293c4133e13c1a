/**
 * Deleting responses permanently (from the Trash only): the response rows with their field
 * values and file records go in one transaction; after the commit, the attached files are
 * removed from the site's file storage. Deliveries and CRM contacts keep their history (their
 * link to the response becomes empty).
 */
import { inTransaction } from '../db/transaction';
import type { SiteContext } from '../site-context';
import { formsDb } from './db';
import { removeStoredFiles } from './files/attachments';

/**
 * Deletes those of `ids` that are in the Trash; answers how many were deleted.
 * @param site
 * @param ids
 */
export async function deleteResponsesPermanently(
	site: Pick< SiteContext, 'db' | 'storage' >,
	ids: number[]
): Promise< number > {
	if ( ! ids.length ) {
		return 0;
	}
	const { deleted, keys } = await inTransaction( site.db, async ( trx ) => {
		const db = formsDb( trx );
		const trashed = (
			await db
				.selectFrom( 'feedback' )
				.select( 'id' )
				.where( 'id', 'in', ids )
				.where( 'status', '=', 'trash' )
				.execute()
		).map( ( row ) => row.id );
		if ( ! trashed.length ) {
			return { deleted: 0, keys: [] as string[] };
		}
		const files = await db
			.selectFrom( 'form_files' )
			.select( 'storage_key' )
			.where( 'feedback_id', 'in', trashed )
			.execute();
		await db
			.deleteFrom( 'feedback' )
			.where( 'id', 'in', trashed )
			.execute();
		return {
			deleted: trashed.length,
			keys: files.map( ( file ) => file.storage_key ),
		};
	} );
	await removeStoredFiles( site.storage, keys );
	return deleted;
}
