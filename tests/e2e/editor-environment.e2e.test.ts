/**
 * What the editor page is made of, in Chromium against the built site: the suite's blocks are
 * registered, the canvas iframe gets its stylesheets, the chrome passes axe, the panels work,
 * and an expired nonce is renewed without losing the save.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
	clearNotices,
	editorCanvas,
	findAccessibilityViolations,
	getEditedBlocks,
	getPostId,
	insertBlockViaInserter,
	launchBrowser,
	newPost,
	saveDraft,
	signIn,
	snackbar,
	startSite,
	titleField,
	watchPageProblems,
	type PageProblems,
	type Site,
} from '../support/e2e';

const root = path.resolve( __dirname, '../..' );

/** Every block folder's name from its block.json. */
function suiteBlockNames() {
	return readdirSync( path.join( root, 'blocks' ), { withFileTypes: true } )
		.filter(
			( entry ) =>
				entry.isDirectory() &&
				existsSync(
					path.join( root, 'blocks', entry.name, 'block.json' )
				)
		)
		.map(
			( entry ) =>
				JSON.parse(
					readFileSync(
						path.join( root, 'blocks', entry.name, 'block.json' ),
						'utf8'
					)
				).name as string
		);
}

/** The block stylesheets the canvas must link: each block.json's style and editorStyle. */
function builtBlockStyles() {
	const blocks = path.join( root, 'blocks' );
	return readdirSync( blocks, { withFileTypes: true } )
		.filter( ( entry ) =>
			existsSync( path.join( blocks, entry.name, 'block.json' ) )
		)
		.flatMap( ( entry ) => {
			const metadata = JSON.parse(
				readFileSync(
					path.join( blocks, entry.name, 'block.json' ),
					'utf8'
				)
			);
			return [ metadata.style, metadata.editorStyle ]
				.filter( ( field ) => typeof field === 'string' )
				.map(
					( field: string ) =>
						`/build/blocks/${ entry.name }/${ field.replace(
							/^file:\.\//,
							''
						) }`
				);
		} );
}

let site: Site;
let browser: Browser;
let page: Page;
let problems: PageProblems;

beforeAll( async () => {
	site = await startSite();
	browser = await launchBrowser();
	page = await browser.newPage( { viewport: { width: 1400, height: 900 } } );
	problems = watchPageProblems( page );
	await signIn( page, site, site.admin.user, site.admin.password );
	problems.clear();
	await newPost( page, site );
} );

afterEach( () => {
	if ( problems.cspViolations.length ) {
		throw new Error(
			`Content-Security-Policy refusals:\n${ problems.cspViolations.join(
				'\n'
			) }`
		);
	}
} );

afterAll( async () => {
	await browser?.close();
	await site?.stop();
} );

