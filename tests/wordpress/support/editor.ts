/**
 * WordPress's own block editor driven in Chromium: sign in, open a new post, insert blocks,
 * read them back, parse content with `wp.blocks.parse` (what the page says: ./page-messages).
 */
import type { Page } from 'playwright-core';
import { signIn } from '../../support/e2e/editor';
import { waitForQuiet } from './page-messages';
import type { WordPressSite } from './site';

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
	// The search results ("Blocks"): until the search settles, the browse view still lists a
	// block under both its category and its collection (Jetpack).
	await page
		.getByRole( 'listbox', { name: 'Blocks', exact: true } )
		.getByRole( 'option', { name: title, exact: true } )
		.click();
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

export type EditorBlockState = {
	name: string;
	clientId: string;
	isValid: boolean;
};

/** Every block of the post, inner blocks included, in document order. */
export function editorBlocks( page: Page ): Promise< EditorBlockState[] > {
	return page.evaluate( () => {
		type EditorBlock = EditorBlockState & { innerBlocks: EditorBlock[] };
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getBlocks: () => EditorBlock[];
					};
				};
			};
		};
		const all = ( blocks: EditorBlock[] ): EditorBlockState[] =>
			blocks.flatMap( ( { name, clientId, isValid, innerBlocks } ) => [
				{ name, clientId, isValid },
				...all( innerBlocks ),
			] );
		return all( wp.data.select( 'core/block-editor' ).getBlocks() );
	} );
}

/** The client id of the last block of that name in the post (inner blocks included), if any. */
export async function lastBlockNamed(
	page: Page,
	name: string
): Promise< string | null > {
	return (
		( await editorBlocks( page ) )
			.filter( ( block ) => block.name === name )
			.pop()?.clientId ?? null
	);
}

/** The block warnings the canvas shows, as "<block name>: <text>". */
export function canvasBlockWarnings( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const canvas = document.querySelector< HTMLIFrameElement >(
			'iframe[name="editor-canvas"]'
		)?.contentDocument;
		return [
			...( canvas?.querySelectorAll( '.block-editor-warning' ) ?? [] ),
		].map(
			( warning ) =>
				`${ warning
					.closest( '[data-type]' )
					?.getAttribute( 'data-type' ) }: ${ warning.textContent }`
		);
	} );
}
