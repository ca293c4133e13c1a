/**
 * What every field type shows when added to a form (spec §3): its default label in the inline
 * label input, and the sidebar panels of its type (spec §2). And a field added outside a form
 * is wrapped in one, through the form's single wrapping mechanism (spec §4).
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

const DEFAULT_LABELS: Array< [ string, string ] > = [
	[ 'field-text', 'Text' ],
	[ 'field-name', 'Name' ],
	[ 'field-email', 'Email' ],
	[ 'field-url', 'URL' ],
	[ 'field-date', 'Date' ],
	[ 'field-telephone', 'Phone' ],
	[ 'field-textarea', '' ],
	[ 'field-checkbox', '' ],
	[ 'field-checkbox-multiple', 'Choose several options' ],
	[ 'field-radio', 'Choose one option' ],
	[ 'field-select', '' ],
];

function panelTitles() {
	return Array.from(
		document.querySelectorAll(
			'.components-panel__body-title, .components-tools-panel-header h2'
		)
	)
		.map( ( title ) => title.textContent )
		.filter( ( title ) => title !== 'Advanced' );
}

it.each( DEFAULT_LABELS )(
	'%s shows its default label "%s"',
	async ( name, label ) => {
		const block = field( name );
		await renderFieldEditor( [ formWith( block ) ], block.clientId );
		expect(
			screen.getByRole( 'textbox', { name: 'Field label' } )
		).toHaveValue( label );
	}
);

it( 'the consent field shows "Consent" as its label setting', async () => {
	const block = field( 'field-consent' );
	await renderFieldEditor( [ formWith( block ) ], block.clientId );
	expect( screen.getByRole( 'textbox', { name: 'Label' } ) ).toHaveValue(
		'Consent'
	);
} );

it.each( [
	[
		'field-email',
		[
			'Manage Responses',
			'Field Settings',
			'Conditional logic',
			'Color',
			'Input Field Styles',
			'Label Styles',
		],
	],
	[
		'field-textarea',
		[
			'Manage Responses',
			'Field Settings',
			'Conditional logic',
			'Color',
			'Input Field Styles',
			'Label Styles',
		],
	],
	[
		'field-checkbox',
		[
			'Manage Responses',
			'Field Settings',
			'Checkbox Settings',
			'Conditional logic',
			'Color',
			'Label Styles',
		],
	],
	[
		'field-consent',
		[
			'Manage Responses',
			'Field Settings',
			'Consent Settings',
			'Conditional logic',
			'Color',
			'Label Styles',
		],
	],
] )( '%s has the sidebar panels of its type', async ( name, titles ) => {
	const block = field( name );
	await renderFieldEditor( [ formWith( block ) ], block.clientId );
	expect( panelTitles() ).toEqual( titles );
} );

it( 'wraps a field added outside a form in a form with a submit button', async () => {
	const loose = field( 'field-email', {
		label: 'Work email',
		required: true,
	} );
	const editor = await renderFieldEditor( [ loose ], loose.clientId );
	const [ form ] = editor.editor().getBlocks();
	expect( form.name ).toBe( 'jetpack/contact-form' );
	expect( form.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
		'jetpack/field-email',
		'jetpack/button',
	] );
	expect( form.innerBlocks[ 0 ].attributes ).toMatchObject( {
		label: 'Work email',
		required: true,
	} );
} );

it( 'keeps the date field’s date format, YYYY-MM-DD by default', async () => {
	const date = field( 'field-date' );
	const editor = await renderFieldEditor(
		[ formWith( date ) ],
		date.clientId
	);
	const format = screen.getByRole( 'combobox', { name: 'Date format' } );
	expect( format ).toHaveValue( 'yy-mm-dd' );
	await userEvent.setup().selectOptions( format, 'dd/mm/yy' );
	expect( editor.attributesOf( date.clientId ).dateFormat ).toBe(
		'dd/mm/yy'
	);
} );

it.each( [ 'field-email', 'field-url', 'field-telephone', 'field-text' ] )(
	'%s swallows Enter in its inline label and placeholder inputs (spec §5)',
	async ( name ) => {
		const block = field( name );
		await renderFieldEditor( [ formWith( block ) ], block.clientId );
		for ( const input of [
			screen.getByRole( 'textbox', { name: 'Field label' } ),
			screen.getByRole( 'textbox', { name: 'Field placeholder' } ),
		] ) {
			// fireEvent returns false when a handler prevented the default.
			expect( fireEvent.keyDown( input, { key: 'Enter' } ) ).toBe(
				false
			);
			expect( fireEvent.keyDown( input, { key: 'a' } ) ).toBe( true );
		}
	}
);
