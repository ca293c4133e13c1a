/**
 * Fixed-window counters (server/auth/rate-limit.ts): hits count up within a window; once it has
 * passed, the next hit opens a new window at 1, whether or not the passed row was removed yet
 * (removal runs at most once a minute per database, not at every hit).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hitRateLimit, peekRateLimit } from '../../server/auth/rate-limit';
import { openDatabase } from '../../server/db/open';
import type { SiteDb } from '../../server/db/schema';

const WINDOW = 1000;
let dataDir: string;
let db: SiteDb;

beforeAll( async () => {
	dataDir = mkdtempSync( path.join( os.tmpdir(), 'rate-limit-' ) );
	db = await openDatabase( dataDir );
} );

afterAll( async () => {
	await db.destroy();
	rmSync( dataDir, { recursive: true, force: true } );
} );

async function rows() {
	return db
		.selectFrom( 'rate_limits' )
		.selectAll()
		.orderBy( 'key' )
		.execute();
}

it( 'counts hits in a window and starts again after it, with or without the passed row removed', async () => {
	const start = 1_000_000;
	expect( await hitRateLimit( db, 'a', WINDOW, start ) ).toEqual( {
		count: 1,
		resetAt: start + WINDOW,
	} );
	expect( await hitRateLimit( db, 'a', WINDOW, start + 10 ) ).toEqual( {
		count: 2,
		resetAt: start + WINDOW,
	} );
	expect( await peekRateLimit( db, 'a', start + 20 ) ).toEqual( {
		count: 2,
		resetAt: start + WINDOW,
	} );
	await hitRateLimit( db, 'b', WINDOW, start + 20 );
	// Window of `a` passed, less than a minute after the last removal: its row is still there,
	// and counts as none.
	const later = start + WINDOW + 5;
	expect( await peekRateLimit( db, 'a', later ) ).toEqual( {
		count: 0,
		resetAt: later,
	} );
	expect( await hitRateLimit( db, 'a', WINDOW, later ) ).toEqual( {
		count: 1,
		resetAt: later + WINDOW,
	} );
	expect( ( await rows() ).map( ( row ) => row.key ) ).toEqual( [
		'a',
		'b',
	] );
	// A minute on, the next hit removes the passed windows.
	const minuteOn = start + 61_000;
	expect( await hitRateLimit( db, 'c', WINDOW, minuteOn ) ).toEqual( {
		count: 1,
		resetAt: minuteOn + WINDOW,
	} );
	expect( await rows() ).toEqual( [
		{ key: 'c', count: 1, reset_at: minuteOn + WINDOW },
	] );
} );
