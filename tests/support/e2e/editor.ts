/**
 * Driving the editor page the way a person does (sign-in form, inserter search, buttons), plus
 * reading its state through `window.wp`, as Gutenberg's own end-to-end utilities do.
 */
import type { FrameLocator, Page } from 'playwright-core';
import type { Site } from './site';

export type EditedBlock = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: EditedBlock[];
};

export async function signIn(
	page: Page,
	site: Pick< Site, 'url' >,
	user: string,
	password: string
) {
	await page.goto( `${ site.url }/wp-login.php` );
	await page.locator( 'input[name="log"]' ).fill( user );
	await page.locator( 'input[name="pwd"]' ).fill( password );
	await Promise.all( [
		page.waitForURL(
			( url ) => ! url.pathname.endsWith( '/wp-login.php' )
		),
		page.locator( 'input[name="pwd"]' ).press( 'Enter' ),
	] );
}

export function editorCanvas( page: Page ): FrameLocator {
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}

export function titleField( page: Page ) {
	return editorCanvas( page ).getByRole( 'textbox', { name: 'Add title' } );
}

/**
 * Resolves when the canvas shows the title field (the post, if any, has loaded).
 */
export async function waitForEditor( page: Page, timeout = 30000 ) {
	await titleField( page ).waitFor( { timeout } );
}

function siteOrigin( page: Page, site?: Pick< Site, 'url' > ) {
	return site?.url ?? new URL( page.url() ).origin;
}

/**
 * Opens /wp-admin/post-new.php and waits for the editor; returns how long that took (ms).
 */
export async function newPost( page: Page, site?: Pick< Site, 'url' > ) {
	const started = Date.now();
	await page.goto( `${ siteOrigin( page, site ) }/wp-admin/post-new.php` );
	await waitForEditor( page );
	return Date.now() - started;
}

export async function openPost(
	page: Page,
	id: number,
	site?: Pick< Site, 'url' >
) {
	await page.goto(
		`${ siteOrigin( page, site ) }/wp-admin/post.php?post=${ id }&action=edit`
	);
	await waitForEditor( page );
}

/**
 * Opens the header's block library, searches for `searchTerm` and clicks the `blockTitle` result.
 */