describe( 'the block editor page’s setup', () => {
	it( 'registers every suite block and exposes the editor through window.wp', async () => {
		const names = suiteBlockNames();
		expect( names.length ).toBeGreaterThan( 0 );
		const registered = await page.evaluate( ( blockNames ) => {
			const { wp } = window as unknown as {
				wp: { blocks: { getBlockType: ( name: string ) => unknown } };
			};
			return blockNames.filter(
				( name ) => !! wp.blocks.getBlockType( name )
			);
		}, names );
		expect( registered ).toEqual( names );
		expect(
			await page.evaluate( () =>
				Object.keys( ( window as unknown as { wp: object } ).wp ).sort()
			)
		).toEqual(
			expect.arrayContaining( [
				'apiFetch',
				'blockEditor',
				'blocks',
				'components',
				'data',
				'element',
				'i18n',
			] )
		);
	} );

	it( 'loads the block library, content and suite block stylesheets into the canvas', async () => {
		const loaded = await page.evaluate( () => {
			const frame = document.querySelector(
				'iframe[name="editor-canvas"]'
			) as HTMLIFrameElement;
			return Array.from( frame.contentDocument?.styleSheets ?? [] )
				.filter( ( sheet ) => sheet.href && sheet.cssRules.length > 0 )
				.map( ( sheet ) => new URL( sheet.href as string ).pathname );
		} );
		expect( loaded ).toEqual(
			expect.arrayContaining( [
				'/build/vendor/components/style.css',
				'/build/vendor/block-library/style.css',
				'/build/vendor/block-library/editor.css',
				'/build/vendor/block-editor/content.css',
				...builtBlockStyles(),
			] )
		);
		// Styled, not bare: a browser's own <hr> has a 1px inset border all round; the block
		// library (with its theme styles) gives the separator a 2px bottom border only.
		await insertBlockViaInserter( page, 'separator', 'Separator' );
		const borders = await editorCanvas( page )
			.locator( 'hr.wp-block-separator' )
			.evaluate( ( hr ) => {
				const style = getComputedStyle( hr );
				return [ style.borderTopWidth, style.borderBottomWidth ];
			} );
		expect( borders ).toEqual( [ '0px', '2px' ] );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'edits blocks whose controls come from CommonJS packages (Shortcode)', async () => {
		// block-editor's PlainText default-imports react-autosize-textarea (CommonJS); a
		// bundling mistake there makes React throw as soon as the block renders.
		await insertBlockViaInserter( page, 'shortcode', 'Shortcode' );
		await editorCanvas( page )
			.getByRole( 'textbox', { name: 'Shortcode text' } )
			.fill( '[gallery ids="1,2"]' );
		const shortcode = ( await getEditedBlocks( page ) ).find(
			( block ) => block.name === 'core/shortcode'
		);
		expect( shortcode?.attributes.text ).toBe( '[gallery ids="1,2"]' );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'shows the block inspector and the list view for the blocks', async () => {
		await editorCanvas( page ).locator( 'hr.wp-block-separator' ).click();
		await page.getByRole( 'tab', { name: 'Block', exact: true } ).click();
		await expect(
			page
				.getByRole( 'region', { name: 'Editor settings' } )
				.getByText( 'Separator', { exact: true } )
				.first()
				.isVisible()
		).resolves.toBe( true );

		await page.getByRole( 'button', { name: 'Document Overview' } ).click();
		const outline = page.getByRole( 'region', {
			name: 'Document Overview',
		} );
		await expect(
			outline.getByRole( 'link', { name: /Separator/ } ).count()
		).resolves.toBe( 1 );
		await expect(
			outline.getByRole( 'link', { name: /Shortcode/ } ).count()
		).resolves.toBe( 1 );
		expect(
			( await getEditedBlocks( page ) ).map( ( block ) => block.name )
		).toEqual( [ 'core/separator', 'core/shortcode' ] );
	} );

	it( 'has no WCAG A/AA violations in the editor chrome, with the panels open', async () => {
		await page
			.getByRole( 'button', { name: 'Block Inserter', exact: true } )
			.click();
		expect(
			await findAccessibilityViolations( page, {
				exclude: [ 'iframe[name="editor-canvas"]' ],
			} )
		).toEqual( [] );
	} );

	it( 'has no violations in the canvas document either: title, language, main landmark, the title as h1', async () => {
		const canvas = page.frame( { name: 'editor-canvas' } );
		expect( canvas ).toBeTruthy();
		expect(
			await findAccessibilityViolations( canvas!, {
				include: 'html',
				// The block editor's own rich-text blocks (role "document" with aria-multiline and
				// aria-readonly, as in WordPress): not this page's markup.
				exclude: [ '[role="document"][contenteditable="true"]' ],
				rules: [
					'landmark-one-main',
					'page-has-heading-one',
					'region',
				],
			} )
		).toEqual( [] );
		await expect(
			canvas!.getByRole( 'heading', { level: 1 } ).count()
		).resolves.toBe( 1 );
	} );

	it( 'renews an expired nonce and still saves (Ctrl+S)', async () => {
		await titleField( page ).fill( 'Saved with a renewed nonce' );
		await saveDraft( page );
		const id = await getPostId( page );

		await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
			};
			wp.apiFetch.nonceMiddleware.nonce = 'expired';
		} );
		await titleField( page ).fill( 'Saved again after the nonce expired' );
		await clearNotices( page );
		await titleField( page ).press( 'Control+s' );
		await snackbar( page, 'Draft saved.' ).waitFor();

		const nonce = await page.evaluate(
			() =>
				(
					window as unknown as {
						wp: {
							apiFetch: { nonceMiddleware: { nonce: string } };
						};
					}
				 ).wp.apiFetch.nonceMiddleware.nonce
		);
		expect( nonce ).not.toBe( 'expired' );
		const saved = await page.evaluate( async ( postId ) => {
			const { wp } = window as unknown as {
				wp: {
					apiFetch: (
						o: object
					) => Promise< { title: { raw: string } } >;
				};
			};
			return (
				await wp.apiFetch( {
					path: `/wp/v2/posts/${ postId }?context=edit`,
				} )
			).title.raw;
		}, id );
		expect( saved ).toBe( 'Saved again after the nonce expired' );
		// The refused first attempt is the only trace.
		expect( problems.unexpected( /status of 403/ ) ).toEqual( [] );
	} );
} );
