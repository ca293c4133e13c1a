/**
 * WordPress's own block editor driven in Chromium: sign in, open a new post, record what the
 * plugin's scripts print, insert blocks, parse content with `wp.blocks.parse`.
 */
import type { Page } from 'playwright-core';
import { signIn } from '../../support/e2e/editor';
import type { WordPressSite } from './site';

/** Part of a URL that only the suite plugin's files have. */
export const PLUGIN_PATH = '/plugins/block-suite/';

/** What the page said, with where it came from, so the plugin's own output can be told apart. */
export type PageMessage = {
	kind: 'console' | 'pageerror' | 'request';
	type: string;
	text: string;
	/** Script URL for console messages, stack for errors, URL for requests. */
	source: string;
};

export function describeMessage( message: PageMessage ): string {
	const source =
		message.source
			.split( '\n' )
			.find( ( line ) => line.includes( PLUGIN_PATH ) ) ??
		message.source.split( '\n' )[ 0 ];
	return `${ message.kind } ${ message.type }: ${ message.text.slice(
		0,
		600
	) } (${ source })`;
}

/** Requests in flight and when each started, per page watched by recordPageMessages. */
const inFlight = new WeakMap< Page, Map< unknown, number > >();

/**
 * Resolves once the page has had no request in flight for `quietMs` (lazily loaded editor
 * code, REST calls), or after `timeoutMs` at most. A request pending for longer than
 * `stalledMs` does not count: the editor keeps a few that never finish (OPTIONS requests it
 * answers from its preloaded data).
 * @param page
 * @param quietMs
 * @param timeoutMs
 * @param stalledMs
 */
