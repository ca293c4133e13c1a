/**
 * Tiled gallery and image service benchmarks:
 * - the layout function (mosaic, columns and squares) on 1,000 and 10,000 images, best of
 *   many runs after a warm-up, and their ratio — linear means about 10×;
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

function layoutTime( count: number ): number {
	const images = Array.from( { length: count }, ( _, i ) => ( {
		width: 400 + ( ( i * 7919 ) % 1600 ),
		height: 400 + ( ( i * 104729 ) % 1200 ),
	} ) );
	const runs: number[] = [];
	const repeat = 40;
	for ( let run = 0; run < repeat; run++ ) {
		const start = performance.now();
		computeLayout( { images, layoutStyle: 'rectangular', width: 1000 } );
		computeLayout( { images, layoutStyle: 'columns', columns: 4 } );
		computeLayout( { images, layoutStyle: 'square', columns: 5 } );
		runs.push( performance.now() - start );
	}
	return Math.min( ...runs );
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
	layoutTime( 1000 );
	layoutTime( 10000 );
	const small = layoutTime( 1000 );
	const large = layoutTime( 10000 );

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
			layoutMs: { 1000: small, 10000: large },
			layoutRatio: large / small,
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
