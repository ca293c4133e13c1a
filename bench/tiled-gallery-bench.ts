/**
 * Tiled gallery and image service benchmarks:
 * - the layout function (mosaic, columns and squares) on 1,000 and 10,000 images: the median
 *   of alternating samples of ≥ 50 ms each, and their ratio — linear means about 10×;
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
	layoutMs: { 1000: number; 10000: number };
	layoutRatio: number;
	resizePerSecond: number;
	cacheHitPerSecond: number;
	resized: number;
	hits: number;
};

function layoutImages( count: number ) {
	return Array.from( { length: count }, ( _, i ) => ( {
		width: 400 + ( ( i * 7919 ) % 1600 ),
		height: 400 + ( ( i * 104729 ) % 1200 ),
	} ) );
}

/** One unit of work: the three layouts of the same images. */
function layoutAll( images: ReturnType< typeof layoutImages > ) {
	computeLayout( { images, layoutStyle: 'rectangular', width: 1000 } );
	computeLayout( { images, layoutStyle: 'columns', columns: 4 } );
	computeLayout( { images, layoutStyle: 'square', columns: 5 } );
}

/** Milliseconds per unit of work over `iterations` back-to-back units. */
function sample(
	images: ReturnType< typeof layoutImages >,
	iterations: number
) {
	const start = performance.now();
	for ( let i = 0; i < iterations; i++ ) {
		layoutAll( images );
	}
	return ( performance.now() - start ) / iterations;
}

/**
 * Runs the work for `warmMs` first (the first calls are interpreted and compiled: one cold call
 * can take longer than a whole sample), then doubles the iteration count until one sample lasts
 * at least `minimumMs`.
 * @param images
 * @param minimumMs
 * @param warmMs
 */
function calibrate(
	images: ReturnType< typeof layoutImages >,
	minimumMs: number,
	warmMs = 250
) {
	const warmUntil = performance.now() + warmMs;
	while ( performance.now() < warmUntil ) {
		layoutAll( images );
	}
	let iterations = 1;
	while ( sample( images, iterations ) * iterations < minimumMs ) {
		iterations *= 2;
	}
	return iterations;
}

const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};

/**
 * Per-call time at 1,000 and 10,000 images. One call at 1,000 images is a fraction of a
 * millisecond, so timing single calls measures the timer, fixed per-call costs and the JIT more
 * than the layout: each sample instead runs enough calls to last ≥ 50 ms, the two sizes' samples
 * alternate (so a busy machine slows both alike), and each size's figure is the median sample.
 */
function layoutTimes( samples = 15, minimumMs = 50 ) {
	const small = layoutImages( 1000 );
	const large = layoutImages( 10000 );
	const smallIterations = calibrate( small, minimumMs );
	const largeIterations = calibrate( large, minimumMs );
	const smallMs: number[] = [];
	const largeMs: number[] = [];
	for ( let i = 0; i < samples; i++ ) {
		smallMs.push( sample( small, smallIterations ) );
		largeMs.push( sample( large, largeIterations ) );
	}
	return { 1000: median( smallMs ), 10000: median( largeMs ) };
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
	const layoutMs = layoutTimes();

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
			layoutMs,
			layoutRatio: layoutMs[ 10000 ] / layoutMs[ 1000 ],
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
