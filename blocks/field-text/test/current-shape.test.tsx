/**
 * Fields in Jetpack's current shape in a real block editor: a field inserted from the inserter
 * is saved as a bare `<div>` around its part blocks and parses back valid; the canvas edits the
 * parts (the label text is the jetpack/label block's, the required text follows the field's
 * toggle, options are jetpack/option blocks); the sidebar's label and placeholder edit the
 * parts; form templates create fields in the current shape; older fields keep their shape.
 */
import { createBlock, serialize, type Block } from '@wordpress/blocks';
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	createTemplateBlocks,
	formTemplates,
} from '../../../shared/forms/templates';
import {
	field,
	formWith,
	insertFromInserter,
	renderFieldEditor,
	roundTrip,
} from '../../../shared/forms/test/field-editor';

/** A form holding only its submit button (an empty form shows the template picker instead). */
const submit = () =>
	createBlock( 'jetpack/button', { element: 'button', text: 'Send' } );

async function currentTextField() {
	const form = formWith( submit() );
	const editor = await renderFieldEditor( [ form ] );
	const text = await insertFromInserter(
		editor,
		form.clientId,
		'jetpack/field-text'
	);
	await editor.select( text.clientId );
	return { editor, form, text };
}

// Typing into several blocks of a real editor takes longer than Jest's default 5 s here.
jest.setTimeout( 30000 );

