/**
 * Colour controls with the theme's palette (shared/theme/presets.ts): Star Rating's colour
 * (spec 001), the Button's text colour and background gradient and a form field's Color panel
 * (spec 000 §2) show the palette, change the saved attributes, and the published page shows
 * the colours (its `has-<slug>-…` classes are styled from the printed presets).
 */
import type { Page } from 'playwright-core';
import {
	editorCanvas,
	getEditedBlocks,
	insertBlockViaInserter,
	newPost,
	publishPost,
	signIn,
	editorSessionForThisFile,
	titleField,
	type EditedBlock,
} from '../support/e2e';
import { THEME_GRADIENTS, THEME_PALETTE } from '../../shared/theme/presets';

const session = editorSessionForThisFile();
let publishedUrl = '';

const paletteColor = ( slug: string ) =>
	THEME_PALETTE.find( ( entry ) => entry.slug === slug )!.color;

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reports. */
function rgb( hex: string ) {
	const [ r, g, b ] = [ 1, 3, 5 ].map( ( start ) =>
		parseInt( hex.slice( start, start + 2 ), 16 )
	);
	return `rgb(${ r }, ${ g }, ${ b })`;
}

function flatten( blocks: EditedBlock[] ): EditedBlock[] {
	return blocks.flatMap( ( block ) => [
		block,
		...flatten( block.innerBlocks ),
	] );
}

async function blockNamed( page: Page, name: string ) {
	const block = flatten( await getEditedBlocks( page ) ).find(
		( candidate ) => candidate.name === name
	);
	if ( ! block ) {
		throw new Error( `No ${ name } block in the post.` );
	}
	return block;
}

/** Selects the first block with this name (nested ones too), as a click on it would. */
async function selectBlockNamed( page: Page, name: string ) {
	await page.evaluate( ( blockName ) => {
		type Block = { clientId: string; name: string; innerBlocks: Block[] };
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => { getBlocks: () => Block[] };
					dispatch: ( store: string ) => {
						selectBlock: ( clientId: string ) => void;
					};
				};
			};
		};
		const find = ( blocks: Block[] ): Block | undefined => {
			for ( const block of blocks ) {
				const found =
					block.name === blockName
						? block
						: find( block.innerBlocks );
				if ( found ) {
					return found;
				}
			}
			return undefined;
		};
		const block = find( wp.data.select( 'core/block-editor' ).getBlocks() );
		if ( block ) {
			wp.data
				.dispatch( 'core/block-editor' )
				.selectBlock( block.clientId );
		}
	}, name );
}

/** The sidebar's colour dropdown with this label (a panel colour setting). */
function colorDropdown( page: Page, label: string ) {
	return page
		.getByRole( 'region', { name: 'Editor settings' } )
		.locator( '.block-editor-panel-color-gradient-settings__dropdown' )
		.filter( { hasText: new RegExp( `^${ label }$` ) } );
}

/** The open colour dropdown's content (not a tooltip, which is a popover too). */
function colorPopover( page: Page ) {
	return page.locator(
		'.block-editor-panel-color-gradient-settings__dropdown-content'
	);
}

async function pickPaletteColor( page: Page, label: string, name: string ) {
	await colorDropdown( page, label ).click();
	await colorPopover( page )
		.getByRole( 'option', { name, exact: true } )
		.click();
	await page.keyboard.press( 'Escape' );
}

describe( 'theme colours in the editor and on the published page', () => {
	it( 'gives Star Rating a colour from the theme palette', async () => {
		const { site, page } = session;
		await signIn( page, site, site.editor.user, site.editor.password );
		await newPost( page, site );
		await titleField( page ).fill( 'In colour' );
		await insertBlockViaInserter( page, 'star rating', 'Star Rating' );

		await pickPaletteColor( page, 'Color', 'Red' );
		expect(
			( await blockNamed( page, 'jetpack/rating-star' ) ).attributes.color
		).toBe( paletteColor( 'red' ) );
	} );

	it( 'gives the form button a text colour and a background gradient, and a field a label colour', async () => {
		const { page, problems } = session;
		await insertBlockViaInserter( page, 'form', 'Form' );
		await editorCanvas( page )
			.getByRole( 'button', { name: 'Contact Form' } )
			.click();
		await blockNamed( page, 'jetpack/button' );

		await selectBlockNamed( page, 'jetpack/button' );
		await pickPaletteColor( page, 'Text', 'White' );
		await colorDropdown( page, 'Background' ).click();
		const popover = colorPopover( page );
		await popover.getByRole( 'tab', { name: 'Gradient' } ).click();
		await popover
			.getByRole( 'option', { name: 'Gradient: Blue to purple' } )
			.click();
		await page.keyboard.press( 'Escape' );
		expect(
			( await blockNamed( page, 'jetpack/button' ) ).attributes
		).toMatchObject( { textColor: 'white', gradient: 'blue-to-purple' } );
		// The canvas shows them too: the presets are in the canvas document.
		const canvasButton = editorCanvas( page )
			.locator( '.has-blue-to-purple-gradient-background' )
			.first();
		await expect(
			canvasButton.evaluate(
				( node ) => getComputedStyle( node ).backgroundImage
			)
		).resolves.toContain( 'linear-gradient' );

		await selectBlockNamed( page, 'jetpack/field-name' );
		await colorDropdown( page, 'Label Text' ).waitFor();
		await pickPaletteColor( page, 'Label Text', 'Blue' );
		expect(
			( await blockNamed( page, 'jetpack/field-name' ) ).attributes
				.labelColor
		).toBe( paletteColor( 'blue' ) );

		publishedUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'shows the colours to visitors', async () => {
		const visitor = await session.browser.newPage();
		await visitor.goto( publishedUrl );

		const stars = visitor.locator(
			'.wp-block-jetpack-rating-star [aria-hidden="true"]'
		);
		await expect(
			stars.first().evaluate( ( node ) => getComputedStyle( node ).color )
		).resolves.toBe( rgb( paletteColor( 'red' ) ) );

		const button = visitor
			.locator( 'form' )
			.locator( '.has-blue-to-purple-gradient-background' )
			.first();
		await expect( button.getAttribute( 'class' ) ).resolves.toContain(
			'has-white-color'
		);
		const painted = await button.evaluate( ( node ) => {
			const style = getComputedStyle( node );
			return { color: style.color, image: style.backgroundImage };
		} );
		expect( painted.color ).toBe( rgb( paletteColor( 'white' ) ) );
		expect( painted.image ).toBe(
			'linear-gradient(135deg, rgb(31, 95, 191) 0%, rgb(107, 47, 163) 100%)'
		);
		expect(
			THEME_GRADIENTS.find( ( entry ) => entry.slug === 'blue-to-purple' )
				?.gradient
		).toBe( 'linear-gradient(135deg,#1f5fbf 0%,#6b2fa3 100%)' );

		const label = visitor.locator( 'form label', { hasText: 'Name' } );
		await expect(
			label.first().evaluate( ( node ) => getComputedStyle( node ).color )
		).resolves.toBe( rgb( paletteColor( 'blue' ) ) );
		await visitor.close();
	} );
} );
