/**
 * Prepared queries (server/db/prepared.ts): built once with Kysely's builder, run with new
 * values each time — bound, never written into the SQL text — through Kysely's executor or,
 * inside a transaction, straight on its connection; their writes reach the read cache, and
 * a rolled-back transaction takes them back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { writeInBatch } from '../../server/db/group-commit';
import { openDatabase } from '../../server/db/open';
import {
	prepareQuery,
	runPrepared,
	syncTransaction,
} from '../../server/db/prepared';
import type { SiteDb } from '../../server/db/schema';
import { getOptions } from '../../server/settings/options';

const optionByName = prepareQuery( ( db, p: { name: string } ) =>
	db.selectFrom( 'options' ).selectAll().where( 'name', '=', p.name )
);

const saveOption = prepareQuery( ( db, p: { name: string; value: string } ) =>
	db
		.insertInto( 'options' )
		.values( { name: p.name, value: p.value } )
		.onConflict( ( oc ) =>
			oc.column( 'name' ).doUpdateSet( ( eb ) => ( {
				value: eb.ref( 'excluded.value' ),
			} ) )
		)
);

let dataDir: string;
let db: SiteDb;

beforeAll( async () => {
	dataDir = mkdtempSync( path.join( os.tmpdir(), 'prepared-' ) );
	db = await openDatabase( dataDir );
} );

afterAll( async () => {
	await db.destroy();
	rmSync( dataDir, { recursive: true, force: true } );
} );

it( 'binds every value and writes none into the SQL text', () => {
	const hostile = "x'); drop table options; --";
	expect( saveOption.sql ).not.toContain( hostile );
	expect( saveOption.sql.match( /\?/g ) ).toHaveLength( 2 );
	expect( saveOption.args( { name: hostile, value: '1' } ) ).toEqual( [
		hostile,
		'1',
	] );
	// A value the query holds itself stays in its place among the named ones.
	const counted = prepareQuery( ( q, p: { key: string } ) =>
		q
			.updateTable( 'rate_limits' )
			.set( ( eb ) => ( { count: eb( 'count', '+', 5 ) } ) )
			.where( 'key', '=', p.key )
	);
	expect( counted.args( { key: 'k' } ) ).toEqual( [ 5, 'k' ] );
} );

it( 'refuses a parameter the query would not bind', () => {
	// Computed with once, while the query is built: every later run would get that result.
	const computed = prepareQuery( ( q, p: { limit: number } ) =>
		q.selectFrom( 'options' ).selectAll().limit( Math.min( p.limit, 10 ) )
	);
	expect( () => computed.sql ).toThrow( 'parameter "limit" is not bound' );
	// Written into the text: Kysely refuses it itself.
	const inlined = prepareQuery( ( q, p: { name: string } ) =>
		q
			.selectFrom( 'options' )
			.selectAll()
			.where( 'name', '=', sql.lit( p.name ) )
	);
	expect( () => inlined.sql ).toThrow();
} );

it( 'runs through Kysely anywhere and on the connection inside a transaction, with new values each time', async () => {
	await writeInBatch( db, async ( trx ) => {
		const tx = syncTransaction( trx );
		tx.run( saveOption, { name: 'prepared_a', value: '"one"' } );
		tx.run( saveOption, { name: 'prepared_b', value: '"two"' } );
		expect( tx.get( optionByName, { name: 'prepared_a' } ) ).toEqual( {
			name: 'prepared_a',
			value: '"one"',
		} );
	} );
	const { rows } = await runPrepared( db, optionByName, {
		name: 'prepared_b',
	} );
	expect( rows ).toEqual( [ { name: 'prepared_b', value: '"two"' } ] );
} );

it( 'runs synchronously only inside a transaction', async () => {
	expect( () => syncTransaction( db ) ).toThrow(
		'only inside a transaction'
	);
	await db.transaction().execute( async ( trx ) => {
		expect( () => syncTransaction( trx ) ).not.toThrow();
	} );
} );

it( 'tells the read cache about its writes, and a rollback takes them back', async () => {
	const read = async () =>
		( await getOptions( db, [ 'prepared_cached' ] ) ).prepared_cached;
	await writeInBatch( db, async ( trx ) => {
		syncTransaction( trx ).run( saveOption, {
			name: 'prepared_cached',
			value: '"before"',
		} );
	} );
	expect( await read() ).toBe( 'before' );
	await writeInBatch( db, async ( trx ) => {
		syncTransaction( trx ).run( saveOption, {
			name: 'prepared_cached',
			value: '"after"',
		} );
	} );
	expect( await read() ).toBe( 'after' );
	await expect(
		db.transaction().execute( async ( trx ) => {
			syncTransaction( trx ).run( saveOption, {
				name: 'prepared_cached',
				value: '"undone"',
			} );
			expect(
				( await getOptions( trx, [ 'prepared_cached' ] ) )
					.prepared_cached
			).toBe( 'undone' );
			throw new Error( 'roll back' );
		} )
	).rejects.toThrow( 'roll back' );
	expect( await read() ).toBe( 'after' );
} );
