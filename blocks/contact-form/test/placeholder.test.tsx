/**
 * The Form block's first view (spec §2, §4): the templates, the patterns modal and the links;
 * choosing a template or a pattern sets the form's attributes and inner blocks.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formBlock, renderEditor, serveRoutes, setSite } from './form-editor';

const SIX = [
	'Contact Form',
	'Newsletter Sign-up',
	'RSVP Form',
	'Registration Form',
	'Appointment Form',
	'Feedback Form',
];

// A whole block editor renders in jsdom; typing through it is slow on shared machines.
jest.setTimeout( 30000 );

beforeEach( () => {
	setSite();
	serveRoutes( {
		'GET /jetpack/v4/jetpack_crm': () => ( {
			status: 500,
			body: { code: 'x', message: 'x' },
		} ),
		'GET /jetpack/v4/plugins': () => ( { status: 200, body: {} } ),
	} );
} );

const templateButtons = () =>
	within( screen.getByRole( 'list', { name: 'Form templates' } ) )
		.getAllByRole( 'button' )
		.map( ( button ) => button.textContent );

type EditorBlock = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
};

/**
 * The blocks named `name` inside `block`, at any depth (a field's parts).
 * @param block
 * @param name
 */
function partsNamed( block: EditorBlock, name: string ): EditorBlock[] {
	return block.innerBlocks.flatMap( ( inner ) => [
		...( inner.name === name ? [ inner ] : [] ),
		...partsNamed( inner, name ),
	] );
}

describe( 'Form block placeholder', () => {
	it( 'offers the six templates and the beta lead form on a self-hosted site', async () => {
		await renderEditor( [ formBlock() ] );
		expect( templateButtons() ).toEqual( [
			...SIX,
			'Salesforce Lead Form',
		] );
		expect(
			screen.getByText( 'This feature is free to use during the beta.' )
		).toBeInTheDocument();
	} );

	it( 'hides the newsletter template on the hosted platform', async () => {
		setSite( { siteType: 'simple' } );
		await renderEditor( [ formBlock() ] );
		expect( templateButtons() ).not.toContain( 'Newsletter Sign-up' );
		expect( templateButtons() ).toContain( 'RSVP Form' );
	} );

	it( 'links to the help page and to the responses list', async () => {
		await renderEditor( [ formBlock() ] );
		expect(
			screen.getByRole( 'link', {
				name: /Learn more about customizing forms/,
			} )
		).toHaveAttribute(
			'href',
			'https://jetpack.com/support/jetpack-blocks/contact-form/'
		);
		expect(
			screen.getByRole( 'link', {
				name: /View and export your form responses here/,
			} )
		).toHaveAttribute( 'href', '/wp-admin/edit.php?post_type=feedback' );
	} );

	it( 'choosing the RSVP template sets its subject, padding and fields, with a locked submit button', async () => {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [ formBlock() ] );
		await user.click( screen.getByRole( 'button', { name: /RSVP Form/ } ) );

		const [ form ] = editor.blocks();
		expect( form.attributes.subject ).toBe(
			'A new RSVP from your website'
		);
		expect( form.attributes.style ).toEqual( {
			spacing: {
				padding: {
					top: '16px',
					right: '16px',
					bottom: '16px',
					left: '16px',
				},
			},
		} );
		expect( form.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-radio',
			'jetpack/field-textarea',
			'jetpack/button',
		] );
		const radio = form.innerBlocks[ 2 ];
		expect( radio.attributes ).toMatchObject( { required: true } );
		// Saved in Jetpack's current shape: the label and the options are parts of the field.
		expect(
			partsNamed( radio, 'jetpack/label' )[ 0 ]?.attributes.label
		).toBe( 'Attending?' );
		expect(
			partsNamed( radio, 'jetpack/option' ).map(
				( option ) => option.attributes.label
			)
		).toEqual( [ 'Yes', 'No' ] );
		expect( form.innerBlocks[ 4 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Send RSVP',
			lock: { remove: true },
		} );
		// The placeholder gave way to the form's fields.
		expect(
			screen.queryByRole( 'list', { name: 'Form templates' } )
		).toBeNull();
	} );

	it( 'the lead form requires every field, uses the CRM field ids and sends to Salesforce', async () => {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [ formBlock() ] );
		await user.click(
			screen.getByRole( 'button', { name: /Salesforce Lead Form/ } )
		);

		const [ form ] = editor.blocks();
		expect( form.attributes.subject ).toBe(
			'New lead received from your website'
		);
		expect( form.attributes.salesforceData ).toEqual( {
			organizationId: '',
			sendToSalesforce: true,
		} );
		const fields = form.innerBlocks.slice( 0, -1 );
		expect(
			fields.map( ( { name, attributes, innerBlocks } ) => [
				name,
				attributes.id,
				partsNamed(
					{ name, attributes, innerBlocks },
					'jetpack/label'
				)[ 0 ]?.attributes.label,
				attributes.required,
			] )
		).toEqual( [
			[ 'jetpack/field-email', 'email', 'Business Email', true ],
			[ 'jetpack/field-name', 'first_name', 'First Name', true ],
			[ 'jetpack/field-name', 'last_name', 'Last Name', true ],
			[ 'jetpack/field-text', 'title', 'Job Title', true ],
			[ 'jetpack/field-text', 'company', 'Company', true ],
			[ 'jetpack/field-telephone', 'phone', 'Phone Number', true ],
		] );
		expect( form.innerBlocks.at( -1 )?.attributes ).toMatchObject( {
			text: 'Submit',
			lock: { remove: true },
		} );
		// Its sidebar now has the Salesforce panel, labelled beta.
		expect(
			await screen.findByRole( 'button', { name: 'Salesforce' } )
		).toBeInTheDocument();
	} );

	it( '"Explore Form Patterns" opens "Choose a pattern" with previews, and a pattern fills the form', async () => {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [ formBlock() ] );
		await user.click(
			screen.getByRole( 'button', { name: 'Explore Form Patterns' } )
		);

		const modal = screen.getByRole( 'dialog', {
			name: 'Choose a pattern',
		} );
		const patterns = within( modal ).getAllByRole( 'listitem' );
		expect( patterns.length ).toBeGreaterThanOrEqual( 7 );
		// Each pattern shows the block editor's preview of its form.
		for ( const pattern of patterns ) {
			expect(
				pattern.querySelector(
					'.jetpack-contact-form__pattern-preview .block-editor-block-preview__container'
				)
			).not.toBeNull();
		}

		await user.click(
			within( modal ).getByRole( 'button', { name: 'Feedback Form' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		const [ form ] = editor.blocks();
		expect( form.attributes.subject ).toBe(
			'New feedback received from your website'
		);
		expect( form.innerBlocks.at( -1 )?.attributes.text ).toBe(
			'Send Feedback'
		);
		expect(
			partsNamed( form.innerBlocks[ 2 ], 'jetpack/option' )
		).toHaveLength( 5 );
	} );
} );
