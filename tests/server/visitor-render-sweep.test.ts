/**
 * Every block fixture as a visitor gets it: the saved content of each fixture
 * (blocks/<slug>/test/fixtures/*.html — many cut from public sites and themes, see each
 * SOURCES.md — and Jetpack's own fixtures of suite blocks, when that corpus is present) is
 * published as a post through the REST API by the administrator and its page fetched by a
 * visitor. The page must answer 200 with no renderer failure logged, and its post content must
 * hold no suite block comment, no `undefined` / `[object Object]` / `NaN` (text or attribute
 * values), no script or event-handler attribute (the page's own view scripts, linked by
 * documentPage from blockAssets, excepted), and only URLs the suite's URL policy allows. A
 * control post holding each of those problems shows that every check fires.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverBlocks } from '../../blocks/server';
import { blockAssets } from '../../server/render/block-assets';
import { coreServerBlocks } from '../../server/render/core-blocks';
import type {
	ParsedBlock,
	ServerBlockDefinition,
} from '../../server/render/render-content';
import { isSafeUrl, type UrlUse } from '../../shared/url/policy';
import { findBlockFolders, repoRoot } from '../fixtures/harness/block-folders';
import { listFixtureBasenames } from '../fixtures/harness/fixture-names';
import {
	describeWithCorpus,
	suiteCorpusFiles,
} from '../support/jetpack-corpus';
import type { SiteClient } from './support/site-client';
import { startTestSite, type TestSite } from './support/test-site';

type Fixture = { name: string; content: string };

/** Every block folder's fixture inputs (tests/fixtures/harness lists them for the harness too). */
function blockFixtures(): Fixture[] {
	return [ ...findBlockFolders().values() ].flatMap( ( { fixturesFolder } ) =>
		listFixtureBasenames( fixturesFolder ).map( ( basename ) => ( {
			name: path.relative(
				repoRoot,
				path.join( fixturesFolder, `${ basename }.html` )
			),
			content: readFileSync(
				path.join( fixturesFolder, `${ basename }.html` ),
				'utf8'
			),
		} ) )
	);
}

/** The suite's blocks (blocks/server.ts lists every block folder's metadata). */
const suiteNames = new Set(
	serverBlocks.map( ( block ) => block.metadata.name )
);

const normalName = ( name: string ) =>
	name.includes( '/' ) ? name : `core/${ name }`;

/**
 * Jetpack's fixtures of suite blocks (tests/support/jetpack-corpus.ts chooses them for the
 * compatibility test too).
 * @param corpus the corpus folder
 */
function jetpackFixtures( corpus: string ): Fixture[] {
	return suiteCorpusFiles( corpus, suiteNames ).map(
		( { folder, file, html } ) => ( {
			name: `jetpack-fixtures/${ folder }/${ file }`,
			content: html,
		} )
	);
}

/** Every block name in the content, nested ones included. */
function blockNamesIn( content: string ): Set< string > {
	const names = new Set< string >();
	const visit = ( blocks: ParsedBlock[] ) => {
		for ( const block of blocks ) {
			if ( block.blockName ) {
				names.add( normalName( block.blockName ) );
			}
			visit( block.innerBlocks );
		}
	};
	visit( parse( content ) as ParsedBlock[] );
	return names;
}

/** The renderers the site runs (site.ts adds the core ones to the suite's). */
const siteBlocks = [ ...serverBlocks, ...coreServerBlocks ];

/**
 * What a value broken on the way to the page prints: not the end of a longer word, but
 * wherever it runs on (`NaNpx`, `undefinedpx`).
 */
const BROKEN_VALUES: Array< [ string, RegExp ] > = [
	[ 'undefined', /(?<![A-Za-z0-9_$])undefined/ ],
	[ '[object Object]', /\[object Object\]/ ],
	[ 'NaN', /(?<![A-Za-z])NaN/ ],
];

/** Attributes holding a URL, and the policy use each is checked for. */
const URL_ATTRIBUTES: Record< string, UrlUse > = {
	href: 'link',
	'xlink:href': 'link',
	action: 'link',
	formaction: 'link',
	src: 'image',
};

/** Elements of `root`, those inside <template> contents included. */
function allElements( root: ParentNode ): Element[] {
	const elements: Element[] = [];
	for ( const element of Array.from( root.querySelectorAll( '*' ) ) ) {
		elements.push( element );
		if ( element.localName === 'template' ) {
			elements.push(
				...allElements( ( element as HTMLTemplateElement ).content )
			);
		}
	}
	return elements;
}

