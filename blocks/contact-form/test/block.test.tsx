/**
 * The Form block's registration (category, alignments, context for the fields), the
 * migration of old forms' button settings, the `[contact-form]` shortcode, and the wrapping
 * of a field placed outside a form.
 */
import {
	createBlock,
	getBlockType,
	getCategories,
	parse,
	rawHandler,
	serialize,
} from '@wordpress/blocks';
import { FORM_STYLE_CONTEXT } from '../../../shared/forms/form-style';
import {
	needsFormAround,
	wrapFieldInForm,
} from '../../../shared/forms/wrap-loose-field';
import { renderEditor, serveRoutes, setSite } from './form-editor';

jest.setTimeout( 30000 );

// The parser's note that a block was updated is expected here.
const quietly = { __unstableSkipMigrationLogs: true };

type ParsedBlock = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: ParsedBlock[];
};

/**
 * The blocks named `name` inside `block`, at any depth (a field's parts).
 * @param block
 * @param name
 */
function partsNamed( block: ParsedBlock, name: string ): ParsedBlock[] {
	return block.innerBlocks.flatMap( ( inner ) => [
		...( inner.name === name ? [ inner ] : [] ),
		...partsNamed( inner, name ),
	] );
}

describe( 'Form block registration', () => {
	it( 'sits in the "Forms" category, aligns wide or full, and shares its style with the fields', () => {
		const form = getBlockType( 'jetpack/contact-form' )!;
		expect( getCategories() ).toContainEqual(
			expect.objectContaining( { slug: 'contact-form', title: 'Forms' } )
		);
		expect( form.category ).toBe( 'contact-form' );
		expect( form.supports?.align ).toEqual( [ 'wide', 'full' ] );
		expect( form.providesContext ).toEqual( FORM_STYLE_CONTEXT );
	} );
} );

describe( 'Old forms', () => {
	it( 'move a stored submit button text and colours into a locked button block', () => {
		const [ form ] = parse(
			'<!-- wp:jetpack/contact-form {"submit_button_text":"Go!","textButtonColor":"white","customBackgroundButtonColor":"#000000"} -->\n<!-- wp:jetpack/field-name /-->\n<!-- /wp:jetpack/contact-form -->',
			quietly
		);
		expect( form.isValid ).toBe( true );
		expect( form.attributes ).not.toHaveProperty( 'submit_button_text' );
		expect( form.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/button',
		] );
		expect( form.innerBlocks[ 1 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Go!',
			textColor: 'white',
			customBackgroundColor: '#000000',
			lock: { remove: true },
		} );
		expect( serialize( [ form ] ) ).toContain(
			'<div class="wp-block-jetpack-contact-form">'
		);
	} );

	it( 'keep a button block they already have', () => {
		const [ form ] = parse(
			'<!-- wp:jetpack/contact-form {"has_form_settings_set":"yes"} -->\n<!-- wp:jetpack/field-name /-->\n<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->\n<!-- /wp:jetpack/contact-form -->',
			quietly
		);
		expect(
			form.innerBlocks.map( ( block ) => block.attributes.text ?? null )
		).toEqual( [ null, 'Send' ] );
	} );
} );

describe( 'The [contact-form] shortcode', () => {
	it( 'becomes a form with the same recipient, subject and fields, and a submit button', () => {
		const [ form ] = rawHandler( {
			// As classic content holds it: the shortcode in a paragraph of its own.
			HTML: '<p>[contact-form to="team@example.com" subject="Hi"][contact-field label="Name" type="name" required="1"/][contact-field label="Meal" type="select" options="Fish, Meat"/][contact-field label="Size" type="radio" options="S,M"/][/contact-form]</p>',
		} );
		expect( form.name ).toBe( 'jetpack/contact-form' );
		expect( form.attributes ).toMatchObject( {
			to: 'team@example.com',
			subject: 'Hi',
		} );
		expect(
			form.innerBlocks.map( ( block ) => [
				block.name,
				// Jetpack's current shape keeps the label in the field's jetpack/label part.
				partsNamed( block, 'jetpack/label' )[ 0 ]?.attributes.label ??
					block.attributes.label ??
					null,
			] )
		).toEqual( [
			[ 'jetpack/field-name', 'Name' ],
			[ 'jetpack/field-select', 'Meal' ],
			[ 'jetpack/field-radio', 'Size' ],
			[ 'jetpack/button', null ],
		] );
		expect( form.innerBlocks[ 0 ].attributes.required ).toBe( true );
		expect( form.innerBlocks[ 1 ].attributes.options ).toEqual( [
			'Fish',
			'Meat',
		] );
		expect(
			partsNamed( form.innerBlocks[ 2 ], 'jetpack/option' ).map(
				( option ) => option.attributes.label
			)
		).toEqual( [ 'S', 'M' ] );
	} );
} );

describe( 'A field outside a form', () => {
	it( 'is recognised: fields need a form, option blocks do not', () => {
		expect( needsFormAround( 'jetpack/field-email' ) ).toBe( true );
		expect( needsFormAround( 'jetpack/field-option-radio' ) ).toBe( false );
		expect( needsFormAround( 'core/paragraph' ) ).toBe( false );
		const form = wrapFieldInForm(
			createBlock( 'jetpack/field-email', { label: 'Mail' } )
		);
		expect( form.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			'jetpack/field-email',
			'jetpack/button',
		] );
	} );

	it( 'is wrapped in a form with a locked submit button when it appears in the editor', async () => {
		setSite();
		serveRoutes( {} );
		const editor = await renderEditor( [
			createBlock( 'jetpack/field-text', { label: 'Topic' } ),
		] );
		const [ form ] = editor.blocks();
		expect( form.name ).toBe( 'jetpack/contact-form' );
		expect( form.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			'jetpack/field-text',
			'jetpack/button',
		] );
		expect( form.innerBlocks[ 0 ].attributes.label ).toBe( 'Topic' );
		expect( form.innerBlocks[ 1 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Submit',
			lock: { remove: true },
		} );
	} );
} );
