/**
 * The button in the editor (spec §2, §3, §5, §9): its label, colours, border radius (0–50,
 * starting at 5), width, the attributes it mirrors from its parent, and what it saves.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBlock, getSaveContent } from '@wordpress/blocks';
import {
	renderEditor,
	serveRoutes,
	setSite,
} from '../../contact-form/test/form-editor';
import {
	renderBlockEditor,
	themePaletteSettings,
} from '../../../tests/support/block-editor';

jest.setTimeout( 30000 );

const settings = themePaletteSettings( [
	{ name: 'Ink', slug: 'ink', color: '#1e1e1e' },
	{ name: 'Sun', slug: 'sun', color: '#f0b849' },
] );

beforeEach( () => {
	setSite();
	serveRoutes( {} );
} );

async function renderButton( attributes: Record< string, unknown > = {} ) {
	const button = createBlock( 'jetpack/button', {
		element: 'button',
		text: 'Send',
		...attributes,
	} );
	const editor = await renderEditor( [ button ], undefined, settings );
	return {
		editor,
		attributes: () => editor.blocks()[ 0 ].attributes,
		user: userEvent.setup( { delay: null } ),
	};
}

describe( 'Button edit', () => {
	it( 'shows its label in place', async () => {
		await renderButton();
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveTextContent( 'Send' );
	} );

	it( 'has a border radius from 0 to 50 that starts at 5 and clamps larger values', async () => {
		const { attributes, user } = await renderButton();
		const slider = screen.getByRole( 'slider', { name: 'Border radius' } );
		expect( slider ).toHaveAttribute( 'min', '0' );
		expect( slider ).toHaveAttribute( 'max', '50' );
		expect( slider ).toHaveValue( '5' );
		expect( attributes().borderRadius ).toBeUndefined();

		const number = screen.getByRole( 'spinbutton', {
			name: 'Border radius',
		} );
		await user.type( number, '80' );
		expect( attributes().borderRadius ).toBe( 50 );
		await user.click( screen.getByRole( 'button', { name: 'Reset' } ) );
		expect( attributes().borderRadius ).toBeUndefined();
	} );

	it( 'sets a preset width, and clears it when pressed again', async () => {
		const { attributes, user } = await renderButton();
		await user.click( screen.getByRole( 'button', { name: '50%' } ) );
		expect( attributes().width ).toBe( '50%' );
		expect( screen.getByRole( 'button', { name: '50%' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveStyle( { width: '50%' } );
		await user.click( screen.getByRole( 'button', { name: '50%' } ) );
		expect( attributes().width ).toBeUndefined();
	} );

	it( 'stores a palette colour by its slug and shows its class', async () => {
		const { attributes, user } = await renderButton();
		await user.click( screen.getByRole( 'button', { name: 'Text' } ) );
		await user.click(
			await screen.findByRole( 'option', { name: 'Ink' } )
		);
		expect( attributes() ).toMatchObject( { textColor: 'ink' } );
		expect( attributes().customTextColor ).toBeUndefined();
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveClass( 'has-text-color', 'has-ink-color' );
	} );

	it( 'mirrors the parent attributes named in passthroughAttributes', async () => {
		const form = createBlock(
			'jetpack/contact-form',
			{
				to: 'a@example.com',
				subject: 'S',
				customThankyouRedirect: 'https://example.com/next',
			},
			[
				createBlock( 'jetpack/button', {
					text: 'Go',
					passthroughAttributes: { url: 'customThankyouRedirect' },
				} ),
			]
		);
		const editor = await renderEditor( [ form ] );
		expect( editor.blocks()[ 0 ].innerBlocks[ 0 ].attributes.url ).toBe(
			'https://example.com/next'
		);
	} );
} );

describe( 'Button width settings (spec 002 §2, §5)', () => {
	async function renderWithToolbar( attributes: Record< string, unknown > ) {
		const button = createBlock( 'jetpack/button', {
			element: 'button',
			text: 'Send',
			...attributes,
		} );
		const editor = await renderBlockEditor( [ button ], {
			selected: button.clientId,
			toolbar: true,
			settings,
		} );
		return {
			editor,
			attributes: () => editor.blocks()[ 0 ].attributes,
			user: userEvent.setup( { delay: null } ),
		};
	}
	const panel = () =>
		screen
			.getByRole( 'button', { name: 'Width settings' } )
			.closest( '.components-panel__body' ) as HTMLElement;
	const unitOptions = () =>
		within(
			within( panel() ).getByRole( 'combobox', { name: 'Select unit' } )
		)
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent );
	const align = async (
		user: ReturnType< typeof userEvent.setup >,
		name: string
	) => {
		await user.click(
			screen.getByRole( 'button', { name: 'Align block' } )
		);
		await user.click(
			await screen.findByRole( 'menuitemradio', { name } )
		);
	};

	it( 'offers the 25, 50, 75 and 100% presets and the %, px and em units', async () => {
		await renderButton();
		const presets = within( panel() ).getByRole( 'group', {
			name: 'Percentage width',
		} );
		expect(
			within( presets )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ '25%', '50%', '75%', '100%' ] );
		expect( unitOptions() ).toEqual( [ '%', 'px', 'em' ] );
	} );

	it( 'keeps a width in % between 0 and 100, and takes px and em past it', async () => {
		const { attributes, user } = await renderButton();
		const field = within( panel() ).getByRole( 'spinbutton', {
			name: 'Button width',
		} );
		expect( field ).toHaveAttribute( 'min', '0' );
		expect( field ).toHaveAttribute( 'max', '100' );
		await user.type( field, '150' );
		expect( attributes().width ).toBe( '100%' );
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveStyle( { width: '100%' } );

		await user.selectOptions(
			within( panel() ).getByRole( 'combobox', { name: 'Select unit' } ),
			'px'
		);
		// A new unit starts from its own default.
		expect( attributes().width ).toBe( '150px' );
		expect( field ).not.toHaveAttribute( 'max' );
		await user.clear( field );
		await user.type( field, '420' );
		expect( attributes().width ).toBe( '420px' );

		await user.selectOptions(
			within( panel() ).getByRole( 'combobox', { name: 'Select unit' } ),
			'em'
		);
		expect( attributes().width ).toBe( '10em' );
		fireEvent.change( field, { target: { value: '-3' } } );
		expect( attributes().width ).toBe( '0em' );
	} );

	it( 'offers no presets and only px and em once aligned left or right', async () => {
		const { attributes, user } = await renderWithToolbar( {
			width: '150px',
		} );
		expect( unitOptions() ).toEqual( [ '%', 'px', 'em' ] );
		await align( user, 'Align left' );
		expect( attributes().align ).toBe( 'left' );
		expect(
			within( panel() ).queryByRole( 'group', {
				name: 'Percentage width',
			} )
		).not.toBeInTheDocument();
		expect( unitOptions() ).toEqual( [ 'px', 'em' ] );
		// A width in px is kept.
		expect( attributes().width ).toBe( '150px' );

		await align( user, 'Align right' );
		expect( unitOptions() ).toEqual( [ 'px', 'em' ] );
		await align( user, 'Align center' );
		expect(
			within( panel() ).getByRole( 'group', {
				name: 'Percentage width',
			} )
		).toBeInTheDocument();
		expect( unitOptions() ).toEqual( [ '%', 'px', 'em' ] );
	} );

	it( 'clears a percentage width when aligned left or right, not when centred', async () => {
		const { attributes, user } = await renderWithToolbar( {} );
		await user.click( screen.getByRole( 'button', { name: '75%' } ) );
		await align( user, 'Align center' );
		expect( attributes() ).toMatchObject( {
			align: 'center',
			width: '75%',
		} );
		await align( user, 'Align right' );
		expect( attributes().align ).toBe( 'right' );
		expect( attributes().width ).toBeUndefined();
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).not.toHaveClass( 'has-custom-width' );
	} );

	it( 'keeps the percentage width of content that already floats until the alignment changes', async () => {
		const { editor, attributes } = await renderWithToolbar( {
			align: 'left',
			width: '50%',
		} );
		expect( attributes().width ).toBe( '50%' );
		// The current unit stays shown so the author sees what is stored.
		expect( unitOptions() ).toEqual( [ '%', 'px', 'em' ] );
		await act( async () => {
			editor.registry
				.dispatch( 'core/block-editor' )
				.updateBlockAttributes( editor.blocks()[ 0 ].clientId, {
					align: 'right',
				} );
		} );
		expect( attributes().width ).toBeUndefined();
	} );
} );

describe( 'Button save', () => {
	it( 'saves nothing unless asked to keep its markup in the post', () => {
		const type = 'jetpack/button';
		expect(
			getSaveContent( type, { text: 'Send', saveInPostContent: false } )
		).toBe( '' );
		const saved = document.createElement( 'div' );
		saved.innerHTML = getSaveContent( type, {
			text: 'Pay',
			url: 'https://example.com/pay',
			saveInPostContent: true,
			borderRadius: 8,
			customTextColor: '#ffffff',
		} );
		const link = within( saved ).getByRole( 'button', { name: 'Pay' } );
		expect( link ).toHaveAttribute( 'href', 'https://example.com/pay' );
		expect( link ).toHaveStyle( { borderRadius: '8px', color: '#ffffff' } );
		expect( link.parentElement ).toHaveClass(
			'wp-block-button',
			'jetpack-submit-button'
		);
	} );
} );
