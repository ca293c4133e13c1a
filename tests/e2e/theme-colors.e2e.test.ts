/**
 * Colour controls with the theme's palette (shared/theme/presets.ts) and custom colours: Star
 * Rating's colour (spec 001); the Button's text colour, background gradient, solid background
 * colour and a custom colour typed as hex in the custom colour picker; a form field's Color
 * panel (spec 000 §2: label text, field text, field background as a typed custom colour,
 * border) on a field in Jetpack's current shape (its label and input are inner blocks), and the
 * form's own field colours for the fields of a second form. Each changes the block's
 * attributes, the editor canvas at once (what the canvas shows is what visitors get), the
 * post's saved markup (the block comments stored on the server), and the published page shows
 * the colours (its `has-<slug>-…` classes are styled from the printed presets; custom colours
 * are inline or custom properties).
 */
import {
	editorCanvas,
	getEditedBlocks,
	publishPost,
	editorSessionForThisFile,
	editorStartsPost,
	getPostId,
	selectBlockNamed,
} from '../support/e2e';
import { THEME_GRADIENTS } from '../../shared/theme/presets';
import {
	CUSTOM_BUTTON_TEXT,
	CUSTOM_FIELD_BACKGROUND,
	FIRST_NAME_FIELD,
	SECOND_NAME_FIELD,
	blockNamed,
	clearSelection,
	colorDropdown,
	colorPopover,
	expectCanvasLook,
	flatten,
	insertContactFormAndSelectButton,
	paletteColor,
	pickPaletteColor,
	pickPaletteColorAndExpect,
	rgb,
	savedBlocks,
	storedContent,
	typeCustomColor,
} from './theme-colors/helpers';

const session = editorSessionForThisFile();
let publishedUrl = '';

