/**
 * `npm run audit-content` run for real, as a child process, on temporary content: the current
 * saved markup of a suite block, an older Jetpack save that a deprecation migrates, tampered
 * markup, an unknown jetpack/foo block, and a WordPress export with two posts. The example
 * content comes from the blocks' own fixtures, so the test follows the blocks as they change.
 */
import { execFile } from 'node:child_process';
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findBlockFolders, repoRoot } from '../fixtures/harness/block-folders';
import {
	deprecatedNumber,
	isInvalidFixture,
	listFixtureBasenames,
} from '../fixtures/harness/fixture-names';
import { wxrExport } from './wxr-export';

jest.setTimeout( 120000 );

type Run = { code: number | null; stdout: string; stderr: string };

function audit( ...args: string[] ): Promise< Run > {
	return new Promise( ( resolve ) => {
		execFile(
			process.execPath,
			[ path.join( repoRoot, 'scripts', 'audit-content.mjs' ), ...args ],
			{ cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
			( error, stdout, stderr ) =>
				resolve( {
					code: error ? ( error.code as number ) : 0,
					stdout,
					stderr,
				} )
		);
	} );
}

/** Fixtures of the suite's blocks: the current save of one with markup, and a deprecated one. */
function pickExamples() {
	// One block with no inner blocks, before and after migration, so the counts below stay
	// one per fixture.
	const single = ( html: string ) =>
		( html.match( /<!-- wp:/g ) ?? [] ).length === 1;
	const parsesToOneBlock = ( folder: string, basename: string ) => {
		const parsed = JSON.parse(
			readFileSync( path.join( folder, `${ basename }.json` ), 'utf8' )
		) as Array< { innerBlocks: unknown[] } >;
		return parsed.length === 1 && parsed[ 0 ].innerBlocks.length === 0;
	};
	const fixtures = [ ...findBlockFolders().values() ].flatMap( ( folder ) =>
		listFixtureBasenames( folder.fixturesFolder ).map( ( basename ) => ( {
			blockName: folder.name,
			basename,
			oneBlock: parsesToOneBlock( folder.fixturesFolder, basename ),
			html: readFileSync(
				path.join( folder.fixturesFolder, `${ basename }.html` ),
				'utf8'
			).trim(),
		} ) )
	);
	const current = fixtures.find(
		( fixture ) =>
			single( fixture.html ) &&
			fixture.oneBlock &&
			deprecatedNumber( fixture.basename ) === undefined &&
			! isInvalidFixture( fixture.basename ) &&
			/-->\s*<[a-z]/.test( fixture.html )
	);
	const deprecated = fixtures.find(
		( fixture ) =>
			single( fixture.html ) &&
			fixture.oneBlock &&
			deprecatedNumber( fixture.basename ) !== undefined
	);
	if ( ! current || ! deprecated ) {
		throw new Error(
			'The audit test needs a suite block fixture with saved markup and a __deprecated-N fixture.'
		);
	}
	return {
		current,
		deprecated,
		deprecation: deprecatedNumber( deprecated.basename )!,
	};
}

const paragraph =
	'<!-- wp:paragraph -->\n<p>Opening times below.</p>\n<!-- /wp:paragraph -->';
// Markup that must stay content: the reader must not take it for the end of the item.
const htmlBlock =
	'<!-- wp:html -->\n<pre></item></content:encoded></pre>\n<!-- /wp:html -->';
const unknown =
	'<!-- wp:jetpack/foo {"size":2} -->\n<div class="wp-block-jetpack-foo">Foo</div>\n<!-- /wp:jetpack/foo -->';

let folder: string;
let examples: ReturnType< typeof pickExamples >;
let tampered: string;
const runs: Record< string, Run > = {};
const file = ( name: string ) => path.join( folder, name );

beforeAll( async () => {
	examples = pickExamples();
	// One extra attribute on the block's first element: no save (current or deprecated) makes it.
	tampered = examples.current.html.replace(
		/(-->\s*<[a-z0-9]+)/,
		'$1 data-tampered="yes"'
	);
	folder = mkdtempSync( path.join( tmpdir(), 'audit-content-' ) );
	writeFileSync(
		file( 'valid.html' ),
		`${ paragraph }\n\n${ examples.current.html }\n`
	);
	writeFileSync(
		file( 'tampered.html' ),
		`${ paragraph }\n\n${ tampered }\n`
	);
	const mixed = path.join( folder, 'mixed' );
	mkdirSync( mixed );
	writeFileSync(
		path.join( mixed, 'migrated.html' ),
		examples.deprecated.html
	);
	writeFileSync(
		path.join( mixed, 'unknown.html' ),
		`${ paragraph }\n${ unknown }`
	);
	writeFileSync(
		file( 'export.xml' ),
		wxrExport( [
			{
				id: 41,
				title: 'Hours & rates',
				content: [
					paragraph.replace(
						'Opening times below.',
						'Text that ends a CDATA section: ]]>'
					),
					htmlBlock,
					examples.current.html,
				].join( '\n' ),
			},
			{
				id: 42,
				title: 'Old post',
				content: `${ examples.deprecated.html }\n${ unknown }`,
			},
		] )
	);
	const [ valid, json, invalid, exported, usage ] = await Promise.all( [
		audit( file( 'valid.html' ) ),
		audit( '--json', mixed ),
		audit( file( 'tampered.html' ), file( 'valid.html' ) ),
		audit( '--json', file( 'export.xml' ) ),
		audit(),
	] );
	Object.assign( runs, { valid, json, invalid, exported, usage } );
} );

afterAll( () => rmSync( folder, { recursive: true, force: true } ) );

it( 'reports valid content in a table per block name and exits 0', () => {
	const { code, stdout } = runs.valid;
	expect( code ).toBe( 0 );
	expect( stdout ).toMatch(
		/Block\s+Valid\s+Migrated\s+Invalid\s+Unknown\s+Total/
	);
	expect( stdout ).toMatch(
		new RegExp( `${ examples.current.blockName }\\s+1\\s+0\\s+0\\s+0\\s+1` )
	);
	expect( stdout ).toMatch( /core\/paragraph\s+1\s+0\s+0\s+0\s+1/ );
	expect( stdout ).toContain( 'No invalid blocks.' );
} );

it( 'reports an older Jetpack save as migrated, naming the deprecation, and an unknown block by its name', () => {
	const { code, stdout } = runs.json;
	expect( code ).toBe( 0 );
	const report = JSON.parse( stdout );
	expect( report.ok ).toBe( true );
	expect( report.blocks ).toContainEqual( {
		name: examples.deprecated.blockName,
		valid: 0,
		migrated: 1,
		invalid: 0,
		unknown: 0,
		total: 1,
	} );
	expect( report.blocks ).toContainEqual( {
		name: 'jetpack/foo',
		valid: 0,
		migrated: 0,
		invalid: 0,
		unknown: 1,
		total: 1,
	} );
	expect( report.attention ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( {
				block: examples.deprecated.blockName,
				status: 'migrated',
				deprecation: examples.deprecation,
				path: '1',
			} ),
			expect.objectContaining( {
				block: 'jetpack/foo',
				status: 'unknown',
				path: '2',
				file: path.join( folder, 'mixed', 'unknown.html' ),
			} ),
		] )
	);
	expect( report.sources ).toHaveLength( 2 );
	expect( report.totals ).toEqual( {
		valid: 1,
		migrated: 1,
		invalid: 0,
		unknown: 1,
		total: 3,
	} );
} );

