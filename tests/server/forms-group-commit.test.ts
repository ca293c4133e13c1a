/**
 * Group commit under concurrent submissions: many visitors submitting at once share a few
 * transactions (fewer commits than submissions), each visitor still gets their own answer, a
 * unit that fails inside a batch is rolled back alone, and everything acknowledged is in the
 * database file.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { groupCommitStats, writeInBatch } from '../../server/db/group-commit';
import { DATABASE_FILE } from '../../server/db/open';
import {
	field,
	formContent,
	formsSiteForThisFile,
	publishPost,
	submitJson,
	SUBMIT_BUTTON,
	visitForm,
} from './support/forms';

const site = formsSiteForThisFile();

const VISITORS = 40;

function storedMessages(): string[] {
	// A second connection sees only what was committed to the database file.
	const reader = new SQLite(
		path.join( site.testSite.dataDir, DATABASE_FILE ),
		{
			readonly: true,
		}
	);
	try {
		return (
			reader
				.prepare(
					"select value from feedback_fields where label = 'Message'"
				)
				.all() as Array< { value: string } >
		 ).map( ( row ) => JSON.parse( row.value ) as string );
	} finally {
		reader.close();
	}
}

it( 'writes concurrent submissions in fewer transactions than submissions, answering each visitor with their own thank-you', async () => {
	const admin = await site.testSite.admin();
	const { id } = await publishPost(
		admin,
		formContent(
			[
				field( 'name', { required: true } ),
				field( 'textarea', { label: 'Message' } ),
				SUBMIT_BUTTON,
			].join( '\n' )
		)
	);
	const visitors = await Promise.all(
		Array.from( { length: VISITORS }, async () => {
			const client = site.testSite.client();
			return { client, form: await visitForm( client, id ) };
		} )
	);
	// Two more posts of the first visitor's form, in the same burst: same token, other text.
	const replays = [ 0, 1 ].map( () => visitors[ 0 ] );
	const before = groupCommitStats( site.testSite.site.db );
	const answers = await Promise.all(
		[ ...visitors, ...replays ].map( ( { client, form }, index ) =>
			submitJson( client, form, {
				[ `g${ id }-name` ]: `Visitor ${ index }`,
				[ `g${ id }-message` ]: `burst message ${ index }`,
			} )
		)
	);
	const after = groupCommitStats( site.testSite.site.db );

	const submissions = VISITORS + replays.length;
	expect( after.commits - before.commits ).toBeLessThan( submissions / 2 );
	expect( after.largestBatch ).toBeGreaterThan( 1 );

	answers.slice( 0, VISITORS ).forEach( ( answer, index ) => {
		expect( answer.status ).toBe( 200 );
		expect( answer.body.success ).toBe( true );
		expect( answer.body.thankYouHtml ).toContain(
			`burst message ${ index }`
		);
	} );
	// The token was used: the replays with other content are refused, each on its own.
	for ( const replay of answers.slice( VISITORS ) ) {
		expect( replay.body ).toMatchObject( {
			success: false,
			status: 409,
			code: 'already_sent',
		} );
	}

	const stored = storedMessages();
	for ( let index = 0; index < VISITORS; index++ ) {
		expect(
			stored.filter( ( value ) => value === `burst message ${ index }` )
		).toHaveLength( 1 );
	}
	for ( let index = VISITORS; index < submissions; index++ ) {
		expect( stored ).not.toContain( `burst message ${ index }` );
	}
} );

it( 'rolls back only the unit that fails inside a batch; the others commit and get their own result', async () => {
	const db = site.testSite.site.db;
	await sql`create table batch_probe (unit integer not null, part text not null)`.execute(
		db
	);
	const before = groupCommitStats( db );
	const results = await Promise.allSettled(
		Array.from( { length: 20 }, ( _, unit ) =>
			writeInBatch( db, async ( trx ) => {
				await sql`insert into batch_probe (unit, part) values (${ unit }, 'first')`.execute(
					trx
				);
				if ( unit === 7 ) {
					throw new Error( 'unit 7 fails half-way' );
				}
				// Unit 12 breaks a constraint in its second write.
				await sql`insert into batch_probe (unit, part) values (${ unit }, ${
					unit === 12 ? null : 'second'
				})`.execute( trx );
				return unit * 10;
			} )
		)
	);
	const after = groupCommitStats( db );

	// All twenty were queued in one turn: one transaction (a queue poll may add one).
	expect( after.commits - before.commits ).toBeLessThanOrEqual( 2 );
	expect( after.largestBatch ).toBeGreaterThanOrEqual( 20 );
	const outcomes = results.map( ( result ) =>
		result.status === 'fulfilled'
			? result.value
			: String( ( result as PromiseRejectedResult ).reason )
	);
	const expected: unknown[] = Array.from(
		{ length: 20 },
		( _, unit ) => unit * 10
	);
	expected[ 7 ] = 'Error: unit 7 fails half-way';
	expected[ 12 ] = expect.stringMatching( /NOT NULL/ );
	expect( outcomes ).toEqual( expected );
	const rows = await sql< {
		unit: number;
		parts: number;
	} >`select unit, count(*) as parts from batch_probe group by unit order by unit`.execute(
		db
	);
	expect( rows.rows ).toEqual(
		Array.from( { length: 20 }, ( _, unit ) => unit )
			.filter( ( unit ) => unit !== 7 && unit !== 12 )
			.map( ( unit ) => ( { unit, parts: 2 } ) )
	);
} );