describe( 'theme colours in the editor and on the published page', () => {
	it( 'gives Star Rating a colour from the theme palette', async () => {
		const { page } = session;
		await editorStartsPost( session, 'In colour', [
			'star rating',
			'Star Rating',
		] );

		await pickPaletteColor( page, 'Color', 'Red' );
		expect(
			( await blockNamed( page, 'jetpack/rating-star' ) ).attributes.color
		).toBe( paletteColor( 'red' ) );
	} );

	it( 'gives the form button a text colour and a background gradient', async () => {
		const { page } = session;
		await insertContactFormAndSelectButton( page );
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
	} );

	it( 'gives a field its label, field text, field background (a custom colour, typed) and border colours, shown in the canvas', async () => {
		const { page } = session;
		// The template's fields are in Jetpack's current shape: label and input are inner blocks.
		const field = await blockNamed( page, 'jetpack/field-name' );
		expect( field.attributes.wrapperElement ).toBe( 'div' );
		expect( field.innerBlocks.map( ( part ) => part.name ) ).toEqual( [
			'jetpack/label',
			'jetpack/input',
		] );
		const label = `${ FIRST_NAME_FIELD } >> .jetpack-field-label__input`;
		const box = `${ FIRST_NAME_FIELD } >> .jetpack-field__input`;
		const text = `${ box } >> textarea`;

		await selectBlockNamed( page, 'jetpack/field-name' );
		await colorDropdown( page, 'Label Text' ).waitFor();
		await pickPaletteColorAndExpect(
			page,
			'Label Text',
			'Blue',
			label,
			'color'
		);
		await pickPaletteColorAndExpect(
			page,
			'Field Text',
			'Charcoal',
			text,
			'color'
		);
		await typeCustomColor(
			page,
			'Field Background',
			CUSTOM_FIELD_BACKGROUND
		);
		await expectCanvasLook(
			page,
			text,
			'background',
			rgb( CUSTOM_FIELD_BACKGROUND )
		);
		await pickPaletteColorAndExpect( page, 'Border', 'Red', box, 'border' );
		expect(
			( await blockNamed( page, 'jetpack/field-name' ) ).attributes
		).toMatchObject( {
			labelColor: paletteColor( 'blue' ),
			inputColor: paletteColor( 'charcoal' ),
			fieldBackgroundColor: CUSTOM_FIELD_BACKGROUND,
			borderColor: paletteColor( 'red' ),
		} );
	} );

	it( "gives a second form's button a solid background and a custom text colour (typed)", async () => {
		const { page } = session;
		await clearSelection( page );
		await insertContactFormAndSelectButton( page, 1 );
		await colorDropdown( page, 'Background' ).click();
		const popover = colorPopover( page );
		await popover.getByRole( 'tab', { name: 'Color' } ).click();
		await popover
			.getByRole( 'option', { name: 'Green', exact: true } )
			.click();
		await page.keyboard.press( 'Escape' );
		await typeCustomColor( page, 'Text', CUSTOM_BUTTON_TEXT );
		const buttons = flatten( await getEditedBlocks( page ) ).filter(
			( block ) => block.name === 'jetpack/button'
		);
		expect( buttons ).toHaveLength( 2 );
		expect( buttons[ 1 ].attributes ).toMatchObject( {
			backgroundColor: 'green',
			customTextColor: CUSTOM_BUTTON_TEXT,
		} );
		expect( buttons[ 1 ].attributes.gradient ).toBeUndefined();
		expect( buttons[ 1 ].attributes.textColor ).toBeUndefined();
	} );

	it( "gives the second form's fields the form's label and border colours, shown in the canvas", async () => {
		const { page, problems } = session;
		const label = `${ SECOND_NAME_FIELD } >> .jetpack-field-label__input`;
		const box = `${ SECOND_NAME_FIELD } >> .jetpack-field__input`;
		await selectBlockNamed( page, 'jetpack/contact-form', 1 );
		await page.getByRole( 'tab', { name: 'Styles' } ).click();
		await pickPaletteColorAndExpect(
			page,
			'Label text',
			'Purple',
			label,
			'color'
		);
		await pickPaletteColorAndExpect(
			page,
			'Field border',
			'Teal',
			box,
			'border'
		);
		const forms = flatten( await getEditedBlocks( page ) ).filter(
			( block ) => block.name === 'jetpack/contact-form'
		);
		expect( forms[ 1 ].attributes ).toMatchObject( {
			labelColor: paletteColor( 'purple' ),
			borderColor: paletteColor( 'teal' ),
		} );
		expect( forms[ 0 ].attributes.labelColor ).toBeUndefined();
		// The first form's field keeps its own colours.
		await expectCanvasLook(
			page,
			`${ FIRST_NAME_FIELD } >> .jetpack-field-label__input`,
			'color',
			rgb( paletteColor( 'blue' ) )
		);

		publishedUrl = await publishPost( page );
		expect( problems.unexpected() ).toEqual( [] );
	} );

	it( 'saves the colours in the blocks’ saved markup', async () => {
		const { page } = session;
		const savedContent = await storedContent(
			page,
			( await getPostId( page ) )!
		);
		expect( savedBlocks( savedContent, 'jetpack/rating-star' ) ).toEqual( [
			expect.objectContaining( { color: paletteColor( 'red' ) } ),
		] );
		const [ gradientButton, solidButton ] = savedBlocks(
			savedContent,
			'jetpack/button'
		);
		expect( gradientButton ).toMatchObject( {
			textColor: 'white',
			gradient: 'blue-to-purple',
		} );
		expect( gradientButton ).not.toHaveProperty( 'backgroundColor' );
		expect( solidButton ).toMatchObject( {
			backgroundColor: 'green',
			customTextColor: CUSTOM_BUTTON_TEXT,
		} );
		expect( solidButton ).not.toHaveProperty( 'gradient' );
		expect(
			savedBlocks( savedContent, 'jetpack/field-name' )[ 0 ]
		).toMatchObject( {
			labelColor: paletteColor( 'blue' ),
			inputColor: paletteColor( 'charcoal' ),
			fieldBackgroundColor: CUSTOM_FIELD_BACKGROUND,
			borderColor: paletteColor( 'red' ),
		} );
		expect(
			savedBlocks( savedContent, 'jetpack/contact-form' )[ 1 ]
		).toMatchObject( {
			labelColor: paletteColor( 'purple' ),
			borderColor: paletteColor( 'teal' ),
		} );
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

		const solid = visitor
			.locator( 'form' )
			.nth( 1 )
			.locator( 'button[type="submit"]' );
		await expect( solid.getAttribute( 'class' ) ).resolves.toContain(
			'has-green-background-color'
		);
		await expect(
			solid.evaluate( ( node ) => {
				const style = getComputedStyle( node );
				return {
					color: style.color,
					background: style.backgroundColor,
					image: style.backgroundImage,
				};
			} )
		).resolves.toEqual( {
			color: rgb( CUSTOM_BUTTON_TEXT ),
			background: rgb( paletteColor( 'green' ) ),
			image: 'none',
		} );

		const label = visitor.locator( 'form label', { hasText: 'Name' } );
		await expect(
			label.first().evaluate( ( node ) => getComputedStyle( node ).color )
		).resolves.toBe( rgb( paletteColor( 'blue' ) ) );
		const input = visitor.locator( 'form' ).first().getByLabel( 'Name' );
		await expect(
			input.evaluate( ( node ) => {
				const style = getComputedStyle( node );
				return {
					color: style.color,
					background: style.backgroundColor,
					border: style.borderTopColor,
				};
			} )
		).resolves.toEqual( {
			color: rgb( paletteColor( 'charcoal' ) ),
			background: rgb( CUSTOM_FIELD_BACKGROUND ),
			border: rgb( paletteColor( 'red' ) ),
		} );
		// The second form's field has none of them, but the form's label and border colours.
		const second = visitor.locator( 'form' ).nth( 1 );
		await expect(
			second
				.locator( 'label', { hasText: 'Name' } )
				.evaluate( ( node ) => getComputedStyle( node ).color )
		).resolves.toBe( rgb( paletteColor( 'purple' ) ) );
		await expect(
			second.getByLabel( 'Name' ).evaluate( ( node ) => {
				const style = getComputedStyle( node );
				return {
					background: style.backgroundColor,
					border: style.borderTopColor,
				};
			} )
		).resolves.toEqual( {
			background: 'rgb(255, 255, 255)',
			border: rgb( paletteColor( 'teal' ) ),
		} );
		await visitor.close();
	} );
} );