export async function waitForQuiet(
	page: Page,
	quietMs = 500,
	timeoutMs = 15000,
	stalledMs = 8000
) {
	const requests = inFlight.get( page ) ?? new Map< unknown, number >();
	const deadline = Date.now() + timeoutMs;
	let quietSince = Date.now();
	while ( Date.now() < deadline ) {
		const now = Date.now();
		if (
			[ ...requests.values() ].some(
				( started ) => now - started < stalledMs
			)
		) {
			quietSince = now;
		} else if ( now - quietSince >= quietMs ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}

/** A stack trace as Chromium's DevTools protocol gives it (Runtime.StackTrace), in part. */
type StackTrace = { callFrames: Array< { url: string } >; parent?: StackTrace };

/** The script URLs of a stack trace, its async parents included. */
function stackScripts( stack?: StackTrace ): string[] {
	const scripts = new Set< string >();
	for ( let trace = stack; trace; trace = trace.parent ) {
		trace.callFrames.forEach( ( frame ) => scripts.add( frame.url ) );
	}
	return [ ...scripts ];
}

/**
 * Records console messages, uncaught errors, and failed or refused requests of the page with
 * the scripts that made them (from Chromium's DevTools protocol, async callers included), so
 * a REST call of the plugin that fails counts as the plugin's even though api-fetch sent it.
 * @param page
 */
export async function recordPageMessages( page: Page ) {
	const messages: PageMessage[] = [];
	const requests = new Map< unknown, number >();
	inFlight.set( page, requests );
	page.on( 'request', ( request ) => requests.set( request, Date.now() ) );
	page.on( 'requestfinished', ( request ) => requests.delete( request ) );
	page.on( 'requestfailed', ( request ) => requests.delete( request ) );
	page.on( 'console', ( message ) =>
		messages.push( {
			kind: 'console',
			type: message.type(),
			text: message.text(),
			source: message.location().url,
		} )
	);
	page.on( 'pageerror', ( error ) =>
		messages.push( {
			kind: 'pageerror',
			type: error.name,
			text: error.message,
			source: error.stack ?? '',
		} )
	);

	const devtools = await page.context().newCDPSession( page );
	await devtools.send( 'Network.enable' );
	await devtools.send( 'Runtime.enable' );
	await devtools.send( 'Runtime.setAsyncCallStackDepth', { maxDepth: 32 } );
	const sent = new Map< string, { url: string; scripts: string[] } >();
	devtools.on( 'Network.requestWillBeSent', ( event ) =>
		sent.set( event.requestId, {
			url: event.request.url,
			scripts: stackScripts( event.initiator.stack ),
		} )
	);
	devtools.on( 'Network.responseReceived', ( event ) => {
		const request = sent.get( event.requestId );
		if ( event.response.status >= 400 ) {
			messages.push( {
				kind: 'request',
				type: `HTTP ${ event.response.status }`,
				text: event.response.url,
				source: request?.scripts.join( '\n' ) ?? '',
			} );
		}
	} );
	devtools.on( 'Network.loadingFailed', ( event ) => {
		const request = sent.get( event.requestId );
		// Navigating away cancels what the previous page still had in flight.
		if ( ! event.canceled ) {
			messages.push( {
				kind: 'request',
				type: 'failed',
				text: `${ request?.url ?? '' } ${ event.errorText }`,
				source: request?.scripts.join( '\n' ) ?? '',
			} );
		}
	} );

	return {
		messages,
		/** What was recorded from `start` on that is the plugin's problem (see isPluginProblem). */
		problemsSince( start: number ): PageMessage[] {
			return messages.slice( start ).filter( isPluginProblem );
		},
		get count() {
			return messages.length;
		},
	};
}

/**
 * A message is the plugin's problem when it is an error or warning, an uncaught error or a
 * failed request that names one of the plugin's files — where it was printed, its stack, the
 * scripts that sent the request, the requested URL, or a component stack in its text — or
 * any block validation message.
 * @param message
 */
export function isPluginProblem( message: PageMessage ): boolean {
	if ( /block validation|invalid content/i.test( message.text ) ) {
		return true;
	}
	const fromPlugin =
		message.source.includes( PLUGIN_PATH ) ||
		message.text.includes( PLUGIN_PATH );
	if ( message.kind === 'console' ) {
		return fromPlugin && [ 'error', 'warning' ].includes( message.type );
	}
	return fromPlugin;
}

/** Opens a new post in the block editor and waits until it can take blocks. */
export async function openNewPost( page: Page, site: WordPressSite ) {
	await page.goto( `${ site.url }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() => {
			const { wp } = window as unknown as {
				wp?: {
					data?: {
						select: ( store: string ) => {
							getCurrentPostId?: () => number | null;
						};
					};
				};
			};
			return !! wp?.data?.select( 'core/editor' ).getCurrentPostId?.();
		},
		null,
		{ timeout: 60000 }
	);
	await page
		.frameLocator( 'iframe[name="editor-canvas"]' )
		.locator( '.editor-post-title, .wp-block-post-title' )
		.first()
		.waitFor( { timeout: 60000 } );
}

/** Closes the "Welcome to the block editor" guide a new user gets, if it is showing. */
export async function closeWelcomeGuide( page: Page ) {
	const guide = page.getByRole( 'dialog', {
		name: 'Welcome to the block editor',
	} );
	try {
		await guide.waitFor( { timeout: 5000 } );
	} catch {
		return;
	}
	await guide.getByRole( 'button', { name: 'Close' } ).click();
	await guide.waitFor( { state: 'detached' } );
}

/** Signs the administrator in through wp-login.php and opens a new post. */
export async function signInToEditor( page: Page, site: WordPressSite ) {
	await signIn( page, site, site.admin.user, site.admin.password );
	await openNewPost( page, site );
	await closeWelcomeGuide( page );
}

/**
 * Opens the header's inserter, searches for `searchTerm` and clicks the `title` result.
 * The toggle's name changed between versions ("Toggle block inserter", "Block Inserter").
 */
export async function insertThroughInserter(
	page: Page,
	searchTerm: string,
	title: string
) {
	const toggle = page.getByRole( 'button', {
		name: /^(Toggle block inserter|Block Inserter)$/,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await page.getByRole( 'searchbox', { name: /search/i } ).fill( searchTerm );
	await page.getByRole( 'option', { name: title, exact: true } ).click();
}

export type BlockVerdict = 'valid' | 'invalid' | 'unknown';

export type ParsedVerdict = {
	/** 1-based position: "2.3" is the third inner block of the second block. */
	path: string;
	name: string;
	verdict: BlockVerdict;
};

/**
 * Parses each piece of content with the editor's `wp.blocks.parse` (the page's console is
 * silenced meanwhile: invalid blocks are expected to be reported there) and gives every block,
 * inner blocks included, its verdict: unknown when WordPress hands it to the missing-block
 * handler (or the classic block keeps an original name), else valid or invalid by `isValid`.
 * @param page
 * @param contents
 */
export function parseInEditor(
	page: Page,
	contents: string[]
): Promise< ParsedVerdict[][] > {
	return page.evaluate( ( htmls ) => {
		type ParsedBlock = {
			name: string;
			isValid: boolean;
			attributes: Record< string, unknown >;
			innerBlocks: ParsedBlock[];
		};
		const { wp } = window as unknown as {
			wp: {
				blocks: {
					parse: ( html: string, options?: object ) => ParsedBlock[];
					getUnregisteredTypeHandlerName: () => string;
					getFreeformContentHandlerName: () => string;
				};
			};
		};
		const missing = wp.blocks.getUnregisteredTypeHandlerName();
		const freeform = wp.blocks.getFreeformContentHandlerName();
		const classify = (
			blocks: ParsedBlock[],
			parent: string
		): Array< { path: string; name: string; verdict: BlockVerdict } > =>
			blocks.flatMap( ( block, index ) => {
				const path = parent
					? `${ parent }.${ index + 1 }`
					: `${ index + 1 }`;
				const originalName = block.attributes.originalName;
				const unknown =
					block.name === missing ||
					( block.name === freeform &&
						typeof originalName === 'string' );
				let verdict: BlockVerdict = 'invalid';
				if ( unknown ) {
					verdict = 'unknown';
				} else if ( block.isValid ) {
					verdict = 'valid';
				}
				return [
					{
						path,
						name: unknown
							? String( originalName ?? block.name )
							: block.name,
						verdict,
					},
					...classify( block.innerBlocks ?? [], path ),
				];
			} );
		const silenced = [
			'error',
			'warn',
			'info',
			'log',
			'group',
			'groupCollapsed',
			'groupEnd',
		] as const;
		// Put back in `finally` below, which the rule does not see.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return
		const originals = silenced.map( ( method ) => console[ method ] );
		silenced.forEach( ( method ) => {
			console[ method ] = () => undefined;
		} );
		try {
			return htmls.map( ( html ) =>
				classify(
					wp.blocks.parse( html, {
						__unstableSkipMigrationLogs: true,
					} ),
					''
				)
			);
		} finally {
			silenced.forEach( ( method, index ) => {
				console[ method ] = originals[ index ];
			} );
		}
	}, contents );
}

/**
 * Inserts a new block of the given name, at the end of the post or of `rootClientId`'s inner
 * blocks, through the block editor's store; resolves to its client id, or null when the editor
 * refused it (e.g. not allowed there).
 * @param page
 * @param name
 * @param rootClientId
 */
export function insertBlock(
	page: Page,
	name: string,
	rootClientId?: string
): Promise< string | null > {
	return page.evaluate(
		( [ blockName, root ] ) => {
			type Created = { clientId: string };
			const { wp } = window as unknown as {
				wp: {
					blocks: { createBlock: ( name: string ) => Created };
					data: {
						dispatch: ( store: string ) => {
							insertBlock: (
								block: Created,
								index?: number,
								rootClientId?: string,
								updateSelection?: boolean
							) => void;
						};
						select: ( store: string ) => {
							getBlock: ( clientId: string ) => unknown;
						};
					};
				};
			};
			const created = wp.blocks.createBlock( blockName );
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlock( created, undefined, root || undefined, false );
			return wp.data
				.select( 'core/block-editor' )
				.getBlock( created.clientId )
				? created.clientId
				: null;
		},
		[ name, rootClientId ?? '' ] as const
	);
}

/** How many blocks of that name the canvas shows. */
function countInCanvas( page: Page, name: string ): Promise< number > {
	return page
		.frameLocator( 'iframe[name="editor-canvas"]' )
		.locator( `[data-type="${ name }"]` )
		.count();
}

/**
 * Inserts a block of that name (into `rootClientId` when given) and waits until the canvas
 * shows one more block of that name — the block may replace itself, e.g. a form field
 * inserted on its own wraps itself in a form — then until the page is quiet. Resolves to
 * what went wrong, or null.
 * @param page
 * @param name
 * @param rootClientId
 */
export async function insertAndShow(
	page: Page,
	name: string,
	rootClientId?: string
): Promise< string | null > {
	const before = await countInCanvas( page, name );
	if ( ! ( await insertBlock( page, name, rootClientId ) ) ) {
		return 'the editor did not insert it';
	}
	const deadline = Date.now() + 15000;
	while ( ( await countInCanvas( page, name ) ) <= before ) {
		if ( Date.now() > deadline ) {
			return 'not shown in the canvas';
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	await waitForQuiet( page );
	return null;
}

/** The client id of the last block of that name in the post (inner blocks included), if any. */
export function lastBlockNamed(
	page: Page,
	name: string
): Promise< string | null > {
	return page.evaluate( ( blockName ) => {
		type EditorBlock = {
			name: string;
			clientId: string;
			innerBlocks: EditorBlock[];
		};
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getBlocks: () => EditorBlock[];
					};
				};
			};
		};
		const all = ( blocks: EditorBlock[] ): EditorBlock[] =>
			blocks.flatMap( ( block ) => [
				block,
				...all( block.innerBlocks ),
			] );
		return (
			all( wp.data.select( 'core/block-editor' ).getBlocks() )
				.filter( ( block ) => block.name === blockName )
				.pop()?.clientId ?? null
		);
	}, name );
}