/** Text of `root` (template contents included), without the markup. */
function allText( root: ParentNode ): string {
	return [ root, ...allElements( root ) ]
		.flatMap( ( node ) => Array.from( node.childNodes ) )
		.filter( ( node ) => node.nodeType === 3 )
		.map( ( node ) => node.textContent ?? '' )
		.join( '\n' );
}

/**
 * What is wrong with the page a visitor got for `content`.
 * @param html    the page
 * @param content the post's saved content
 */
function pageProblems(
	html: string,
	content: string,
	excerpt: string
): string[] {
	const { JSDOM } = require( 'jsdom' ) as typeof import( 'jsdom' );
	const { document } = new JSDOM( html ).window;
	const problems: string[] = [];
	const entry = document.querySelector( 'article .entry-content' );
	if ( ! entry ) {
		return [ 'the page has no .entry-content' ];
	}
	problems.push( ...excerptProblems( excerpt, allText( entry ) ) );
	for ( const comment of [ '<!-- wp:jetpack/', '<!-- wp:videopress/' ] ) {
		if ( html.includes( comment ) ) {
			problems.push( `a block comment is left: ${ comment }` );
		}
	}

	const text = allText( entry );
	for ( const [ word, pattern ] of BROKEN_VALUES ) {
		const match = pattern.exec( text );
		if ( match ) {
			problems.push(
				`text holds ${ word }: …${ text.slice( Math.max( 0, match.index - 40 ), match.index + 40 ) }…`
			);
		}
	}

	const elements = allElements( entry );
	for ( const element of elements ) {
		for ( const { name, value } of Array.from( element.attributes ) ) {
			for ( const [ word, pattern ] of BROKEN_VALUES ) {
				if ( pattern.test( value ) ) {
					problems.push(
						`<${ element.localName } ${ name }="${ value }"> holds ${ word }`
					);
				}
			}
			if ( /^on/i.test( name ) ) {
				problems.push(
					`<${ element.localName }> has an event handler: ${ name }="${ value }"`
				);
			}
			const use = URL_ATTRIBUTES[ name.toLowerCase() ];
			if ( use && ! isSafeUrl( value, use ) ) {
				problems.push(
					`<${ element.localName } ${ name }="${ value }"> fails the URL policy (${ use })`
				);
			}
		}
		if ( element.localName === 'script' ) {
			problems.push(
				`the content holds a script: ${ element.outerHTML.slice( 0, 200 ) }`
			);
		}
	}

	// The page's own scripts: documentPage's `<script src="…" defer>` at the end of <body>,
	// one per view script blockAssets names for the blocks in the content.
	const viewScripts = new Set(
		blockAssets( blockNamesIn( content ), siteBlocks ).scripts
	);
	for ( const script of allElements( document ).filter(
		( element ) => element.localName === 'script'
	) ) {
		if ( entry.contains( script ) ) {
			continue; // reported above
		}
		const own =
			script.parentElement === document.body &&
			script.attributes.length === 2 &&
			script.hasAttribute( 'defer' ) &&
			viewScripts.has( script.getAttribute( 'src' ) ?? '' ) &&
			script.textContent === '';
		if ( ! own ) {
			problems.push(
				`the page holds a script that is not a view script of its blocks: ${ script.outerHTML.slice( 0, 200 ) }`
			);
		}
	}
	return problems;
}

/**
 * What is wrong with the post's automatic excerpt (`excerpt.rendered`): it must be the
 * beginning of the text the visitor reads, so each of its words is in the page's text, and it
 * holds no broken value.
 * @param excerpt  the excerpt's HTML
 * @param pageText the text of the page's entry content
 */
function excerptProblems( excerpt: string, pageText: string ): string[] {
	const { JSDOM } = require( 'jsdom' ) as typeof import( 'jsdom' );
	const text = JSDOM.fragment( excerpt )
		.textContent!.replace( /\s*\[…\]\s*$/, '' )
		.trim();
	const problems: string[] = [];
	for ( const [ word, pattern ] of BROKEN_VALUES ) {
		if ( pattern.test( text ) ) {
			problems.push( `the excerpt holds ${ word }: ${ text }` );
		}
	}
	const foreign = text
		.split( /\s+/ )
		.filter( ( word ) => word && ! pageText.includes( word ) );
	if ( foreign.length ) {
		problems.push(
			`the excerpt has words the page does not show: ${ foreign.join( ' ' ) }`
		);
	}
	return problems;
}

