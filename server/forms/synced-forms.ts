/**
 * Loads the synced forms a post references (`jetpack_form` posts, see
 * shared/forms/model/synced-forms.ts) and gives the post with them in place, for the site's
 * pages and the form endpoint. Only published forms are used: a draft, trashed or missing form
 * renders nothing and cannot be submitted.
 */
import type { PostRow, SiteDb } from '../db/schema';
import {
	expandSyncedForms,
	syncedFormIds,
	type SyncedFormSource,
} from '../../shared/forms/model/synced-forms';

/** At most this many different synced forms are resolved in one post. */
const MAX_REFS = 50;

export async function loadSyncedForms(
	db: SiteDb,
	content: string
): Promise< Map< number, SyncedFormSource > > {
	const ids = syncedFormIds( content ).slice( 0, MAX_REFS );
	const sources = new Map< number, SyncedFormSource >();
	if ( ! ids.length ) {
		return sources;
	}
	const rows = await db
		.selectFrom( 'posts' )
		.select( [ 'id', 'title', 'content' ] )
		.where( 'id', 'in', ids )
		.where( 'type', '=', 'jetpack_form' )
		.where( 'status', '=', 'publish' )
		.execute();
	for ( const row of rows ) {
		sources.set( row.id, { title: row.title, content: row.content } );
	}
	return sources;
}

/**
 * The post with every synced form it references in place (the same row when there is none).
 * @param db
 * @param post
 */
export async function withSyncedForms< T extends Pick< PostRow, 'content' > >(
	db: SiteDb,
	post: T
): Promise< T > {
	const sources = await loadSyncedForms( db, post.content );
	const content = expandSyncedForms( post.content, sources );
	return content === post.content ? post : { ...post, content };
}
