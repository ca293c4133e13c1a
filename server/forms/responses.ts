/**
 * Reading stored responses for the admin: the list (by folder, search and form), one response
 * with its fields, the forms that have responses, and the rows of a CSV export.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
	formsDb,
	type FeedbackFieldRow,
	type FeedbackRow,
	type FeedbackStatus,
	type FormFileRow,
} from './db';
import { attachmentsOf } from './files/attachments';
import type { FieldValue } from './model/validate';

export type Folder = 'inbox' | 'spam' | 'trash';

export const FOLDER_STATUS: Record< Folder, FeedbackStatus > = {
	inbox: 'publish',
	spam: 'spam',
	trash: 'trash',
};

export type ResponseFilter = {
	folder: Folder;
	search: string;
	/** Only responses to the form(s) of this post. */
	postId: number | null;
};

export type StoredField = {
	name: string;
	label: string;
	type: string;
	value: FieldValue;
	/** The multi-step form's step it was given in; null outside steps. */
	step: string | null;
};

/** A response with its field values and its attached files (in field and upload order). */
export type StoredResponse = FeedbackRow & {
	fields: StoredField[];
	files: FormFileRow[];
};

function parseValue( json: string ): FieldValue {
	try {
		const value: unknown = JSON.parse( json );
		if ( Array.isArray( value ) ) {
			return value.map( String );
		}
		return typeof value === 'string' ? value : String( value ?? '' );
	} catch {
		return json;
	}
}

function toField( row: FeedbackFieldRow ): StoredField {
	return {
		name: row.name,
		label: row.label,
		type: row.type,
		value: parseValue( row.value ),
		step: row.step,
	};
}

function likePattern( search: string ): string {
	return `%${ search.replace( /[\\%_]/g, ( char ) => `\\${ char }` ) }%`;
}

function filtered( db: Kysely< Database >, filter: ResponseFilter ) {
	let query = formsDb( db )
		.selectFrom( 'feedback' )
		.where( 'feedback.status', '=', FOLDER_STATUS[ filter.folder ] );
	if ( filter.postId !== null ) {
		// A synced form is one form wherever it is placed.
		query = query.where(
			( eb ) => eb.fn.coalesce( 'feedback.form_id', 'feedback.post_id' ),
			'=',
			filter.postId
		);
	}
	const search = filter.search.trim();
	if ( search ) {
		const pattern = likePattern( search );
		query = query.where( ( eb ) =>
			eb.or( [
				sql< boolean >`feedback.author_name like ${ pattern } escape '\\'`,
				sql< boolean >`feedback.author_email like ${ pattern } escape '\\'`,
				eb.exists(
					eb
						.selectFrom( 'feedback_fields' )
						.select( 'feedback_fields.feedback_id' )
						.whereRef(
							'feedback_fields.feedback_id',
							'=',
							'feedback.id'
						)
						.where(
							sql< boolean >`feedback_fields.value like ${ pattern } escape '\\'`
						)
				),
			] )
		);
	}
	return query;
}

async function withFields(
	db: Kysely< Database >,
	rows: FeedbackRow[]
): Promise< StoredResponse[] > {
	if ( ! rows.length ) {
		return [];
	}
	const fields = await formsDb( db )
		.selectFrom( 'feedback_fields' )
		.selectAll()
		.where(
			'feedback_id',
			'in',
			rows.map( ( row ) => row.id )
		)
		.orderBy( 'feedback_id' )
		.orderBy( 'position' )
		.execute();
	const byResponse = new Map< number, StoredField[] >();
	for ( const field of fields ) {
		const list = byResponse.get( field.feedback_id ) ?? [];
		list.push( toField( field ) );
		byResponse.set( field.feedback_id, list );
	}
	const files = await attachmentsOf(
		db,
		rows.map( ( row ) => row.id )
	);
	return rows.map( ( row ) => ( {
		...row,
		fields: byResponse.get( row.id ) ?? [],
		files: files.get( row.id ) ?? [],
	} ) );
}

export async function listResponses(
	db: Kysely< Database >,
	filter: ResponseFilter,
	page: number,
	perPage: number
): Promise< { rows: StoredResponse[]; total: number } > {
	const { total } = await filtered( db, filter )
		.select( ( eb ) => eb.fn.countAll< number >().as( 'total' ) )
		.executeTakeFirstOrThrow();
	const rows = await filtered( db, filter )
		.selectAll( 'feedback' )
		.orderBy( 'feedback.id', 'desc' )
		.limit( perPage )
		.offset( ( page - 1 ) * perPage )
		.execute();
	return { rows: await withFields( db, rows ), total: Number( total ) };
}

/**
 * Responses for a CSV export: the given ids (in any folder), or every response the filter matches.
 * @param db
 * @param ids
 * @param filter
 */
export async function responsesForExport(
	db: Kysely< Database >,
	ids: number[] | null,
	filter: ResponseFilter
): Promise< StoredResponse[] > {
	const rows = ids
		? await formsDb( db )
				.selectFrom( 'feedback' )
				.selectAll()
				.where( 'id', 'in', ids.length ? ids : [ -1 ] )
				.orderBy( 'id' )
				.execute()
		: await filtered( db, filter )
				.selectAll( 'feedback' )
				.orderBy( 'feedback.id' )
				.execute();
	return withFields( db, rows );
}

export async function getResponse(
	db: Kysely< Database >,
	id: number
): Promise< StoredResponse | null > {
	const row = await formsDb( db )
		.selectFrom( 'feedback' )
		.selectAll()
		.where( 'id', '=', id )
		.executeTakeFirst();
	return row ? ( await withFields( db, [ row ] ) )[ 0 ] : null;
}

/**
 * The posts that have responses, with their titles, for the "filter by form" control.
 * @param db
 */
export async function formsWithResponses(
	db: Kysely< Database >
): Promise< Array< { postId: number; title: string; count: number } > > {
	const rows = await formsDb( db )
		.selectFrom( 'feedback' )
		.leftJoin( 'posts', ( join ) =>
			join.on( ( eb ) =>
				eb(
					'posts.id',
					'=',
					eb.fn.coalesce( 'feedback.form_id', 'feedback.post_id' )
				)
			)
		)
		.select( ( eb ) => [
			eb.fn
				.coalesce( 'feedback.form_id', 'feedback.post_id' )
				.as( 'postId' ),
			eb.fn.max( 'posts.title' ).as( 'title' ),
			eb.fn.max( 'feedback.form_title' ).as( 'formTitle' ),
			eb.fn.countAll< number >().as( 'count' ),
		] )
		.where( 'feedback.status', '!=', 'trash' )
		.groupBy( ( eb ) =>
			eb.fn.coalesce( 'feedback.form_id', 'feedback.post_id' )
		)
		.orderBy( 'postId', 'desc' )
		.execute();
	return rows.map( ( row ) => ( {
		postId: row.postId,
		title: row.title || row.formTitle || `#${ row.postId }`,
		count: Number( row.count ),
	} ) );
}
