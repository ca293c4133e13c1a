/**
 * The WordPress plugin (`npm run build:plugin` → build/wp-plugin/) in real WordPress, offline:
 * for each supported version a throwaway site on PHP's built-in server with SQLite, the plugin
 * activated, and its block editor in Chromium. Checks that every block of the suite registers
 * with its block.json title and category, inserts without a validation warning or an error from
 * the plugin's scripts, and that WordPress's own parser gives every block of Jetpack's fixtures
 * the verdict `npm run audit-content` gives it. WordPress 6.5 must refuse to activate the plugin.
 *
 * Run alone: `npm run build:plugin && npx jest -c jest.config.js --selectProjects wordpress`.
 * `WORDPRESS_TEST_PLUGIN_DIR` tests another plugin folder than build/wp-plugin/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colourShares } from '../support/e2e/screen-colours';
import {
	describeWithCorpus,
	jetpackFixturesDir,
} from '../support/jetpack-corpus';
import { verdictDifferences } from './support/audit';
import {
	canvasBlockWarnings,
	editorBlocks,
	insertAndShow,
	insertThroughInserter,
	parseInEditor,
	signInToEditor,
} from './support/editor';
import { MAP_BACKGROUND, MAP_SQUARE } from './support/map-style';
import {
	describeMessage,
	recordPageMessages,
	waitForQuiet,
} from './support/page-messages';
import {
	assertPluginBuilt,
	auditOnce,
	authorInsertableBlocks,
	closeSharedBrowser,
	htmlFilesUnder,
	pluginDir,
	SETUP_TIMEOUT,
	sharedBrowser,
	suiteBlocks,
	type Session,
} from './support/plugin';
import { startWordPress, type WordPressVersion } from './support/site';

afterAll( async () => {
	await closeSharedBrowser();
} );

describe.each( [ '6.6', '6.7' ] as WordPressVersion[] )(
	'WordPress %s',
	( version ) => {
		const session = {} as Session;

		beforeAll( async () => {
			assertPluginBuilt();
			const corpus = jetpackFixturesDir();
			if ( corpus ) {
				// Runs while WordPress is set up.
				auditOnce( corpus );
			}
			session.site = await startWordPress( { version, pluginDir } );
			session.context = await (
				await sharedBrowser()
			).newContext( { viewport: { width: 1400, height: 900 } } );
			session.page = await session.context.newPage();
			session.recorder = await recordPageMessages( session.page );
			await signInToEditor( session.page, session.site );
		}, SETUP_TIMEOUT );

		afterAll( async () => {
			await session.context?.close();
			await session.site?.stop();
		} );

		it( 'activates the plugin', () => {
			expect( session.site.version ).toMatch(
				new RegExp( `^${ version.replace( '.', '\\.' ) }[.-]` )
			);
			expect( session.site.activationError ).toBeNull();
		} );

		it( 'registers every block of the suite with the title and category of its block.json', async () => {
			const registered = await session.page.evaluate(
				( names ) => {
					const { wp } = window as unknown as {
						wp: {
							blocks: {
								getBlockType: (
									name: string
								) =>
									| { title: string; category: string }
									| undefined;
							};
						};
					};
					return names.map( ( name ) => {
						const type = wp.blocks.getBlockType( name );
						return type
							? {
									name,
									title: type.title,
									category: type.category,
								}
							: { name, missing: true };
					} );
				},
				suiteBlocks.map( ( block ) => block.name )
			);
			expect( registered ).toEqual(
				suiteBlocks.map( ( { name, title, category } ) => ( {
					name,
					title,
					category,
				} ) )
			);
		} );

		it( 'adds the Forms, Earn and Grow categories and tells the editor it runs in WordPress', async () => {
			const { categories, blockSuite } = await session.page.evaluate(
				() => {
					const { wp } = window as unknown as {
						wp: {
							blocks: {
								getCategories: () => Array< {
									slug: string;
									title: string;
								} >;
							};
							data: {
								select: ( store: string ) => {
									getEditorSettings: () => Record<
										string,
										unknown
									>;
								};
							};
						};
					};
					return {
						categories: wp.blocks.getCategories(),
						blockSuite: wp.data
							.select( 'core/editor' )
							.getEditorSettings().blockSuite,
					};
				}
			);
			expect( categories ).toEqual(
				expect.arrayContaining( [
					expect.objectContaining( {
						slug: 'contact-form',
						title: 'Forms',
					} ),
					expect.objectContaining( { slug: 'earn', title: 'Earn' } ),
					expect.objectContaining( { slug: 'grow', title: 'Grow' } ),
				] )
			);
			expect( blockSuite ).toEqual( {
				siteType: 'self-hosted',
				adminUrl: `${ session.site.url }/wp-admin/`,
				host: 'wordpress',
				// WordPress's own locale (get_locale()): en_US on these installs.
				siteLocale: 'en_US',
			} );
		} );

		it( 'inserts Business Hours through the inserter', async () => {
			const { page, recorder } = session;
			const start = recorder.count;
			await insertThroughInserter(
				page,
				'business hours',
				'Business Hours'
			);
			await page
				.frameLocator( 'iframe[name="editor-canvas"]' )
				.locator( '[data-type="jetpack/business-hours"]' )
				.waitFor();
			await waitForQuiet( page );
			expect(
				recorder.problemsSince( start ).map( describeMessage )
			).toEqual( [] );
		} );

		it( 'inserts every block of the suite without a validation warning or an error from the plugin', async () => {
			const { page, recorder } = session;
			await page.evaluate( () => {
				const { wp } = window as unknown as {
					wp: {
						data: {
							dispatch: ( store: string ) => {
								resetBlocks: ( blocks: unknown[] ) => void;
							};
						};
					};
				};
				wp.data.dispatch( 'core/block-editor' ).resetBlocks( [] );
			} );
			const problems: string[] = [];
			for ( const block of authorInsertableBlocks ) {
				const start = recorder.count;
				const problem = await insertAndShow( page, block.name );
				if ( problem ) {
					problems.push( `${ block.name }: ${ problem }` );
				}
				problems.push(
					...recorder
						.problemsSince( start )
						.map(
							( message ) =>
								`${ block.name }: ${ describeMessage( message ) }`
						)
				);
			}
			const invalid = ( await editorBlocks( page ) )
				.filter( ( block ) => ! block.isValid )
				.map( ( block ) => block.name );
			const warnings = await canvasBlockWarnings( page );
			problems.push(
				...invalid.map(
					( name ) => `${ name }: invalid in the editor`
				),
				...warnings.map(
					( text ) => `warning in the canvas: ${ text }`
				)
			);
			expect( problems ).toEqual( [] );
		}, 180000 );

		it( 'draws the Map in the editor from the tile style the site sets, with MapLibre’s worker from the plugin', async () => {
			const { page } = session;
			const config = await page.evaluate( () =>
				(
					window as unknown as {
						wp: {
							apiFetch: ( options: {
								path: string;
							} ) => Promise< Record< string, string > >;
						};
					}
				 ).wp.apiFetch( { path: '/wpcom/v2/map-config' } )
			);
			expect( config ).toEqual( {
				style_url: `${ session.site.url }/wp-content/mu-plugins/map-style.json`,
				mapbox_token: '',
				worker_url: expect.stringMatching(
					new RegExp(
						`^${ session.site.url }/wp-content/plugins/block-suite/blocks/map/maplibre-gl-worker\\.js\\?ver=\\d+$`
					)
				),
				css_url: expect.stringMatching(
					/\/plugins\/block-suite\/blocks\/map\/map\.css\?ver=\d+$/
				),
			} );
			// Inserted by the test above, without markers: the default centre, with the square
			// the style draws around it from GeoJSON, which MapLibre tiles in its worker.
			const canvas = page
				.frameLocator( 'iframe[name="editor-canvas"]' )
				.locator( '[data-type="jetpack/map"] .maplibregl-canvas' )
				.first();
			await canvas.waitFor();
			const drawn = async () => {
				const [ background, square ] = await colourShares( canvas, [
					MAP_BACKGROUND,
					MAP_SQUARE,
				] );
				return background > 0.3 && square > 0.005;
			};
			const deadline = Date.now() + 30000;
			while ( ! ( await drawn() ) && Date.now() < deadline ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
			}
			expect( await drawn() ).toBe( true );
		}, 60000 );

		describeWithCorpus( 'Jetpack fixtures', ( corpus ) => {
			it( 'get from WordPress’s parser the verdict npm run audit-content gives, block by block', async () => {
				const files = htmlFilesUnder( corpus );
				const verdicts = await parseInEditor(
					session.page,
					files.map( ( file ) =>
						readFileSync( path.join( corpus, file ), 'utf8' )
					)
				);
				const audited = await auditOnce( corpus );
				const differences = files.flatMap( ( file, index ) =>
					verdictDifferences(
						file,
						verdicts[ index ],
						audited.get( file ),
						`WordPress ${ session.site.version }`
					)
				);
				// Not vacuous: some suite block of the corpus is there and valid.
				const suiteNames = new Set(
					suiteBlocks.map( ( block ) => block.name )
				);
				expect(
					verdicts
						.flat()
						.some(
							( block ) =>
								block.verdict === 'valid' &&
								suiteNames.has( block.name )
						)
				).toBe( true );
				expect( differences ).toEqual( [] );
			}, 180000 );
		} );

		// WordPress writes there every PHP error, warning, notice and deprecation, and every
		// "called incorrectly" notice (e.g. a block.json that register_block_type refuses).
		it( 'leaves the PHP debug log empty', () => {
			expect(
				session.site
					.debugLog()
					.split( '\n' )
					.filter( ( line ) => line.trim() )
			).toEqual( [] );
		} );
	}
);

describe( 'WordPress 6.5', () => {
	it(
		'refuses to activate the plugin: it requires WordPress 6.6',
		async () => {
			assertPluginBuilt();
			const site = await startWordPress( { version: '6.5', pluginDir } );
			try {
				expect( site.version ).toMatch( /^6\.5\./ );
				expect( site.activationError ).toMatch(
					/requires WordPress 6\.6/
				);
			} finally {
				await site.stop();
			}
		},
		SETUP_TIMEOUT
	);
} );