describe( 'fields in the current shape', () => {
	it( 'saves a field inserted from the inserter as a bare div around its parts, valid when parsed back', async () => {
		const { editor, form, text } = await currentTextField();
		const parts = editor.innerBlocksOf( text.clientId );
		expect( parts.map( ( part ) => part.name ) ).toEqual( [
			'jetpack/label',
			'jetpack/input',
		] );
		expect( parts[ 0 ].attributes.label ).toBe( 'Text' );

		const saved = editor.editor().getBlock( form.clientId ) as Block;
		const { html, parsed, invalid } = roundTrip( [ saved ] );
		expect( html ).toContain(
			'<!-- wp:jetpack/field-text -->\n<div><!-- wp:jetpack/label {"label":"Text"} /-->'
		);
		expect( html ).toContain(
			'<!-- wp:jetpack/input {"type":"text"} /--></div>'
		);
		expect( html ).not.toContain( 'wrapperElement' );
		expect( invalid ).toEqual( [] );
		expect( parsed[ 0 ].innerBlocks[ 0 ].attributes.wrapperElement ).toBe(
			'div'
		);
	} );

	it( 'edits the label text in the canvas as the jetpack/label block', async () => {
		const user = userEvent.setup();
		const { editor, text } = await currentTextField();
		const label = screen.getByRole( 'textbox', { name: 'Field label' } );
		await user.clear( label );
		await user.type( label, 'Company' );
		const [ labelPart ] = editor.innerBlocksOf( text.clientId );
		expect( labelPart.name ).toBe( 'jetpack/label' );
		expect( labelPart.attributes.label ).toBe( 'Company' );
		// The field's own attribute is not where the label lives any more.
		expect( editor.attributesOf( text.clientId ).label ).toBe( 'Text' );
	} );

	it( 'shows the required text in the label while the field is required, and the sidebar edits the parts', async () => {
		const user = userEvent.setup();
		const { editor, text } = await currentTextField();
		const requiredText = () =>
			document.querySelector( '.jetpack-field-label__required' );
		expect( requiredText() ).toBeNull();

		const settings = screen
			.getByRole( 'button', { name: 'Field Settings' } )
			.closest( '.components-panel__body' ) as HTMLElement;
		await user.click(
			within( settings ).getByRole( 'checkbox', {
				name: 'Field is required',
			} )
		);
		expect( editor.attributesOf( text.clientId ).required ).toBe( true );
		expect( requiredText() ).toHaveTextContent( '(required)' );

		const sidebarLabel = within( settings ).getByRole( 'textbox', {
			name: 'Label',
		} );
		expect( sidebarLabel ).toHaveValue( 'Text' );
		fireEvent.change( sidebarLabel, { target: { value: 'Your company' } } );
		fireEvent.change(
			within( settings ).getByRole( 'textbox', {
				name: 'Placeholder text',
			} ),
			{ target: { value: 'Acme' } }
		);
		fireEvent.change(
			within( settings ).getByRole( 'textbox', {
				name: 'Required text',
			} ),
			{ target: { value: '*' } }
		);
		const [ labelPart, inputPart ] = editor.innerBlocksOf( text.clientId );
		expect( labelPart.attributes ).toMatchObject( {
			label: 'Your company',
			requiredText: '*',
		} );
		expect( inputPart.attributes.placeholder ).toBe( 'Acme' );
		await waitFor( () =>
			expect( requiredText() ).toHaveTextContent( '*' )
		);
	} );

	it( 'adds and removes options of a choice field as jetpack/option blocks', async () => {
		const user = userEvent.setup();
		const form = formWith( submit() );
		const editor = await renderFieldEditor( [ form ] );
		const radio = await insertFromInserter(
			editor,
			form.clientId,
			'jetpack/field-radio'
		);
		const options = () => {
			const [ , list ] = editor.innerBlocksOf( radio.clientId );
			expect( list.name ).toBe( 'jetpack/options' );
			expect( list.attributes.type ).toBe( 'radio' );
			return list.innerBlocks;
		};
		expect( options() ).toHaveLength( 1 );
		const first = screen.getByRole( 'textbox', { name: 'Option label' } );
		await user.type( first, 'Small{Enter}Large' );
		expect(
			options().map( ( option ) => [
				option.name,
				option.attributes.label,
			] )
		).toEqual( [
			[ 'jetpack/option', 'Small' ],
			[ 'jetpack/option', 'Large' ],
		] );

		const second = screen.getAllByRole( 'textbox', {
			name: 'Option label',
		} )[ 1 ];
		await user.clear( second );
		await user.type( second, '{Backspace}' );
		expect( options() ).toHaveLength( 1 );
		// The last option stays.
		const last = screen.getByRole( 'textbox', { name: 'Option label' } );
		await user.clear( last );
		await user.type( last, '{Backspace}' );
		expect( options() ).toHaveLength( 1 );

		const { invalid } = roundTrip( [
			editor.editor().getBlock( form.clientId ) as Block,
		] );
		expect( invalid ).toEqual( [] );
	} );

	it( "gives the field's and the form's style to the canvas as visitors' custom properties", async () => {
		const form = createBlock(
			'jetpack/contact-form',
			{ labelColor: '#6b2fa3', borderWidth: 2 },
			[ submit() ]
		);
		const editor = await renderFieldEditor( [ form ] );
		const text = await insertFromInserter(
			editor,
			form.clientId,
			'jetpack/field-text'
		);
		await act( async () => {
			editor.actions().updateBlockAttributes( text.clientId, {
				fieldBackgroundColor: '#fdf6e3',
				inputColor: 'blue',
				fieldFontSize: '20px',
				// Not a colour: left out, as visitors' markup leaves it out.
				borderColor: 'red;background:url(x)',
			} );
		} );
		const wrapper = ( selector: string ) =>
			( document.querySelector( selector ) as HTMLElement ).style;
		const fieldStyle = wrapper( '.wp-block-jetpack-field-text' );
		expect( {
			background: fieldStyle.getPropertyValue(
				'--jetpack--contact-form--input-background'
			),
			text: fieldStyle.getPropertyValue(
				'--jetpack--contact-form--text-color'
			),
			fontSize: fieldStyle.getPropertyValue(
				'--jetpack--contact-form--font-size'
			),
			border: fieldStyle.getPropertyValue(
				'--jetpack--contact-form--border-color'
			),
		} ).toEqual( {
			background: '#fdf6e3',
			text: 'blue',
			fontSize: '20px',
			border: '',
		} );
		const formStyle = wrapper( '.wp-block-jetpack-contact-form' );
		expect( {
			label: formStyle.getPropertyValue(
				'--jetpack--contact-form--label--color'
			),
			borderSize: formStyle.getPropertyValue(
				'--jetpack--contact-form--border-size'
			),
		} ).toEqual( { label: '#6b2fa3', borderSize: '2px' } );
		// The saved markup is unchanged: the bare div around the parts.
		expect(
			serialize( [ editor.editor().getBlock( form.clientId ) as Block ] )
		).toContain( '"fieldFontSize":"20px","inputColor":"blue"' );
		expect(
			serialize( [ editor.editor().getBlock( form.clientId ) as Block ] )
		).toMatch( /-->\n<div><!-- wp:jetpack\/label/ );
	} );

	it( 'keeps a field in the older shape editing its own attributes', async () => {
		const user = userEvent.setup();
		const text = field( 'field-text', { label: 'Old' } );
		const form = formWith( text );
		const editor = await renderFieldEditor( [ form ], text.clientId );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Field label' } ),
			'er'
		);
		expect( editor.attributesOf( text.clientId ).label ).toBe( 'Older' );
		expect( editor.innerBlocksOf( text.clientId ) ).toEqual( [] );
		expect(
			serialize( [ editor.editor().getBlock( form.clientId ) as Block ] )
		).toContain( '<!-- wp:jetpack/field-text {"label":"Older"} /-->' );
	} );

	it( 'creates the fields of every form template in the current shape, valid when parsed back', () => {
		for ( const template of formTemplates() ) {
			const form = createBlock(
				'jetpack/contact-form',
				template.attributes,
				createTemplateBlocks( template.innerBlocks )
			);
			const { html, invalid } = roundTrip( [ form ] );
			expect( invalid ).toEqual( [] );
			expect( html ).not.toMatch(
				/wp:jetpack\/field-[a-z-]+ [^>]*\/-->/
			);
			expect( html ).not.toContain( 'wp:jetpack/field-option' );
			for ( const fieldBlock of form.innerBlocks.filter( ( block ) =>
				block.name.startsWith( 'jetpack/field-' )
			) ) {
				expect( fieldBlock.attributes.wrapperElement ).toBe( 'div' );
				expect( fieldBlock.innerBlocks.length ).toBeGreaterThan( 0 );
			}
		}
	} );
} );

