/**
 * Parse-and-validate benchmark: a post of 1,000 suite blocks against a post of 1,000 core
 * paragraphs, in the same process and DOM, timed with `parse` of @wordpress/blocks (grammar,
 * attributes, validation against each block's save). Warm-up runs first, then the two posts
 * alternate so drift hits both, and the medians are compared.
 *
 * The suite post cycles through the blocks, taking each block's fixtures (the current saved
 * markup, `.serialized.html`, of fixtures that are neither deprecated nor invalid), or the
 * block.json example when a block has no fixture yet, so every block counts equally.
 */
import { createBlock, parse, serialize } from '@wordpress/blocks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suiteBlocks } from '../blocks';
import { findBlockFolders } from '../tests/fixtures/harness/block-folders';
import {
	deprecatedNumber,
	isInvalidFixture,
	listFixtureBasenames,
} from '../tests/fixtures/harness/fixture-names';
import { registerContentBlocks } from '../tools/audit-content/register-blocks';

export type ParseBenchResult = {
	blocks: number;
	mix: Record< string, number >;
	oursMs: number;
	coreMs: number;
	ratio: number;
	runs: number;
};

function samplesOf( blockName: string, blocksRoot: string ): string[] {
	const folder = findBlockFolders( blocksRoot ).get( blockName );
	const fromFixtures = folder
		? listFixtureBasenames( folder.fixturesFolder )
				.filter(
					( basename ) =>
						deprecatedNumber( basename ) === undefined &&
						! isInvalidFixture( basename )
				)
				.map( ( basename ) =>
					path.join(
						folder.fixturesFolder,
						`${ basename }.serialized.html`
					)
				)
				.filter( ( file ) => existsSync( file ) )
				.map( ( file ) => readFileSync( file, 'utf8' ).trim() )
		: [];
	if ( fromFixtures.length ) {
		return fromFixtures;
	}
	const block = suiteBlocks.find(
		( candidate ) => candidate.metadata.name === blockName
	);
	const example =
		(
			block?.metadata.example as
				{ attributes?: Record< string, unknown > } | undefined
		 )?.attributes ?? {};
	return [ serialize( [ createBlock( blockName, example ) ] ) ];
}

function suitePost( count: number, blocksRoot: string ) {
	const samples = suiteBlocks.map( ( block ) => ( {
		name: block.metadata.name,
		markup: samplesOf( block.metadata.name, blocksRoot ),
	} ) );
	const mix: Record< string, number > = {};
	const parts: string[] = [];
	for ( let i = 0; i < count; i++ ) {
		const block = samples[ i % samples.length ];
		const round = Math.floor( i / samples.length );
		parts.push( block.markup[ round % block.markup.length ] );
		mix[ block.name ] = ( mix[ block.name ] ?? 0 ) + 1;
	}
	return { html: parts.join( '\n\n' ), mix };
}

function paragraphPost( count: number ) {
	return Array.from(
		{ length: count },
		( _, i ) =>
			`<!-- wp:paragraph -->\n<p>Paragraph ${ i + 1 } of the benchmark post, with <strong>some</strong> inline markup.</p>\n<!-- /wp:paragraph -->`
	).join( '\n\n' );
}

function timeParse( html: string, expected: number ): number {
	const started = performance.now();
	const blocks = parse( html, { __unstableSkipMigrationLogs: true } );
	const elapsed = performance.now() - started;
	const valid = blocks.filter( ( block ) => block.isValid ).length;
	if ( blocks.length !== expected || valid !== expected ) {
		throw new Error(
			`Benchmark post parsed into ${ blocks.length } blocks, ${ valid } valid; expected ${ expected } valid blocks.`
		);
	}
	return elapsed;
}

const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

export function runParseBench(
	blocksRoot: string,
	{ count = 1000, warmup = 3, runs = 9 } = {}
): ParseBenchResult {
	registerContentBlocks( suiteBlocks );
	const ours = suitePost( count, blocksRoot );
	const core = paragraphPost( count );
	for ( let i = 0; i < warmup; i++ ) {
		timeParse( ours.html, count );
		timeParse( core, count );
	}
	const oursTimes: number[] = [];
	const coreTimes: number[] = [];
	for ( let i = 0; i < runs; i++ ) {
		oursTimes.push( timeParse( ours.html, count ) );
		coreTimes.push( timeParse( core, count ) );
	}
	const oursMs = median( oursTimes );
	const coreMs = median( coreTimes );
	return {
		blocks: count,
		mix: ours.mix,
		oursMs,
		coreMs,
		ratio: oursMs / coreMs,
		runs,
	};
}
