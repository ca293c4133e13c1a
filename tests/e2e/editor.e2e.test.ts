/**
 * The block editor page in Chromium against the built site: write, undo, save, reload, publish,
 * leave with unsaved changes, and a save the server refuses.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
	editorCanvas,
	editorNotices,
	getEditedBlocks,
	getPostId,
	insertBlockViaInserter,
	launchBrowser,
	newPost,
	openPost,
	publishPost,
	saveDraft,
	signIn,
	startSite,
	titleField,
	watchPageProblems,
	type PageProblems,
	type Site,
} from '../support/e2e';

/** Generous: the machine running the tests is shared; the page is usually ready in 1–2 s. */
const READY_BUDGET_MS = 15000;

let site: Site;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

const paragraphText = 'A paragraph typed in the standalone editor.';

function paragraphs( blocks: Awaited< ReturnType< typeof getEditedBlocks > > ) {
	return blocks
		.filter( ( block ) => block.name === 'core/paragraph' )
		.map( ( block ) => block.attributes.content );
}

beforeAll( async () => {
	site = await startSite();
	browser = await launchBrowser();
	context = await browser.newContext( {
		viewport: { width: 1400, height: 900 },
	} );
	page = await context.newPage();
	problems = watchPageProblems( page );
} );

afterAll( async () => {
	await browser?.close();
	await site?.stop();
} );

describe( 'the block editor page', () => {
	let postId: number | null = null;

	it( 'opens an empty new post for a signed-in editor with no console errors', async () => {
		await signIn( page, site, site.editor.user, site.editor.password );
		problems.clear();
		const readyMs = await newPost( page, site );

		expect( readyMs ).toBeLessThan( READY_BUDGET_MS );
		await expect( titleField( page ).inputValue() ).resolves.toBe( '' );
		expect( await getEditedBlocks( page ) ).toEqual( [] );
		expect(
			await page
				.getByRole( 'button', { name: 'Undo' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'takes a title and a paragraph inserted through the inserter search', async () => {
		await titleField( page ).fill( 'Written in the browser' );
		await insertBlockViaInserter( page, 'paragraph', 'Paragraph' );
		await page.keyboard.type( paragraphText );

		expect( paragraphs( await getEditedBlocks( page ) ) ).toEqual( [
			paragraphText,
		] );
		await expect(
			editorCanvas( page )
				.getByRole( 'document', { name: 'Block: Paragraph' } )
				.textContent()
		).resolves.toBe( paragraphText );
	} );

	it( 'undoes and redoes with the keyboard and the header buttons', async () => {
		await page.keyboard.press( 'Control+z' );
		expect( paragraphs( await getEditedBlocks( page ) ) ).toEqual( [ '' ] );

		await page.keyboard.press( 'Control+Shift+z' );
		expect( paragraphs( await getEditedBlocks( page ) ) ).toEqual( [
			paragraphText,
		] );

		await page.getByRole( 'button', { name: 'Undo' } ).click();
		expect( paragraphs( await getEditedBlocks( page ) ) ).toEqual( [ '' ] );
		await page.getByRole( 'button', { name: 'Redo' } ).click();
		expect( paragraphs( await getEditedBlocks( page ) ) ).toEqual( [
			paragraphText,
		] );
		await expect( titleField( page ).inputValue() ).resolves.toBe(
			'Written in the browser'
		);
	} );

	it( 'saves a draft, moves to the edit URL, and shows the content again after a reload', async () => {
		await saveDraft( page );
		postId = await getPostId( page );
		expect( postId ).toEqual( expect.any( Number ) );
		expect( page.url() ).toBe(
			`${ site.url }/wp-admin/post.php?post=${ postId }&action=edit`
		);

		await page.reload();
		await titleField( page ).waitFor();
		await expect( titleField( page ).inputValue() ).resolves.toBe(
			'Written in the browser'
		);
		expect( paragraphs( await getEditedBlocks( page ) ) ).toEqual( [
			paragraphText,
		] );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'publishes, after which the button reads Update and the post shows the paragraph', async () => {
		const publishedUrl = await publishPost( page );
		await page
			.getByRole( 'button', { name: 'Update', exact: true } )
			.waitFor();

		const visitor = await context.newPage();
		const response = await visitor.goto( publishedUrl );
		expect( response?.status() ).toBe( 200 );
		await expect(
			visitor.getByText( paragraphText ).first().isVisible()
		).resolves.toBe( true );
		await visitor.close();
	} );

	it( 'asks before leaving with unsaved changes, and not once they are saved', async () => {
		const dialogs: string[] = [];
		const onDialog = async (
			dialog: import( 'playwright-core' ).Dialog
		) => {
			dialogs.push( dialog.type() );
			await dialog.dismiss();
		};
		page.on( 'dialog', onDialog );
		try {
			await titleField( page ).fill( 'Changed but not saved' );
			// A dismissed beforeunload prompt keeps the page, so the navigation never finishes.
			await page
				.goto( `${ site.url }/wp-admin/post-new.php`, {
					timeout: 3000,
				} )
				.catch( () => undefined );
			expect( dialogs ).toEqual( [ 'beforeunload' ] );
			await expect( titleField( page ).inputValue() ).resolves.toBe(
				'Changed but not saved'
			);

			await publishPost( page );
			await openPost( page, postId as number, site );
			expect( dialogs ).toEqual( [ 'beforeunload' ] );
		} finally {
			page.off( 'dialog', onDialog );
		}
	} );

	it( 'shows the server’s message when the server refuses a save', async () => {
		await titleField( page ).fill( 'Saved after signing out' );
		// The session ends (as when it expires): the next save reaches the server unauthenticated.
		await context.clearCookies();
		const refusal = await page.evaluate(
			async ( path ) =>
				( await (
					await fetch( path, { method: 'POST' } )
				).json() ) as { message: string },
			`/wp-json/wp/v2/posts/${ postId }`
		);
		expect( refusal.message ).toEqual( expect.any( String ) );

		await page
			.getByRole( 'button', { name: 'Update', exact: true } )
			.click();
		const notice = editorNotices( page ).filter( {
			hasText: refusal.message,
		} );
		await notice.waitFor();
		await expect( notice.textContent() ).resolves.toContain(
			`Updating failed. ${ refusal.message }`
		);
		// Still unsaved: the editor keeps the changes and still warns before leaving.
		expect(
			await page.evaluate( () => {
				const { wp } = window as unknown as {
					wp: {
						data: {
							select: ( s: unknown ) => {
								isDirty: () => boolean;
							};
						};
						postEditor: { store: unknown };
					};
				};
				return wp.data.select( wp.postEditor.store ).isDirty();
			} )
		).toBe( true );
	} );
} );
