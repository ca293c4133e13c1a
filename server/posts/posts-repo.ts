/**
 * Reading and writing posts. Every write that touches more than one row, or must pick a unique
 * slug, runs in one transaction.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/users';
import { can } from '../auth/users';
import type { Database, PostRow, SiteDb } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { postTypeOf } from './post-types';
import { sanitizeSlug, uniqueSlug } from './slug';

export async function getPost(
	db: Kysely< Database >,
	id: number
): Promise< PostRow | null > {
	return (
		( await db
			.selectFrom( 'posts' )
			.selectAll()
			.where( 'id', '=', id )
			.executeTakeFirst() ) ?? null
	);
}

/**
 * The post or page with this slug, trashed posts excluded.
 * @param db
 * @param slug
 */
export async function getPostBySlug(
	db: SiteDb,
	slug: string
): Promise< PostRow | null > {
	const row = await db
		.selectFrom( 'posts' )
		.selectAll()
		.where( 'slug', '=', slug )
		.where( 'status', '!=', 'trash' )
		.orderBy( 'type', 'desc' )
		.executeTakeFirst();
	return row ?? null;
}

export type PostQuery = {
	type: string;
	statuses: string[];
	viewer: Viewer;
	search?: string;
	authors?: number[];
	slugs?: string[];
	include?: number[];
	orderBy: 'date' | 'id' | 'title' | 'modified' | 'slug';
	order: 'asc' | 'desc';
	page: number;
	perPage: number;
};

const ORDER_COLUMNS = {
	date: 'date_gmt',
	id: 'id',
	title: 'title',
	modified: 'modified_gmt',
	slug: 'slug',
} as const;

/**
 * A page of posts the viewer may read, with the total across all pages.
 * @param db
 * @param query
 */
export async function listPosts(
	db: SiteDb,
	query: PostQuery
): Promise< { rows: PostRow[]; total: number } > {
	const type = postTypeOf( query.type );
	const caps = type?.caps;
	let base = db
		.selectFrom( 'posts' )
		.where( 'type', '=', query.type )
		.where( 'status', 'in', query.statuses );
	// Non-public posts only when the viewer may read them (see post-permissions.ts).
	const viewer = query.viewer;
	base = base.where( ( eb ) => {
		const visible = [ eb( 'status', '=', 'publish' ) ];
		if ( viewer && caps ) {
			const own = eb( 'author_id', '=', viewer.id );
			visible.push(
				eb.and( [
					eb( 'status', '=', 'private' ),
					can( viewer, caps.read_private_posts )
						? eb.lit( true )
						: own,
				] )
			);
			let editable: Expression< SqlBool > = eb.lit( false );
			if ( can( viewer, caps.edit_posts ) ) {
				editable = can( viewer, caps.edit_others_posts )
					? eb.lit( true )
					: own;
			}
			visible.push(
				eb.and( [
					eb( 'status', 'in', [ 'draft', 'pending', 'trash' ] ),
					editable,
				] )
			);
		}
		return eb.or( visible );
	} );
	if ( query.search ) {
		const term = query.search.toLowerCase();
		base = base.where( ( eb ) =>
			eb.or( [
				eb( sql< number >`instr(lower(title), ${ term })`, '>', 0 ),
				eb( sql< number >`instr(lower(content), ${ term })`, '>', 0 ),
				eb( sql< number >`instr(lower(excerpt), ${ term })`, '>', 0 ),
			] )
		);
	}
	if ( query.authors?.length ) {
		base = base.where( 'author_id', 'in', query.authors );
	}
	if ( query.slugs?.length ) {
		base = base.where( 'slug', 'in', query.slugs );
	}
	if ( query.include?.length ) {
		base = base.where( 'id', 'in', query.include );
	}
	const { count } = await base
		.select( ( eb ) => eb.fn.countAll< number >().as( 'count' ) )
		.executeTakeFirstOrThrow();
	const rows = await base
		.selectAll()
		.orderBy( ORDER_COLUMNS[ query.orderBy ], query.order )
		.orderBy( 'id', query.order )
		.limit( query.perPage )
		.offset( ( query.page - 1 ) * query.perPage )
		.execute();
	return { rows, total: Number( count ) };
}

export type PostInput = {
	type: string;
	status: string;
	title: string;
	content: string;
	excerpt: string;
	authorId: number;
	slug?: string;
	dateGmt?: string;
};

export async function insertPost(
	db: Kysely< Database >,
	input: PostInput
): Promise< PostRow > {
	return inTransaction( db, async ( trx ) => {
		const now = new Date().toISOString();
		const wanted =
			sanitizeSlug( input.slug ?? '' ) || sanitizeSlug( input.title );
		const row = await trx
			.insertInto( 'posts' )
			.values( {
				type: input.type,
				status: input.status,
				// A unique placeholder until the real slug is known (it may need the new id).
				slug: `__new-${ now }-${ Math.random() }`,
				title: input.title,
				content: input.content,
				excerpt: input.excerpt,
				author_id: input.authorId,
				date_gmt: input.dateGmt ?? now,
				modified_gmt: now,
			} )
			.returningAll()
			.executeTakeFirstOrThrow();
		const slug = await uniqueSlug(
			trx,
			input.type,
			wanted || String( row.id ),
			row.id
		);
		return trx
			.updateTable( 'posts' )
			.set( { slug } )
			.where( 'id', '=', row.id )
			.returningAll()
			.executeTakeFirstOrThrow();
	} );
}

export type PostChanges = Partial< Omit< PostInput, 'type' > >;

export async function updatePost(
	db: Kysely< Database >,
	post: PostRow,
	changes: PostChanges
): Promise< PostRow > {
	return inTransaction( db, async ( trx ) => {
		const values: Partial< PostRow > = {
			modified_gmt: new Date().toISOString(),
		};
		if ( changes.title !== undefined ) {
			values.title = changes.title;
		}
		if ( changes.content !== undefined ) {
			values.content = changes.content;
		}
		if ( changes.excerpt !== undefined ) {
			values.excerpt = changes.excerpt;
		}
		if ( changes.status !== undefined ) {
			values.status = changes.status;
		}
		if ( changes.authorId !== undefined ) {
			values.author_id = changes.authorId;
		}
		if ( changes.dateGmt !== undefined ) {
			values.date_gmt = changes.dateGmt;
		}
		const trashedSlug = post.slug.endsWith( '__trashed' );
		if ( changes.slug !== undefined ) {
			const wanted =
				sanitizeSlug( changes.slug ) ||
				sanitizeSlug( changes.title ?? post.title ) ||
				String( post.id );
			values.slug = await uniqueSlug( trx, post.type, wanted, post.id );
		} else if ( changes.status === 'trash' && ! trashedSlug ) {
			// WordPress frees a trashed post's slug for reuse.
			values.slug = await uniqueSlug(
				trx,
				post.type,
				`${ post.slug }__trashed`,
				post.id
			);
		} else if (
			changes.status !== undefined &&
			changes.status !== 'trash' &&
			trashedSlug
		) {
			values.slug = await uniqueSlug(
				trx,
				post.type,
				post.slug.replace( /__trashed(-\d+)?$/, '' ),
				post.id
			);
		}
		return trx
			.updateTable( 'posts' )
			.set( values )
			.where( 'id', '=', post.id )
			.returningAll()
			.executeTakeFirstOrThrow();
	} );
}

export async function deletePost( db: SiteDb, id: number ): Promise< void > {
	await db.deleteFrom( 'posts' ).where( 'id', '=', id ).execute();
}
