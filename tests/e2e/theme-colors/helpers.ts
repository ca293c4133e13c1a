/**
 * Helpers for tests/e2e/theme-colors.e2e.test.ts (and the Button's design tools test): the theme
 * palette's colours, finding blocks, a form from the Contact Form template with its button
 * selected, the sidebar's colour settings (pick a palette colour, type a custom one), how an
 * element in the editor canvas looks, and the post's saved markup.
 */
import type { Page } from 'playwright-core';
import {
	editorCanvas,
	getEditedBlocks,
	insertBlockViaInserter,
	selectBlockNamed,
	settle,
	type EditedBlock,
} from '../../support/e2e';
import { THEME_PALETTE } from '../../../shared/theme/presets';

/** A custom colour for the second form's button text and one for a field's background. */
export const CUSTOM_BUTTON_TEXT = '#fff3c4';
export const CUSTOM_FIELD_BACKGROUND = '#fdf6e3';

export const paletteColor = ( slug: string ) =>
	THEME_PALETTE.find( ( entry ) => entry.slug === slug )!.color;

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reports. */
export function rgb( hex: string ) {
	const [ r, g, b ] = [ 1, 3, 5 ].map( ( start ) =>
		parseInt( hex.slice( start, start + 2 ), 16 )
	);
	return `rgb(${ r }, ${ g }, ${ b })`;
}

export function flatten( blocks: EditedBlock[] ): EditedBlock[] {
	return blocks.flatMap( ( block ) => [
		block,
		...flatten( block.innerBlocks ),
	] );
}

export async function blockNamed( page: Page, name: string ) {
	const block = flatten( await getEditedBlocks( page ) ).find(
		( candidate ) => candidate.name === name
	);
	if ( ! block ) {
		throw new Error( `No ${ name } block in the post.` );
	}
	return block;
}

/**
 * Inserts a Form, picks the Contact Form template and selects its button (the `index`-th
 * `jetpack/button` of the post, for a post that has forms already).
 * @param page
 * @param index
 */
export async function insertContactFormAndSelectButton(
	page: Page,
	index = 0
) {
	await insertBlockViaInserter( page, 'form', 'Form' );
	await editorCanvas( page )
		.getByRole( 'button', { name: 'Contact Form' } )
		.click();
	await blockNamed( page, 'jetpack/button' );
	await selectBlockNamed( page, 'jetpack/button', index );
}

/** Nothing selected: the next inserted block goes at the end of the post. */
export async function clearSelection( page: Page ) {
	await page.evaluate( () => {
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							clearSelectedBlock: () => void;
						};
					};
				};
			}
		 ).wp.data
			.dispatch( 'core/block-editor' )
			.clearSelectedBlock();
	} );
}

/** The sidebar's colour dropdown with this label (a panel colour setting). */
export function colorDropdown( page: Page, label: string ) {
	return page
		.getByRole( 'region', { name: 'Editor settings' } )
		.locator( '.block-editor-panel-color-gradient-settings__dropdown' )
		.filter( { hasText: new RegExp( `^${ label }$` ) } );
}

/** The open colour dropdown's content (not a tooltip, which is a popover too). */
export function colorPopover( page: Page ) {
	return page.locator(
		'.block-editor-panel-color-gradient-settings__dropdown-content'
	);
}

export async function pickPaletteColor(
	page: Page,
	label: string,
	name: string
) {
	await colorDropdown( page, label ).click();
	await colorPopover( page )
		.getByRole( 'option', { name, exact: true } )
		.click();
	await page.keyboard.press( 'Escape' );
}

/** Opens the custom colour picker of this colour setting and types the colour as hex. */
export async function typeCustomColor(
	page: Page,
	label: string,
	hex: string
) {
	await colorDropdown( page, label ).click();
	await colorPopover( page )
		.getByRole( 'button', { name: /^Custom color picker/ } )
		.click();
	const input = page.getByRole( 'textbox', { name: 'Hex color' } );
	await input.fill( hex.slice( 1 ) );
	await input.press( 'Enter' );
	// The picker's popover, then the setting's.
	await page.keyboard.press( 'Escape' );
	await page.keyboard.press( 'Escape' );
}

/** What a person sees of an element: its text colour, the background drawn behind it. */
export type Look = { color: string; background: string; border: string };

/**
 * How the first element matching `selector` in the editor canvas looks: its text colour, the
 * background behind it (its own, else the nearest ancestor's that is not transparent) and its
 * top border's colour ('none' without a border).
 * @param page
 * @param selector
 */
export function canvasLook( page: Page, selector: string ): Promise< Look > {
	return editorCanvas( page )
		.locator( selector )
		.first()
		.evaluate( ( node ) => {
			const style = getComputedStyle( node );
			const transparent = 'rgba(0, 0, 0, 0)';
			let behind: Element | null = node;
			let background = transparent;
			while ( behind && background === transparent ) {
				background = getComputedStyle( behind ).backgroundColor;
				behind = behind.parentElement;
			}
			return {
				color: style.color,
				background,
				border:
					style.borderTopStyle === 'none'
						? 'none'
						: style.borderTopColor,
			};
		} );
}

/**
 * Waits until the canvas element shows `expected` for this part of its look, then checks it.
 * @param page
 * @param selector
 * @param part
 * @param expected
 */
export async function expectCanvasLook(
	page: Page,
	selector: string,
	part: keyof Look,
	expected: string
) {
	const seen = await settle(
		async () => ( await canvasLook( page, selector ) )[ part ],
		expected
	);
	expect( { selector, [ part ]: seen } ).toEqual( {
		selector,
		[ part ]: expected,
	} );
}

/** The first form's Name field in the canvas, and in the second form. */
export const FIRST_NAME_FIELD =
	'.wp-block-jetpack-contact-form >> nth=0 >> .wp-block-jetpack-field-name';
export const SECOND_NAME_FIELD =
	'.wp-block-jetpack-contact-form >> nth=1 >> .wp-block-jetpack-field-name';

/**
 * The attributes of each comment of this block in saved markup, e.g. of
 * `<!-- wp:jetpack/button {"element":"button",…} /-->`.
 * @param content
 * @param name
 */
export function savedBlocks( content: string, name: string ) {
	return [
		...content.matchAll(
			new RegExp( `<!-- wp:${ name } (\\{.*?\\}) /?-->`, 'g' )
		),
	].map( ( match ) => JSON.parse( match[ 1 ] ) as Record< string, unknown > );
}

/** The post's content as stored on the server (the raw saved markup). */
export async function storedContent( page: Page, id: number ) {
	type Post = { content: { raw: string } };
	const post = await page.evaluate(
		( postId ) =>
			(
				window as unknown as {
					wp: { apiFetch: ( options: object ) => Promise< Post > };
				}
			 ).wp.apiFetch( { path: `/wp/v2/posts/${ postId }?context=edit` } ),
		id
	);
	return post.content.raw;
}

/**
 * Picks the palette colour named `name` for the colour setting `label`, then waits until the
 * canvas element `selector` shows that colour for this part of its look, and checks it.
 * @param page
 * @param label
 * @param name
 * @param selector
 * @param part
 */
export async function pickPaletteColorAndExpect(
	page: Page,
	label: string,
	name: string,
	selector: string,
	part: keyof Look
) {
	await pickPaletteColor( page, label, name );
	const { color } = THEME_PALETTE.find( ( entry ) => entry.name === name )!;
	await expectCanvasLook( page, selector, part, rgb( color ) );
}
