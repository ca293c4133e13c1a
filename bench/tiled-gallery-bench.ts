/**
 * Tiled gallery and image service benchmarks:
 * - the layout function (mosaic, columns and squares) at 1,000 and 10,000 images, and the
 *   ratio of the two — linear means 10× (see layoutTimes for how it is measured);
 * - the image service of a real site (createSite, real HTTP): resize throughput (each request
 *   a new width of a 2000×1500 JPEG, so each is made by sharp and stored) and cache-hit
 *   throughput (the same URLs again, 8 at a time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { computeLayout } from '../blocks/tiled-gallery/layout';
import { createSite } from '../server/site';
import { DiskStorage } from '../server/storage/disk-storage';

export type TiledGalleryBenchResult = {
	/** CPU ms per layout of one gallery of each size (median sample). */
	layoutMs: { 1000: number; 10000: number };
	/** The median of the paired samples' ratios, and the lowest and highest of them. */
	layoutRatio: number;
	layoutRatioRange: [ number, number ];
	layoutSamples: number;
	resizePerSecond: number;
	cacheHitPerSecond: number;
	resized: number;
	hits: number;
};

type Images = Array< { width: number; height: number } >;

function layoutImages( count: number ): Images {
	return Array.from( { length: count }, ( _, i ) => ( {
		width: 400 + ( ( i * 7919 ) % 1600 ),
		height: 400 + ( ( i * 104729 ) % 1200 ),
	} ) );
}

/**
 * One unit of work: the three layouts of each gallery.
 * @param galleries
 */
function layoutAll( galleries: Images[] ) {
	for ( const images of galleries ) {
		computeLayout( { images, layoutStyle: 'rectangular', width: 1000 } );
		computeLayout( { images, layoutStyle: 'columns', columns: 4 } );
		computeLayout( { images, layoutStyle: 'square', columns: 5 } );
	}
}

/**
 * This process's CPU time in ms (user + system, every thread: the garbage collector's helpers
 * included). Wall time would also count the time other processes of a busy machine held the
 * CPU, which swamps a 100 ms sample on these shared 2-core machines.
 */
function cpuMs() {
	const { user, system } = process.cpuUsage();
	return ( user + system ) / 1000;
}

/**
 * CPU milliseconds per gallery over `iterations` back-to-back units.
 * @param galleries
 * @param iterations
 */
function sample( galleries: Images[], iterations: number ) {
	const start = cpuMs();
	for ( let i = 0; i < iterations; i++ ) {
		layoutAll( galleries );
	}
	return ( cpuMs() - start ) / iterations / galleries.length;
}

/**
 * Runs the work for `warmMs` of CPU first (the first calls are interpreted and compiled: one
 * cold call can take longer than a whole sample), then doubles the iteration count until one
 * sample lasts at least `minimumMs`.
 * @param galleries
 * @param minimumMs
 * @param warmMs
 */
function calibrate( galleries: Images[], minimumMs: number, warmMs = 250 ) {
	const warmUntil = cpuMs() + warmMs;
	while ( cpuMs() < warmUntil ) {
		layoutAll( galleries );
	}
	let iterations = 1;
	while (
		sample( galleries, iterations ) * iterations * galleries.length <
		minimumMs
	) {
		iterations *= 2;
	}
	return iterations;
}

const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};

/**
 * CPU time per gallery of 1,000 and of 10,000 images, and their ratio.
 * - The same 10,000 images are laid out both ways: as one gallery, and as ten galleries of
 *   1,000 (its tenths). Both sizes then read the same memory per unit of work, so the ratio
 *   shows how the layout scales, not that one small gallery laid out over and over stays in
 *   the processor's fastest cache while a large one cannot.
 * - One layout of 1,000 images is a fraction of a millisecond, so timing single calls would
 *   measure the timer, per-call costs and the JIT more than the layout: each sample runs
 *   enough units to last ≥ 100 ms of CPU (several garbage collections, so each sample
 *   carries its share of them).
 * - Samples of the two sizes alternate, and the ratio is the median of each adjacent pair's
 *   ratio: whatever else the machine does at the time slows both members of a pair alike.
 * @param pairs
 * @param minimumMs
 */
function layoutTimes( pairs = 41, minimumMs = 100 ) {
	const images = layoutImages( 10000 );
	const large = [ images ];
	const small = Array.from( { length: 10 }, ( _, i ) =>
		images.slice( i * 1000, ( i + 1 ) * 1000 )
	);
	const smallIterations = calibrate( small, minimumMs );
	const largeIterations = calibrate( large, minimumMs );
	const smallMs: number[] = [];
	const largeMs: number[] = [];
	const ratios: number[] = [];
	for ( let i = 0; i < pairs; i++ ) {
		smallMs.push( sample( small, smallIterations ) );
		largeMs.push( sample( large, largeIterations ) );
		ratios.push( largeMs[ i ] / smallMs[ i ] );
	}
	return {
		layoutMs: { 1000: median( smallMs ), 10000: median( largeMs ) },
		layoutRatio: median( ratios ),
		layoutRatioRange: [ Math.min( ...ratios ), Math.max( ...ratios ) ] as [
			number,
			number,
		],
		layoutSamples: pairs,
	};
}

async function timed( urls: string[], concurrency: number ) {
	let next = 0;
	let failures = 0;
	const start = performance.now();
	await Promise.all(
		Array.from( { length: concurrency }, async () => {
			while ( next < urls.length ) {
				const response = await fetch( urls[ next++ ] );
				await response.arrayBuffer();
				if ( response.status !== 200 ) {
					failures++;
				}
			}
		} )
	);
	if ( failures ) {
		throw new Error( `${ failures } image requests failed` );
	}
	return urls.length / ( ( performance.now() - start ) / 1000 );
}

export async function runTiledGalleryBench(): Promise< TiledGalleryBenchResult > {
	const layout = layoutTimes();

	const root = mkdtempSync( path.join( os.tmpdir(), 'tiled-bench-' ) );
	const site = await createSite( {
		dataDir: path.join( root, 'data' ),
		buildDir: path.join( root, 'build' ),
		port: 0,
		quiet: true,
		adminPassword: 'bench-password',
	} );
	try {
		const photo = await sharp( {
			create: {
				width: 2000,
				height: 1500,
				channels: 3,
				background: '#6a8',
			},
		} )
			.composite( [
				{
					input: Buffer.from(
						'<svg width="2000" height="1500"><circle cx="700" cy="600" r="400" fill="#c42"/><rect x="1200" y="200" width="500" height="900" fill="#249"/></svg>'
					),
				},
			] )
			.jpeg( { quality: 88 } )
			.toBuffer();
		await new DiskStorage( path.join( root, 'data', 'uploads' ) ).create(
			'2026/11/bench.jpg',
			photo
		);
		const base = `${ site.url }/wp-content/uploads/2026/11/bench.jpg`;
		const urls = Array.from(
			{ length: 24 },
			( _, i ) => `${ base }?strip=info&w=${ 300 + i * 50 }`
		);
		const resizePerSecond = await timed( urls, 2 );
		const hits = Array.from( { length: 20 }, () => urls ).flat();
		const cacheHitPerSecond = await timed( hits, 8 );
		return {
			...layout,
			resizePerSecond,
			cacheHitPerSecond,
			resized: urls.length,
			hits: hits.length,
		};
	} finally {
		await site.close();
		rmSync( root, { recursive: true, force: true } );
	}
}