it( 'reports tampered markup as invalid, with the validation issue, and exits 1', () => {
	const { code, stdout } = runs.invalid;
	expect( code ).toBe( 1 );
	expect( stdout ).toMatch(
		new RegExp( `${ examples.current.blockName }\\s+1\\s+0\\s+1\\s+0\\s+2` )
	);
	expect( stdout ).toContain(
		`${ file( 'tampered.html' ) } — ${ examples.current.blockName } (block 2)`
	);
	expect( stdout ).toContain( 'data-tampered' );
	expect( stdout ).toContain(
		'1 invalid block(s): fix them before switching.'
	);
} );

it( 'audits each post of a WordPress export, named by id and title', () => {
	const { code, stdout } = runs.exported;
	expect( code ).toBe( 0 );
	const report = JSON.parse( stdout );
	expect( report.sources ).toEqual( [
		{
			file: file( 'export.xml' ),
			postId: '41',
			title: 'Hours & rates',
			postType: 'post',
			blocks: 3,
		},
		{
			file: file( 'export.xml' ),
			postId: '42',
			title: 'Old post',
			postType: 'post',
			blocks: 2,
		},
	] );
	expect( report.attention ).toEqual( [
		expect.objectContaining( {
			postId: '42',
			title: 'Old post',
			block: examples.deprecated.blockName,
			status: 'migrated',
		} ),
		expect.objectContaining( {
			postId: '42',
			title: 'Old post',
			block: 'jetpack/foo',
			status: 'unknown',
		} ),
	] );
	expect( report.blocks ).toContainEqual( {
		name: 'core/html',
		valid: 1,
		migrated: 0,
		invalid: 0,
		unknown: 0,
		total: 1,
	} );
	expect( report.totals ).toEqual( {
		valid: 3,
		migrated: 1,
		invalid: 0,
		unknown: 1,
		total: 5,
	} );
} );

it( 'explains its usage when given nothing to audit', () => {
	expect( runs.usage.code ).toBe( 2 );
	expect( runs.usage.stderr ).toContain( 'Usage: npm run audit-content' );
} );
