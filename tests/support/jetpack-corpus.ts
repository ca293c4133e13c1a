/**
 * Where the tests find Jetpack's own fixture corpus (the saved content and server output that
 * content from Jetpack must match): one setting, `JETPACK_FIXTURES_DIR`, defaulting to
 * `<repo>/../shared/compat/jetpack-fixtures` (where CI clones it). A relative value is read from
 * the repository root.
 *
 * A clone without the corpus skips the tests that need it, saying so; with `CI` set its absence
 * fails them instead, so a CI run never passes by having silently skipped them.
 */
/* eslint-disable jest/no-export, jest/no-disabled-tests, jest/expect-expect -- a helper the corpus suites import: it declares their tests, or the skip or failure that stands for them. */
import { parse } from '@wordpress/block-serialization-default-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const JETPACK_FIXTURES_ENV = 'JETPACK_FIXTURES_DIR';

const repoRoot = path.resolve( __dirname, '..', '..' );

/** The folder the setting names, whether or not it exists. */
export function configuredJetpackFixturesDir(): string {
	const configured = process.env[ JETPACK_FIXTURES_ENV ]?.trim();
	return configured
		? path.resolve( repoRoot, configured )
		: path.resolve(
				repoRoot,
				'..',
				'shared',
				'compat',
				'jetpack-fixtures'
			);
}

/** The corpus folder, or null when it is not there. */
export function jetpackFixturesDir(): string | null {
	const folder = configuredJetpackFixturesDir();
	try {
		return statSync( folder ).isDirectory() ? folder : null;
	} catch {
		return null;
	}
}

/** What a run without the corpus says. */
export function missingCorpusMessage(): string {
	return (
		`Jetpack fixture corpus not found at ${ configuredJetpackFixturesDir() }; ` +
		`set ${ JETPACK_FIXTURES_ENV } to the folder holding Jetpack's fixtures ` +
		`(<block>/…html), or clone the shared folder beside the repository.`
	);
}

function isCi(): boolean {
	const value = process.env.CI?.trim().toLowerCase();
	return !! value && value !== '0' && value !== 'false';
}

/**
 * `describe( name, … )` with the corpus folder, when the corpus is there. Without it the tests
 * are skipped with the message (also written to stderr, which jest does not capture), or, when
 * `CI` is set, a test named after the missing corpus fails with it.
 * @param name the describe block's name
 * @param body declares the tests; receives the corpus folder
 */
export function describeWithCorpus(
	name: string,
	body: ( corpus: string ) => void
) {
	const corpus = jetpackFixturesDir();
	if ( corpus ) {
		describe( name, () => {
			body( corpus );
		} );
		return;
	}
	const message = missingCorpusMessage();
	if ( isCi() ) {
		describe( name, () => {
			it( 'finds the Jetpack fixture corpus (required when CI is set)', () => {
				throw new Error( message );
			} );
		} );
		return;
	}
	process.stderr.write( `\n${ name }: skipped. ${ message }\n` );
	describe( name, () => {
		it.skip( `skipped: ${ message }`, () => {} );
	} );
}

/** A saved-content file of the corpus: `<folder>/<file>` and its markup. */
export type CorpusFile = { folder: string; file: string; html: string };

/**
 * The names of the content's top-level blocks (`core/` added to bare names). A fixture belongs
 * to the suite when its outer blocks are suite blocks: a jetpack/button nested in a Calendly
 * fixture does not make the Calendly fixture ours.
 * @param html saved content
 */
function topLevelBlockNames( html: string ): string[] {
	return parse( html )
		.map( ( block ) => block.blockName )
		.filter( ( name ): name is string => !! name )
		.map( ( name ) => ( name.includes( '/' ) ? name : `core/${ name }` ) );
}

/**
 * The corpus's saved content of suite blocks: every `.html` (and `.serialized.html`, also saved
 * content; not `_older-versions/`, not `.server-rendered*.html`, which is front-end output) in a
 * folder named after a suite block (`jetpack/<folder>`), and any other whose top-level blocks
 * are all suite blocks.
 * @param corpus     the corpus folder
 * @param suiteNames the suite's block names
 */
export function suiteCorpusFiles(
	corpus: string,
	suiteNames: ReadonlySet< string >
): CorpusFile[] {
	return readdirSync( corpus, { withFileTypes: true } )
		.filter(
			( entry ) => entry.isDirectory() && ! entry.name.startsWith( '_' )
		)
		.flatMap( ( { name: folder } ) =>
			readdirSync( path.join( corpus, folder ) )
				.filter(
					( file ) =>
						file.endsWith( '.html' ) &&
						! /\.server-rendered[^/]*\.html$/.test( file )
				)
				.sort()
				.map( ( file ) => ( {
					folder,
					file,
					html: readFileSync(
						path.join( corpus, folder, file ),
						'utf8'
					).trim(),
				} ) )
		)
		.filter( ( fixture ) => {
			if ( suiteNames.has( `jetpack/${ fixture.folder }` ) ) {
				return true;
			}
			const top = topLevelBlockNames( fixture.html );
			return (
				top.length > 0 &&
				top.every( ( name ) => suiteNames.has( name ) )
			);
		} );
}