describe( 'the rating field', () => {
	it( 'is inserted with a label and a row of stars, its highest rating set on the stars block, valid when parsed back', async () => {
		const form = formWith( submit() );
		const editor = await renderFieldEditor( [ form ] );
		const rating = await insertFromInserter(
			editor,
			form.clientId,
			'jetpack/field-rating'
		);
		await editor.select( rating.clientId );
		await waitFor( () =>
			expect(
				editor
					.innerBlocksOf( rating.clientId )
					.map( ( part ) => part.name )
			).toEqual( [ 'jetpack/label', 'jetpack/input-rating' ] )
		);
		expect(
			screen.getByRole( 'img', { name: 'Rating from 1 to 5 stars' } )
		).toBeInTheDocument();

		fireEvent.change(
			screen.getByRole( 'spinbutton', { name: 'Highest rating' } ),
			{ target: { value: '7' } }
		);
		const [ , stars ] = editor.innerBlocksOf( rating.clientId );
		expect( stars.attributes.max ).toBe( 7 );
		const { html, invalid } = roundTrip( [
			editor.editor().getBlock( form.clientId ) as Block,
		] );
		expect( invalid ).toEqual( [] );
		expect( html ).toContain(
			'<!-- wp:jetpack/field-rating -->\n<div><!-- wp:jetpack/label {"label":"Rating"} /-->'
		);
		expect( html ).toContain(
			'<!-- wp:jetpack/input-rating {"max":7} /--></div>'
		);
	} );
} );
