/**
 * The typography and border tools Jetpack's button has (its block supports), with the site
 * theme's presets (shared/theme/presets.ts): they appear in the inspector, change the attributes
 * Jetpack stores, and show on the label in the editor.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBlock } from '@wordpress/blocks';
import {
	renderEditor,
	serveRoutes,
	setSite,
} from '../../contact-form/test/form-editor';
import { themeEditorSettings } from '../../../shared/theme/presets';

jest.setTimeout( 30000 );

beforeEach( () => {
	setSite();
	serveRoutes( {} );
} );

async function renderButton( attributes: Record< string, unknown > = {} ) {
	const button = createBlock( 'jetpack/button', {
		element: 'a',
		text: 'Go',
		url: 'https://example.com/',
		...attributes,
	} );
	const editor = await renderEditor(
		[ button ],
		undefined,
		themeEditorSettings()
	);
	return {
		editor,
		attributes: () => editor.blocks()[ 0 ].attributes,
		user: userEvent.setup( { delay: null } ),
	};
}

const label = () => screen.getByRole( 'textbox', { name: 'Button text' } );

async function openStyles( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( screen.getByRole( 'tab', { name: 'Styles' } ) );
}

describe( 'Button design tools', () => {
	it( 'has a Typography panel whose preset sizes set fontSize, shown on the button', async () => {
		const { attributes, user } = await renderButton();
		await openStyles( user );
		expect(
			screen.getByRole( 'heading', { name: 'Typography' } )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'radio', { name: 'Large' } ) );
		expect( attributes().fontSize ).toBe( 'large' );
		expect( label().closest( '.wp-block-jetpack-button' ) ).toHaveClass(
			'has-large-font-size'
		);
	} );

	it( 'has a Borders panel whose width and colour land on the label, as visitors get them', async () => {
		const { attributes, user } = await renderButton();
		await openStyles( user );
		expect(
			screen.getByRole( 'heading', { name: 'Borders' } )
		).toBeInTheDocument();
		const width = screen.getByRole( 'spinbutton', {
			name: 'Border width',
		} );
		await user.type( width, '3' );
		expect( attributes().style ).toMatchObject( {
			border: { width: '3px' },
		} );
		expect( label() ).toHaveStyle( { borderWidth: '3px' } );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Border color and style picker.',
			} )
		);
		await user.click(
			await screen.findByRole( 'option', { name: 'Red' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Dashed' } ) );
		await act( async () => {} );
		expect( attributes().borderColor ).toBe( 'red' );
		expect( attributes().style ).toMatchObject( {
			border: { width: '3px', style: 'dashed' },
		} );
		expect( label() ).toHaveStyle( { borderStyle: 'dashed' } );
		expect( label() ).toHaveClass(
			'has-border-color',
			'has-red-border-color'
		);
		// The wrapper does not get the border: visitors get it on the link alone.
		expect( label().closest( '.wp-block-jetpack-button' ) ).not.toHaveClass(
			'has-border-color'
		);
	} );
} );