/** A renderer that throws, for the control post: its failure must reach the site log. */
const failingBlock: ServerBlockDefinition = {
	slug: 'sweep-failing',
	metadata: { name: 'sweep/failing' },
	render: () => {
		throw new Error( 'the control renderer fails' );
	},
};

describe( 'every fixture as a visitor gets it', () => {
	let site: TestSite;
	let admin: SiteClient;
	const logged: string[] = [];

	beforeAll( async () => {
		site = await startTestSite( {
			serverBlocks: [ ...serverBlocks, failingBlock ],
			log: {
				info: () => {},
				warn: () => {},
				error: ( message, error ) =>
					logged.push(
						`${ message } ${ error instanceof Error ? error.stack : String( error ?? '' ) }`
					),
			},
		} );
		admin = await site.admin();
	} );

	afterAll( () => site?.close() );

	/**
	 * Publishes the fixture, fetches its page as a visitor, and lists what is wrong.
	 * @param fixture
	 */
	async function sweep( fixture: Fixture ): Promise< string[] > {
		const created = await admin.rest( '/wp/v2/posts', {
			method: 'POST',
			body: {
				title: fixture.name,
				content: fixture.content,
				status: 'publish',
			},
		} );
		if ( created.status !== 201 ) {
			return [
				`publishing answered ${ created.status }: ${ JSON.stringify( created.body ) }`,
			];
		}
		const id = created.body.id as number;
		const errorsBefore = logged.length;
		const response = await site.client().fetch( `/?p=${ id }` );
		const html = await response.text();
		const problems: string[] = [];
		if ( response.status !== 200 ) {
			problems.push( `the page answered ${ response.status }` );
		}
		problems.push(
			...logged
				.slice( errorsBefore )
				.map( ( error ) => `the site logged an error: ${ error }` )
		);
		problems.push(
			...pageProblems(
				html,
				fixture.content,
				String( created.body.excerpt?.rendered ?? '' )
			)
		);
		return problems;
	}

	/**
	 * The fixture's problems, each naming it.
	 * @param fixture
	 */
	const namedProblems = async ( fixture: Fixture ) =>
		( await sweep( fixture ) ).map(
			( problem ) => `${ fixture.name }: ${ problem }`
		);

	it( 'finds each kind of problem in a page that has it', async () => {
		const problems = await sweep( {
			name: 'control',
			content:
				'<!-- wp:paragraph --><p onclick="go()" title="NaN">undefined [object Object]</p><!-- /wp:paragraph -->' +
				'<script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
				'<img src="data:image/png;base64,AA" alt=""><form action="vbscript:x"></form>' +
				'<div style="width:NaNpx"></div><!-- wp:sweep/failing /-->',
		} );
		for ( const expected of [
			'the site logged an error: Rendering sweep/failing in post',
			'has an event handler: onclick',
			'title="NaN"> holds NaN',
			'text holds undefined',
			'text holds [object Object]',
			'style="width:NaNpx"> holds NaN',
			'the content holds a script',
			'href="javascript:alert(1)"> fails the URL policy (link)',
			'src="data:image/png;base64,AA"> fails the URL policy (image)',
			'action="vbscript:x"> fails the URL policy (link)',
			'the excerpt holds undefined',
		] ) {
			expect( problems ).toContainEqual(
				expect.stringContaining( expected )
			);
		}
		expect(
			excerptProblems(
				'<p>Hello Leave this field empty [&hellip;]</p>\n',
				'Hello world'
			)
		).toEqual( [
			'the excerpt has words the page does not show: Leave this field empty',
		] );
	} );

	describe( 'block fixtures', () => {
		const fixtures = blockFixtures();

		it( 'finds the block fixtures', () => {
			expect( fixtures.length ).toBeGreaterThan( 100 );
		} );

		for ( const fixture of fixtures ) {
			it( `${ fixture.name }`, async () => {
				expect( await namedProblems( fixture ) ).toEqual( [] );
			} );
		}
	} );

	describeWithCorpus( "Jetpack's fixtures of suite blocks", ( corpus ) => {
		const fixtures = jetpackFixtures( corpus );

		it( 'finds the Jetpack fixtures', () => {
			expect( fixtures.length ).toBeGreaterThan( 0 );
		} );

		for ( const fixture of fixtures ) {
			it( `${ fixture.name }`, async () => {
				expect( await namedProblems( fixture ) ).toEqual( [] );
			} );
		}
	} );
} );
