/**
 * Reads kept between requests (server/db/read-cache.ts) are read again as soon as what they
 * come from changes: a write of this connection to their table, a rolled-back write, or a
 * commit of another connection (another site process); and a form edited after visitors
 * loaded it is the one their submission is checked against.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { DATABASE_FILE, openDatabase } from '../../server/db/open';
import type { SiteDb } from '../../server/db/schema';
import { getOptions, setOptions } from '../../server/settings/options';
import {
	field,
	formContent,
	formsSiteForThisFile,
	publishPost,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';

const OPTION = 'read_cache_test';

async function readOption( db: SiteDb ) {
	return ( await getOptions( db, [ OPTION ] ) )[ OPTION ];
}

describe( 'options read through the cache', () => {
	let dataDir: string;
	let db: SiteDb;

	beforeAll( async () => {
		dataDir = mkdtempSync( path.join( os.tmpdir(), 'read-cache-' ) );
		db = await openDatabase( dataDir );
	} );

	afterAll( async () => {
		await db.destroy();
		rmSync( dataDir, { recursive: true, force: true } );
	} );

	it( 'answers the value written last by this connection', async () => {
		await setOptions( db, { [ OPTION ]: 'first' } );
		expect( await readOption( db ) ).toBe( 'first' );
		expect( await readOption( db ) ).toBe( 'first' );
		await setOptions( db, { [ OPTION ]: 'second' } );
		expect( await readOption( db ) ).toBe( 'second' );
		// Raw SQL without quoted names counts as well.
		await sql`update options set value = ${ JSON.stringify(
			'third'
		) } where name = ${ OPTION }`.execute( db );
		expect( await readOption( db ) ).toBe( 'third' );
	} );

	it( 'forgets what a rolled-back transaction wrote', async () => {
		await setOptions( db, { [ OPTION ]: 'kept' } );
		await expect(
			db.transaction().execute( async ( trx ) => {
				await trx
					.updateTable( 'options' )
					.set( { value: JSON.stringify( 'undone' ) } )
					.where( 'name', '=', OPTION )
					.execute();
				// Read inside the transaction, before it is rolled back.
				expect( await readOption( trx ) ).toBe( 'undone' );
				throw new Error( 'roll back' );
			} )
		).rejects.toThrow( 'roll back' );
		expect( await readOption( db ) ).toBe( 'kept' );
	} );

	it( 'sees what another connection committed', async () => {
		await setOptions( db, { [ OPTION ]: 'ours' } );
		expect( await readOption( db ) ).toBe( 'ours' );
		const other = new SQLite( path.join( dataDir, DATABASE_FILE ) );
		try {
			other
				.prepare( 'update options set value = ? where name = ?' )
				.run( JSON.stringify( 'theirs' ), OPTION );
		} finally {
			other.close();
		}
		expect( await readOption( db ) ).toBe( 'theirs' );
	} );
} );

describe( 'a form read through the cache', () => {
	const site = formsSiteForThisFile();

	it( 'checks a submission against the form as last published, not as first read', async () => {
		const admin = await site.testSite.admin();
		const content = ( nameRequired: boolean ) =>
			formContent(
				[
					field( 'name', { required: nameRequired } ),
					field( 'textarea', { label: 'Message' } ),
					SUBMIT_BUTTON,
				].join( '\n' )
			);
		const { id } = await publishPost( admin, content( false ) );
		const visitor = site.testSite.client();
		const first = await visitForm( visitor, id );
		const answer = await submitJson( visitor, first, {
			[ `g${ id }-message` ]: 'Hi',
		} );
		expect( answer.body.success ).toBe( true );
		// The name becomes required.
		const edited = await admin.rest( `/wp/v2/posts/${ id }`, {
			method: 'POST',
			body: { content: content( true ) },
		} );
		expect( edited.status ).toBe( 200 );
		const second = await visitForm( visitor, id );
		const { body } = await submitJson( visitor, second, {
			[ `g${ id }-message` ]: 'Hi again',
		} );
		expect( body.success ).toBe( false );
		expect(
			body.errors.map( ( error: { label: string } ) => error.label )
		).toEqual( [ 'Name' ] );
	} );
} );
