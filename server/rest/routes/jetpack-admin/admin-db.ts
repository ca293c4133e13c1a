/**
 * The tables of migration 0003 as Kysely sees them, and named admin records: JSON values kept
 * under a name (`waf`, `search/settings`, …), read with a default and written whole.
 */
import type { Generated, Kysely } from 'kysely';
import type { Database, SiteDb } from '../../../db/schema';

export type AdminTables = {
	admin_records: { name: string; value: string; updated_at: string };
	admin_licenses: {
		id: Generated< number >;
		license_key: string;
		user_id: number;
		product_slug: string;
		created_at: string;
		attached_at: string | null;
		revoked_at: string | null;
	};
	admin_stats_views: { day: string; post_id: number; views: number };
	admin_survey_responses: {
		id: Generated< number >;
		user_id: number;
		survey_id: string;
		site_id: number | null;
		responses: string;
		created_at: string;
	};
};

export type AdminDb = Kysely< Database & AdminTables >;

/**
 * The site database (or a transaction on it) with the admin tables typed. Kysely's table types
 * exist only for the compiler, so this is the same connection.
 * @param db
 */
export function adminDb( db: SiteDb | AdminDb ): AdminDb {
	return db as unknown as AdminDb;
}

export function nowIso(): string {
	return new Date().toISOString();
}

export async function readRecord< T >(
	db: SiteDb | AdminDb,
	name: string,
	fallback: T
): Promise< T > {
	const row = await adminDb( db )
		.selectFrom( 'admin_records' )
		.select( 'value' )
		.where( 'name', '=', name )
		.executeTakeFirst();
	return row ? ( JSON.parse( row.value ) as T ) : fallback;
}

export async function writeRecord< T >(
	db: SiteDb | AdminDb,
	name: string,
	value: T
): Promise< T > {
	const json = JSON.stringify( value );
	const updatedAt = nowIso();
	await adminDb( db )
		.insertInto( 'admin_records' )
		.values( { name, value: json, updated_at: updatedAt } )
		.onConflict( ( oc ) =>
			oc
				.column( 'name' )
				.doUpdateSet( { value: json, updated_at: updatedAt } )
		)
		.execute();
	return value;
}

/**
 * Reads a record, applies `change` and writes the result, in one transaction.
 * @param db
 * @param name
 * @param fallback
 * @param change
 */
export async function updateRecord< T >(
	db: SiteDb,
	name: string,
	fallback: T,
	change: ( current: T ) => T
): Promise< T > {
	return adminDb( db )
		.transaction()
		.execute( async ( trx ) => {
			const next = change( await readRecord( trx, name, fallback ) );
			return writeRecord( trx, name, next );
		} );
}
