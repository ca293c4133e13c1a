/**
 * The form's Salesforce panel (spec §5), its field style settings (§3, §5, §9) and the
 * consent suggestion (§2).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formBlock, renderEditor, serveRoutes, setSite } from './form-editor';

jest.setTimeout( 30000 );

beforeEach( () => {
	setSite();
	serveRoutes( {
		'GET /jetpack/v4/jetpack_crm': () => ( {
			status: 500,
			body: { code: 'x', message: 'x' },
		} ),
		'GET /jetpack/v4/plugins': () => ( {
			status: 500,
			body: { code: 'x', message: 'x' },
		} ),
	} );
} );

const saved = { to: 'a@example.com', subject: 'S' };
const button: [ string, Record< string, unknown > ] = [
	'jetpack/button',
	{ element: 'button', text: 'Send' },
];

describe( 'Salesforce panel', () => {
	it( 'appears only while the form sends to Salesforce', async () => {
		await renderEditor( [
			formBlock( saved, [ [ 'jetpack/field-email' ], button ] ),
		] );
		expect(
			screen.queryByRole( 'button', { name: 'Salesforce' } )
		).toBeNull();
	} );

	it( 'checks the organization ID when the field is left', async () => {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [
			formBlock(
				{
					...saved,
					salesforceData: {
						organizationId: '',
						sendToSalesforce: true,
					},
				},
				[ [ 'jetpack/field-email' ], button ]
			),
		] );
		const field = screen.getByRole( 'textbox', {
			name: 'Organization ID',
		} );
		await user.type( field, '00D5g000004' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		await user.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^Invalid Organization ID\. Should be a 15 - 18 characters long alphanumeric string\.$/
		);

		await user.type( field, 'ABCD' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		await user.tab();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( editor.blocks()[ 0 ].attributes.salesforceData ).toEqual( {
			organizationId: '00D5g000004ABCD',
			sendToSalesforce: true,
		} );

		await user.type( field, '1234!' );
		await user.tab();
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		expect(
			screen.getByText( /free to use during the beta/ )
		).toBeInTheDocument();
	} );
} );

describe( 'Form field style', () => {
	async function openStyles( attributes: Record< string, unknown > = {} ) {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [
			formBlock( { ...saved, ...attributes }, [
				[ 'jetpack/field-text' ],
				button,
			] ),
		] );
		await user.click( screen.getByRole( 'tab', { name: 'Styles' } ) );
		return { editor, user };
	}

	it( 'limits border width and radius to 0–100, and clears them when emptied', async () => {
		const { editor, user } = await openStyles();
		const width = screen.getByRole( 'spinbutton', {
			name: 'Border width',
		} );
		const radius = screen.getByRole( 'spinbutton', {
			name: 'Border radius',
		} );
		expect( width ).toHaveValue( null );

		await user.type( width, '250' );
		expect( editor.blocks()[ 0 ].attributes.borderWidth ).toBe( 100 );
		await user.type( radius, '12' );
		expect( editor.blocks()[ 0 ].attributes.borderRadius ).toBe( 12 );

		await user.clear( width );
		await user.tab();
		expect( editor.blocks()[ 0 ].attributes.borderWidth ).toBeUndefined();
		expect(
			screen.getByRole( 'slider', { name: 'Border radius' } )
		).toHaveAttribute( 'max', '100' );
		expect(
			screen.getByRole( 'slider', { name: 'Border radius' } )
		).toHaveAttribute( 'min', '0' );
	} );

	it( 'stores line heights as numbers and an empty or non-numeric entry as nothing (not 0, not NaN)', async () => {
		const { editor, user } = await openStyles( { lineHeight: 1.2 } );
		const lineHeight = screen.getByRole( 'spinbutton', {
			name: 'Field line height',
		} );
		expect( lineHeight ).toHaveValue( 1.2 );

		await user.clear( lineHeight );
		expect( editor.blocks()[ 0 ].attributes ).not.toHaveProperty(
			'lineHeight',
			0
		);
		expect( editor.blocks()[ 0 ].attributes.lineHeight ).toBeUndefined();
		expect( lineHeight ).toHaveValue( null );

		await user.type( lineHeight, '1.75' );
		expect( editor.blocks()[ 0 ].attributes.lineHeight ).toBe( 1.75 );

		fireEvent.change(
			screen.getByRole( 'spinbutton', { name: 'Label line height' } ),
			{
				target: { value: 'e' },
			}
		);
		expect(
			editor.blocks()[ 0 ].attributes.labelLineHeight
		).toBeUndefined();
	} );

	it( 'keeps font sizes with their unit and clears them when emptied', async () => {
		const { editor, user } = await openStyles();
		const size = screen.getByRole( 'spinbutton', {
			name: 'Field font size',
		} );
		await user.type( size, '18' );
		expect( editor.blocks()[ 0 ].attributes.fieldFontSize ).toBe( '18px' );
		await user.clear( size );
		expect( editor.blocks()[ 0 ].attributes.fieldFontSize ).toBeUndefined();
	} );

	it( 'offers the default, animated and outlined block styles', async () => {
		await openStyles();
		const styles = screen.getByRole( 'radiogroup', { name: 'Styles' } );
		expect(
			within( styles )
				.getAllByRole( 'radio' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Default', 'Animated', 'Outlined' ] );
	} );
} );

describe( 'Consent suggestion', () => {
	it( 'suggests a consent field for a form with an email field, and adds it before the submit button', async () => {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [
			formBlock( saved, [
				[ 'jetpack/field-name' ],
				[ 'jetpack/field-email' ],
				button,
			] ),
		] );
		await user.click(
			screen.getByRole( 'button', { name: 'Add consent field' } )
		);
		expect(
			editor.blocks()[ 0 ].innerBlocks.map( ( block ) => block.name )
		).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-consent',
			'jetpack/button',
		] );
	} );

	it.each( [
		[ 'without an email field', [ [ 'jetpack/field-name' ], button ] ],
		[
			'that already has a consent field',
			[ [ 'jetpack/field-email' ], [ 'jetpack/field-consent' ], button ],
		],
	] as const )( 'makes no suggestion for a form %s', async ( _, inner ) => {
		await renderEditor( [ formBlock( saved, inner as never ) ] );
		expect(
			screen.getByRole( 'button', { name: 'Email Connection' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Add consent field' } )
		).toBeNull();
	} );
} );
