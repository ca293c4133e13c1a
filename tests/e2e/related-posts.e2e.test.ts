/**
 * Related Posts end to end: with published posts on two topics (sourdough baking and bicycle
 * repair), an editor writes a new post about sourdough, inserts Related Posts through the
 * inserter, switches it to the list layout, sets two posts in the sidebar and publishes. The
 * visitor's page lists the two most related posts (sourdough ones, never the post itself, nor
 * a bicycle post, nor the bread post without "sourdough") in that layout; axe finds nothing on
 * the published page.
 */
import type { Page } from 'playwright-core';
import {
	editorSessionForThisFile,
	findAccessibilityViolations,
	getEditedBlocks,
	insertBlockViaInserter,
	newPost,
	publishPost,
	signIn,
	titleField,
} from '../support/e2e';

const session = editorSessionForThisFile();

const POSTS = [
	{
		title: 'Sourdough starter from scratch',
		content:
			'Feed the sourdough starter flour and water every day; a lively starter makes sourdough bread rise.',
	},
	{
		title: 'Shaping and baking a sourdough loaf',
		content:
			'Shape the sourdough dough, proof it overnight and bake the sourdough bread in a hot oven.',
	},
	{
		title: 'Fixing a flat bicycle tyre',
		content:
			'Take the wheel off the bicycle, find the puncture in the inner tube and patch the tyre.',
	},
	{
		title: 'Adjusting bicycle brakes',
		content:
			'Bicycle brake pads wear down; adjust the cable so the brakes grip the rim.',
	},
	{
		title: 'Rye flour in bread',
		content:
			'A little rye flour gives bread a deeper taste and helps the dough ferment.',
	},
];

/** Publishes a post through the REST API as the signed-in editor (the editor page's apiFetch). */
function publishThroughApi(
	page: Page,
	post: { title: string; content: string }
) {
	return page.evaluate(
		( { title, content } ) =>
			(
				window as unknown as {
					wp: {
						apiFetch: ( options: object ) => Promise< unknown >;
					};
				}
			 ).wp.apiFetch( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title,
					content: `<!-- wp:paragraph -->\n<p>${ content }</p>\n<!-- /wp:paragraph -->`,
					status: 'publish',
				},
			} ),
		post
	);
}

describe( 'Related Posts', () => {
	it( 'lists the most related published posts, in the chosen layout, for visitors', async () => {
		const { site, page, browser, problems } = session;
		await signIn( page, site, site.editor.user, site.editor.password );
		await newPost( page, site );
		for ( const post of POSTS ) {
			await publishThroughApi( page, post );
		}

		await newPost( page, site );
		await titleField( page ).fill( 'My first sourdough bread' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type(
			'Baking sourdough bread with a starter: the sourdough loaf came out of the oven.'
		);
		await insertBlockViaInserter( page, 'related posts', 'Related Posts' );

		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'List view' } )
			.click();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Number of posts' } )
			.fill( '2' );

		const blocks = await getEditedBlocks( page );
		expect( blocks.map( ( block ) => block.name ) ).toEqual( [
			'core/paragraph',
			'jetpack/related-posts',
		] );
		expect( blocks[ 1 ].attributes ).toMatchObject( {
			postLayout: 'list',
			postsToShow: 2,
		} );

		const url = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );

		const visitor = await browser.newPage();
		await visitor.goto( url );
		const nav = visitor.getByRole( 'navigation', {
			name: 'Related Posts',
		} );
		await expect( nav.getAttribute( 'data-layout' ) ).resolves.toBe(
			'list'
		);
		const titles = await nav
			.locator( '.jp-related-posts-i2__post-title' )
			.allTextContents();
		expect( [ ...titles ].sort() ).toEqual( [
			'Shaping and baking a sourdough loaf',
			'Sourdough starter from scratch',
		] );
		const links = await nav
			.locator( 'a.jp-related-posts-i2__post-link' )
			.evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => ( node as HTMLAnchorElement ).href )
			);
		expect( links ).toHaveLength( 2 );
		expect( links ).not.toContain( url );
		expect(
			await findAccessibilityViolations( visitor, { include: 'main' } )
		).toEqual( [] );
		await visitor.close();
	} );
} );
