/**
 * The editor page's chrome as a new user meets it: the block toolbar stays inside the canvas
 * area when the canvas scrolls, so the top bar stays usable; opening the inserter from the
 * keyboard lands in its search box; Ctrl+` and Alt+Shift+N move between the page's regions.
 */
import type { Frame, Page } from 'playwright-core';
import {
	editorSessionForThisFile,
	editorStartsPost,
	getEditedBlocks,
	selectBlockNamed,
	titleField,
} from '../support/e2e';

const session = editorSessionForThisFile();

function canvasFrame( page: Page ): Frame {
	const frame = page.frame( { name: 'editor-canvas' } );
	if ( ! frame ) {
		throw new Error( 'The editor canvas is not there.' );
	}
	return frame;
}

/** True when a click at the middle of the element would reach the element itself. */
async function receivesClicks( page: Page, name: string ) {
	return page
		.getByRole( 'button', { name, exact: true } )
		.evaluate( ( button ) => {
			const box = button.getBoundingClientRect();
			const hit = document.elementFromPoint(
				box.left + box.width / 2,
				box.top + box.height / 2
			);
			return !! hit && button.contains( hit );
		} );
}

describe( 'the editor chrome', () => {
	it( 'keeps the block toolbar inside the canvas area when the canvas scrolls', async () => {
		const { page } = session;
		await editorStartsPost( session, 'Opening hours', [
			'business hours',
			'Business Hours',
		] );
		// Enough content below the block for the canvas to scroll well past it.
		await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: {
					blocks: {
						createBlock: (
							name: string,
							attributes: object
						) => unknown;
					};
					data: {
						dispatch: ( store: string ) => {
							insertBlocks: ( blocks: unknown[] ) => void;
						};
					};
				};
			};
			wp.data.dispatch( 'core/block-editor' ).insertBlocks(
				Array.from( { length: 12 }, ( _, index ) =>
					wp.blocks.createBlock( 'core/paragraph', {
						content: `Paragraph ${ index + 1 } below the hours.`,
					} )
				)
			);
		} );
		await selectBlockNamed( page, 'jetpack/business-hours' );
		expect( ( await getEditedBlocks( page ) ).length ).toBe( 13 );
		const toolbar = page.locator(
			'.block-editor-block-contextual-toolbar'
		);
		await toolbar.waitFor();

		await canvasFrame( page ).evaluate( () => window.scrollTo( 0, 450 ) );
		// Let the popover follow the scroll.
		await page.waitForTimeout( 300 );

		const content = await page
			.getByRole( 'region', { name: 'Editor content' } )
			.boundingBox();
		const bar = await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.boundingBox();
		const box = await toolbar.boundingBox();
		expect( content && bar ).toBeTruthy();
		// Whatever of the toolbar shows is inside the content area, under the top bar.
		expect( box?.height ? box.y : Infinity ).toBeGreaterThanOrEqual(
			bar!.y + bar!.height - 1
		);
		await expect( receivesClicks( page, 'Redo' ) ).resolves.toBe( true );
		await expect(
			receivesClicks( page, 'Document Overview' )
		).resolves.toBe( true );
		await expect( receivesClicks( page, 'Undo' ) ).resolves.toBe( true );
	} );

	it( 'puts the focus in the search box when the inserter opens from the keyboard', async () => {
		const { page } = session;
		const toggle = page.getByRole( 'button', {
			name: 'Block Inserter',
			exact: true,
		} );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'true' ) {
			await toggle.click();
		}
		// Tab from the back link through the top bar to the inserter toggle.
		await page.getByRole( 'link', { name: 'Back to posts' } ).focus();
		await page.keyboard.press( 'Tab' );
		await expect(
			toggle.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		).resolves.toBe( true );
		await page.keyboard.press( 'Enter' );

		const search = page
			.getByRole( 'region', { name: 'Block Library' } )
			.getByRole( 'searchbox' );
		await search.waitFor();
		await page.waitForTimeout( 200 );
		await expect(
			search.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		).resolves.toBe( true );
		await page.keyboard.press( 'Escape' );
	} );

	it( 'moves between the regions with Ctrl+` and Alt+Shift+N, and back with Ctrl+Shift+`', async () => {
		const { page } = session;
		const focusedRegion = () =>
			page.locator( 'body' ).evaluate( ( body ) => {
				const active = body.ownerDocument.activeElement;
				return active?.getAttribute( 'role' ) === 'region'
					? active.getAttribute( 'aria-label' )
					: null;
			} );
		await titleField( page ).click();

		await page.keyboard.press( 'Control+Backquote' );
		await expect( focusedRegion() ).resolves.toBe( 'Editor settings' );
		await page.keyboard.press( 'Alt+Shift+N' );
		await expect( focusedRegion() ).resolves.toBe( 'Editor footer' );
		await page.keyboard.press( 'Control+Backquote' );
		await expect( focusedRegion() ).resolves.toBe( 'Editor top bar' );
		await page.keyboard.press( 'Control+Backquote' );
		await expect( focusedRegion() ).resolves.toBe( 'Editor content' );
		await page.keyboard.press( 'Control+Shift+Backquote' );
		await expect( focusedRegion() ).resolves.toBe( 'Editor top bar' );
	} );
} );
