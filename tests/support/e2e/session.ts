/**
 * One site and one browser for a test file: `const session = editorSessionForThisFile();` at the top
 * level registers the beforeAll/afterAll hooks; the tests read `session.page` and friends.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageProblems, type PageProblems } from './browser';
import {
	insertBlockViaInserter,
	newPost,
	openPost,
	signIn,
	titleField,
} from './editor';
import { createPostThroughApi, type CreatedPost } from './posts';
import { startSite, type Site } from './site';

export type EditorSession = {
	site: Site;
	browser: Browser;
	page: Page;
	problems: PageProblems;
};

export function editorSessionForThisFile(
	options: Parameters< typeof startSite >[ 0 ] = {}
): EditorSession {
	const session = {} as EditorSession;
	beforeAll( async () => {
		session.site = await startSite( options );
		session.browser = await launchBrowser();
		session.page = await session.browser.newPage( {
			viewport: { width: 1400, height: 900 },
		} );
		session.problems = watchPageProblems( session.page );
	} );
	// No page may break the Content-Security-Policy (server/http/csp.ts): a refusal means a
	// script, a frame or a worker the site needs is blocked.
	afterEach( () => {
		expect( session.problems?.cspViolations ?? [] ).toEqual( [] );
	} );
	afterAll( async () => {
		await session.browser?.close();
		await session.site?.stop();
	} );
	return session;
}

/**
 * A session whose site reaches a third-party service at a local fake on 127.0.0.1: the fake
 * (`handler`, node:http) starts before the site, the site finds it through the environment
 * variable `envName` (e.g. GIPHY_URL), and it stops after the file's tests.
 * @param envName the site's variable for the service's base URL
 * @param handler answers the requests the site sends the service
 * @param env     more of the site's environment
 */
export function editorSessionWithFakeService(
	envName: string,
	handler: RequestListener,
	env: Record< string, string > = {}
): EditorSession {
	let fake: Server | undefined;
	const siteEnv = { ...env };
	// Registered before the session's own beforeAll, which reads `siteEnv` when it starts the site.
	beforeAll( async () => {
		const server = createServer( handler );
		fake = server;
		await new Promise< void >( ( resolve ) =>
			server.listen( 0, '127.0.0.1', resolve )
		);
		siteEnv[ envName ] = `http://127.0.0.1:${
			( server.address() as AddressInfo ).port
		}`;
	} );
	const session = editorSessionForThisFile( { env: siteEnv } );
	afterAll( async () => {
		await new Promise( ( resolve ) => fake?.close( resolve ) );
	} );
	return session;
}

/**
 * How most browser tests begin: the site's editor signs in, opens a new post and titles it;
 * given `block` (the inserter's search term and the block's title), inserts that block.
 * @param session
 * @param title
 * @param block
 */
export async function editorStartsPost(
	session: EditorSession,
	title: string,
	block?: [ searchTerm: string, blockTitle: string ]
): Promise< void > {
	const { site, page } = session;
	await signIn( page, site, site.editor.user, site.editor.password );
	await newPost( page, site );
	await titleField( page ).fill( title );
	if ( block ) {
		await insertBlockViaInserter( page, ...block );
	}
}

/**
 * How tests of content saved elsewhere begin: the site's editor signs in, puts `post` on the
 * site through the REST API (createPostThroughApi, from a new post's editor page) and opens it
 * in the editor.
 * @param session
 * @param post         the post's title and content (block markup as saved elsewhere)
 * @param post.title
 * @param post.content
 */
export async function editorOpensSavedPost(
	session: EditorSession,
	post: { title: string; content: string }
): Promise< CreatedPost > {
	const { site, page } = session;
	await signIn( page, site, site.editor.user, site.editor.password );
	await newPost( page, site );
	const created = await createPostThroughApi( page, post );
	await openPost( page, created.id, site );
	return created;
}

/** The `href`s of the stylesheets a page links, and the `src`s of its scripts. */
export async function pageAssets( page: Page ) {
	const styles = await page
		.locator( 'link[rel="stylesheet"]' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => node.getAttribute( 'href' ) ?? '' )
		);
	const scripts = await page
		.locator( 'script[src]' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => node.getAttribute( 'src' ) ?? '' )
		);
	return { styles, scripts };
}
