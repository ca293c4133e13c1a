/**
 * The options table: named JSON values, as WordPress's wp_options.
 */
import type { Kysely } from 'kysely';
import { cachedRead } from '../db/read-cache';
import type { Database, SiteDb } from '../db/schema';

export async function getOptions(
	db: Kysely< Database >,
	names: string[]
): Promise< Record< string, unknown > > {
	if ( ! names.length ) {
		return {};
	}
	// Kept until the options are written (the rows, parsed anew for each caller).
	const rows = await cachedRead(
		db,
		[ 'options' ],
		`options:${ names.join( ',' ) }`,
		() =>
			db
				.selectFrom( 'options' )
				.selectAll()
				.where( 'name', 'in', names )
				.execute()
	);
	const values: Record< string, unknown > = {};
	for ( const row of rows ) {
		values[ row.name ] = JSON.parse( row.value );
	}
	return values;
}

/**
 * Writes several options in one transaction: all of them or none.
 * @param db
 * @param values
 */
export async function setOptions(
	db: SiteDb,
	values: Record< string, unknown >
): Promise< void > {
	await db.transaction().execute( async ( trx ) => {
		for ( const [ name, value ] of Object.entries( values ) ) {
			const json = JSON.stringify( value );
			await trx
				.insertInto( 'options' )
				.values( { name, value: json } )
				.onConflict( ( oc ) =>
					oc.column( 'name' ).doUpdateSet( { value: json } )
				)
				.execute();
		}
	} );
}