export async function insertBlockViaInserter(
	page: Page,
	searchTerm: string,
	blockTitle: string
) {
	const toggle = page.getByRole( 'button', {
		name: 'Block Inserter',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	const library = page.getByRole( 'region', { name: 'Block Library' } );
	await library.getByRole( 'searchbox' ).fill( searchTerm );
	// The search results ("Blocks"): until the search settles, the browse view still lists a
	// block under both its category and its collection (Jetpack).
	await library
		.getByRole( 'listbox', { name: 'Blocks', exact: true } )
		.getByRole( 'option', { name: blockTitle, exact: true } )
		.click();
}

export function snackbar( page: Page, text: string ) {
	return page.locator( '.components-snackbar' ).filter( { hasText: text } );
}

/**
 * The standard (non-snackbar) notices above the canvas.
 */
export function editorNotices( page: Page ) {
	return page.locator( '.block-suite-editor__notices .components-notice' );
}

/**
 * Dismisses every notice and waits until leaving snackbars are gone, so the next one waited
 * for is new (a snackbar stays in the page while it animates out).
 */
export async function clearNotices( page: Page ) {
	await page.evaluate( () => {
		type Wp = {
			data: {
				dispatch: ( store: string ) => {
					removeAllNotices: ( type?: string ) => void;
				};
			};
		};
		const { wp } = window as unknown as { wp: Wp };
		wp.data.dispatch( 'core/notices' ).removeAllNotices( 'snackbar' );
		wp.data.dispatch( 'core/notices' ).removeAllNotices( 'default' );
	} );
	await page.waitForFunction(
		() =>
			! document.querySelector(
				'.components-snackbar, .block-suite-editor__notices .components-notice'
			)
	);
}

export async function saveDraft( page: Page ) {
	await clearNotices( page );
	await page
		.getByRole( 'button', { name: 'Save draft', exact: true } )
		.click();
	await snackbar( page, 'Draft saved.' ).waitFor();
}

/**
 * Publishes (or updates) the post and returns the address of the published post.
 */
export async function publishPost( page: Page ) {
	await clearNotices( page );
	const update = page.getByRole( 'button', { name: 'Update', exact: true } );
	if ( await update.isVisible() ) {
		await update.click();
		await snackbar( page, 'Post updated.' ).waitFor();
	} else {
		await page
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await snackbar( page, 'Post published.' ).waitFor();
	}
	const link = await page
		.getByRole( 'link', { name: 'View post' } )
		.getAttribute( 'href' );
	if ( ! link ) {
		throw new Error( 'The editor shows no link to the published post.' );
	}
	return new URL( link, page.url() ).href;
}

/**
 * The id of the post being edited, from the editor's store (null before the first save).
 */
export function getPostId( page: Page ): Promise< number | null > {
	return page.evaluate( () => {
		type Wp = {
			data: {
				select: ( store: unknown ) => {
					getPostId: () => number | null;
				};
			};
			postEditor: { store: unknown };
		};
		const { wp } = window as unknown as { wp: Wp };
		return wp.data.select( wp.postEditor.store ).getPostId();
	} );
}

/**
 * The block editor's blocks through `wp.data`, rich text turned into HTML strings.
 */
export function getEditedBlocks( page: Page ): Promise< EditedBlock[] > {
	return page.evaluate( () => {
		type Raw = {
			name: string;
			attributes: Record< string, unknown >;
			innerBlocks: Raw[];
		};
		const plain = ( value: unknown ): unknown =>
			value && typeof value === 'object' && 'toHTMLString' in value
				? ( value as { toHTMLString: () => string } ).toHTMLString()
				: value;
		const simplify = ( block: Raw ): Raw => ( {
			name: block.name,
			attributes: Object.fromEntries(
				Object.entries( block.attributes ).map( ( [ key, value ] ) => [
					key,
					plain( value ),
				] )
			),
			innerBlocks: block.innerBlocks.map( simplify ),
		} );
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => { getBlocks: () => Raw[] };
				};
			};
		};
		return wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( simplify );
	} );
}

/**
 * The `className` of the post's first top-level block (its block style as `is-style-<name>`),
 * `'undefined'` when it has none.
 * @param page the editor page
 */
export async function firstBlockClassName( page: Page ): Promise< string > {
	return String(
		( await getEditedBlocks( page ) )[ 0 ].attributes.className
	);
}

/**
 * Selects the post's first top-level block (e.g. the form, to open its sidebar panels).
 * @param page the editor page
 */
export function selectFirstBlock( page: Page ): Promise< void > {
	return page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getBlocks: () => Array< { clientId: string } >;
					};
					dispatch: ( store: string ) => {
						selectBlock: ( clientId: string ) => void;
					};
				};
			};
		};
		const [ block ] = wp.data.select( 'core/block-editor' ).getBlocks();
		wp.data.dispatch( 'core/block-editor' ).selectBlock( block.clientId );
	} );
}

/**
 * Selects the block with this name (nested ones too; the `nth` one, from 0), as a click on it
 * would; throws when the post has no such block.
 * @param page the editor page
 * @param name the block's name, e.g. `jetpack/button`
 * @param nth  which of the blocks with this name, from 0
 */
export async function selectBlockNamed( page: Page, name: string, nth = 0 ) {
	const found = await page.evaluate(
		( [ blockName, index ] ) => {
			type Block = {
				clientId: string;
				name: string;
				innerBlocks: Block[];
			};
			const { wp } = window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Block[];
						};
						dispatch: ( store: string ) => {
							selectBlock: ( clientId: string ) => void;
						};
					};
				};
			};
			const all = ( blocks: Block[] ): Block[] =>
				blocks.flatMap( ( block ) => [
					block,
					...all( block.innerBlocks ),
				] );
			const block = all(
				wp.data.select( 'core/block-editor' ).getBlocks()
			).filter( ( candidate ) => candidate.name === blockName )[ index ];
			if ( block ) {
				wp.data
					.dispatch( 'core/block-editor' )
					.selectBlock( block.clientId );
			}
			return !! block;
		},
		[ name, nth ] as const
	);
	if ( ! found ) {
		throw new Error( `No ${ name } block number ${ nth } in the post.` );
	}
}
