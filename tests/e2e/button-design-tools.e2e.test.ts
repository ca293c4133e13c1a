/**
 * The Button's typography and border tools (the block supports Jetpack gives it) with the site
 * theme's presets: an editor picks a preset font size and a border (width, style, palette
 * colour) for a form's submit button in the Styles tab; the canvas shows them on the button;
 * the stored block keeps them as Jetpack stores them; a visitor gets the same button, sized by
 * the printed font-size preset and bordered.
 */
import type { Locator } from 'playwright-core';
import {
	editorCanvas,
	editorSessionForThisFile,
	editorStartsPost,
	publishPost,
} from '../support/e2e';
import { THEME_FONT_SIZES } from '../../shared/theme/presets';
import {
	blockNamed,
	insertContactFormAndSelectButton,
	paletteColor,
	rgb,
} from './theme-colors/helpers';

const session = editorSessionForThisFile();
const LARGE = THEME_FONT_SIZES.find( ( size ) => size.slug === 'large' )!.size;

/** What the editor picks below: the Large preset, a 3 px dashed border in the palette's red. */
const EXPECTED_LOOK = {
	fontSize: LARGE,
	width: '3px',
	style: 'dashed',
	color: rgb( paletteColor( 'red' ) ),
};

/**
 * The font size and top border the browser computes for `button`.
 * @param button
 */
function sizeAndBorder( button: Locator ) {
	return button.evaluate( ( node ) => {
		const style = getComputedStyle( node );
		return {
			fontSize: style.fontSize,
			width: style.borderTopWidth,
			style: style.borderTopStyle,
			color: style.borderTopColor,
		};
	} );
}

describe( "the Button's typography and border", () => {
	it( 'are set in the Styles tab and shown on the button in the canvas', async () => {
		const { page, problems } = session;
		await editorStartsPost( session, 'Bigger button' );
		await insertContactFormAndSelectButton( page );

		await page.getByRole( 'tab', { name: 'Styles' } ).click();
		await page.getByRole( 'radio', { name: 'Large', exact: true } ).click();
		const width = page.getByRole( 'spinbutton', { name: 'Border width' } );
		await width.fill( '3' );
		await width.press( 'Tab' );
		await page
			.getByRole( 'button', { name: 'Border color and style picker.' } )
			.click();
		await page.getByRole( 'option', { name: 'Red' } ).click();
		await page.getByRole( 'button', { name: 'Dashed' } ).click();
		await page.keyboard.press( 'Escape' );

		expect(
			( await blockNamed( page, 'jetpack/button' ) ).attributes
		).toMatchObject( {
			fontSize: 'large',
			borderColor: 'red',
			style: { border: { width: '3px', style: 'dashed' } },
		} );
		const label = editorCanvas( page ).locator(
			'.wp-block-jetpack-button .wp-block-button__link'
		);
		await expect( sizeAndBorder( label ) ).resolves.toEqual(
			EXPECTED_LOOK
		);
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'reach visitors on the submit button', async () => {
		const { browser, page } = session;
		const url = await publishPost( page );
		const visitor = await browser.newPage();
		await visitor.goto( url );
		const submit = visitor.locator( 'form button[type="submit"]' );
		await expect( submit.getAttribute( 'class' ) ).resolves.toMatch(
			/\bhas-large-font-size\b.*\bhas-red-border-color\b/
		);
		await expect( sizeAndBorder( submit ) ).resolves.toEqual(
			EXPECTED_LOOK
		);
		await visitor.close();
	} );
} );
