/**
 * Related Posts query time: a fresh database (real SQLite, migrations, FTS5 triggers) filled
 * with N published posts (one of 12 topics' words, then prose from a 20,000-word vocabulary), then the related posts of 50
 * posts spread over the set are looked up (the site's own query, server/related-posts/), after
 * a warm-up. Reports median and p95 per query, at each size asked for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '../server/auth/users';
import { openDatabase } from '../server/db/open';
import { relatedPostIds } from '../server/related-posts/related-posts';

export type RelatedPostsBenchResult = {
	posts: number;
	queries: number;
	medianMs: number;
	p95Ms: number;
	fillSeconds: number;
};

const TOPICS = [
	'sourdough bread starter flour oven crust',
	'mountain hiking trail boots summit',
	'chess opening endgame gambit rook',
	'garden tomato compost seedling watering',
	'bicycle chain gears saddle commute',
	'watercolour painting brush paper pigment',
	'budget travel hostel train backpack',
	'coffee espresso grinder roast beans',
	'knitting wool needles scarf pattern',
	'astronomy telescope galaxy nebula orbit',
	'javascript typescript compiler bundle module',
	'photography lens aperture exposure portrait',
];

/**
 * A seeded generator (Park–Miller), so every run writes the same posts.
 * @param seed
 */
function seeded( seed: number ) {
	let state = ( seed % 2147483646 ) + 1;
	return () => {
		state = ( state * 16807 ) % 2147483647;
		return ( state - 1 ) / 2147483646;
	};
}

function text( random: () => number, words: string[], count: number ) {
	return Array.from(
		{ length: count },
		() => words[ Math.floor( random() * words.length ) ]
	).join( ' ' );
}

function percentile( sorted: number[], p: number ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( p * sorted.length ) )
	];
}

async function measure( posts: number ): Promise< RelatedPostsBenchResult > {
	const dir = mkdtempSync( path.join( os.tmpdir(), 'related-bench-' ) );
	const db = await openDatabase( dir );
	try {
		const author = await createUser( db, {
			login: 'bench',
			email: 'bench@example.com',
			displayName: 'Bench',
			password: 'bench-password',
			role: 'author',
		} );
		const random = seeded( posts );
		// The rest of each post: words drawn from a vocabulary of 20,000 made-up words, the
		// frequent ones far more often (Zipf-like), as in real prose once common words are gone.
		const vocabulary = Array.from(
			{ length: 20000 },
			( _, index ) => `w${ index.toString( 36 ) }x`
		);
		const all = Array.from(
			{ length: 20000 },
			( _, index ) =>
				vocabulary[ Math.floor( vocabulary.length * random() ** 3 ) ] ??
				vocabulary[ index ]
		);
		const started = performance.now();
		await db.transaction().execute( async ( trx ) => {
			for ( let index = 0; index < posts; index++ ) {
				const topic =
					TOPICS[ Math.floor( random() * TOPICS.length ) ].split(
						' '
					);
				const body = `${ text( random, topic, 60 ) } ${ text(
					random,
					all,
					120
				) }`;
				await trx
					.insertInto( 'posts' )
					.values( {
						type: 'post',
						status: 'publish',
						slug: `post-${ index }`,
						title: `${ text( random, topic, 3 ) } ${ index }`,
						content: `<!-- wp:paragraph --><p>${ body }</p><!-- /wp:paragraph -->`,
						excerpt: text( random, topic, 10 ),
						author_id: author.id,
						date_gmt: new Date().toISOString(),
						modified_gmt: new Date().toISOString(),
					} )
					.execute();
			}
		} );
		const fillSeconds = ( performance.now() - started ) / 1000;
		const rows = await db
			.selectFrom( 'posts' )
			.selectAll()
			.where( 'type', '=', 'post' )
			.orderBy( 'id' )
			.execute();
		const step = Math.max( 1, Math.floor( rows.length / 50 ) );
		const sample = rows
			.filter( ( _row, index ) => index % step === 0 )
			.slice( 0, 50 );
		for ( const post of sample.slice( 0, 5 ) ) {
			await relatedPostIds( db, post, 6 );
		}
		const times: number[] = [];
		for ( const post of sample ) {
			const start = performance.now();
			const ids = await relatedPostIds( db, post, 6 );
			times.push( performance.now() - start );
			if ( ids.length === 0 || ids.includes( post.id ) ) {
				throw new Error(
					`Unexpected related posts for post ${ post.id }`
				);
			}
		}
		times.sort( ( a, b ) => a - b );
		return {
			posts,
			queries: times.length,
			medianMs: percentile( times, 0.5 ),
			p95Ms: percentile( times, 0.95 ),
			fillSeconds,
		};
	} finally {
		await db.destroy();
		rmSync( dir, { recursive: true, force: true } );
	}
}

export async function runRelatedPostsBench(
	sizes: number[] = [ 1000, 10000 ]
): Promise< RelatedPostsBenchResult[] > {
	const results: RelatedPostsBenchResult[] = [];
	for ( const size of sizes ) {
		results.push( await measure( size ) );
	}
	return results;
}
