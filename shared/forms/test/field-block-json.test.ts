/**
 * block.json is the only place attributes are declared, so every field block lists the common
 * field attributes itself. This checks they agree: same names, types and defaults everywhere
 * (spec §3, "Form field common attributes"), each type's default label (spec §3, "Field types
 * and default labels"), the consent and dropdown extras, and where option blocks may live.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type AttributeDefinition = {
	type?: string;
	default?: unknown;
	enum?: unknown[];
};
type Metadata = {
	name: string;
	category: string;
	parent?: string[];
	allowedBlocks?: string[];
	attributes: Record< string, AttributeDefinition >;
};

function metadataOf( slug: string ): Metadata {
	const file = path.join( __dirname, '../../../blocks', slug, 'block.json' );
	return JSON.parse( readFileSync( file, 'utf8' ) ) as Metadata;
}

/** The common attributes and their definitions (label aside: its default is per type). */
const COMMON: Record< string, AttributeDefinition > = {
	required: { type: 'boolean', default: false },
	requiredText: { type: 'string', default: '(required)' },
	options: { type: 'array', default: [] },
	defaultValue: { type: 'string', default: '' },
	placeholder: { type: 'string', default: '' },
	id: { type: 'string', default: '' },
	width: { type: 'number', default: 100 },
	borderRadius: { type: 'number' },
	borderWidth: { type: 'number' },
	labelFontSize: { type: 'string' },
	fieldFontSize: { type: 'string' },
	lineHeight: { type: 'number' },
	labelLineHeight: { type: 'number' },
	inputColor: { type: 'string' },
	labelColor: { type: 'string' },
	fieldBackgroundColor: { type: 'string' },
	borderColor: { type: 'string' },
	shareFieldAttributes: { type: 'boolean', default: true },
	// Conditional fields (shared/forms/model/conditional-logic.ts); no default, so a field
	// without rules saves nothing for it.
	conditionalLogic: { type: 'object' },
};

/** Default label of each field type; `undefined` means none. */
const DEFAULT_LABELS: Record< string, string | undefined > = {
	'field-text': 'Text',
	'field-name': 'Name',
	'field-email': 'Email',
	'field-url': 'URL',
	'field-date': 'Date',
	'field-telephone': 'Phone',
	'field-textarea': undefined,
	'field-checkbox': '',
	'field-consent': 'Consent',
	'field-checkbox-multiple': 'Choose several options',
	'field-radio': 'Choose one option',
	'field-select': undefined,
};
const FIELDS = Object.keys( DEFAULT_LABELS );

describe.each( FIELDS )( '%s/block.json', ( slug ) => {
	const metadata = metadataOf( slug );

	it( 'is the Jetpack block of that name, in the Forms category', () => {
		expect( metadata.name ).toBe( `jetpack/${ slug }` );
		expect( metadata.category ).toBe( 'contact-form' );
	} );

	it( 'declares every common attribute with the shared type and default', () => {
		for ( const [ name, definition ] of Object.entries( COMMON ) ) {
			const declared = metadata.attributes[ name ];
			// The dropdown starts with one empty option instead of none (spec §3).
			const expected =
				slug === 'field-select' && name === 'options'
					? { type: 'array', default: [ '' ] }
					: definition;
			expect( { [ name ]: declared } ).toEqual( { [ name ]: expected } );
		}
	} );

	it( 'declares a string label with the type’s default label', () => {
		expect( metadata.attributes.label.type ).toBe( 'string' );
		expect( metadata.attributes.label.default ).toBe(
			DEFAULT_LABELS[ slug ]
		);
	} );
} );

it.each( [ 'field-number', 'field-rating', 'field-file', 'field-time' ] )(
	'%s declares conditionalLogic too, so a Jetpack field with rules opens valid',
	( slug ) => {
		expect( metadataOf( slug ).attributes.conditionalLogic ).toEqual( {
			type: 'object',
		} );
	}
);

it( 'gives the dropdown its toggle label default (spec §3)', () => {
	expect( metadataOf( 'field-select' ).attributes.toggleLabel ).toEqual( {
		type: 'string',
		default: 'Select one option',
	} );
} );

it( 'gives the consent field its type and both messages (spec §3)', () => {
	const { attributes } = metadataOf( 'field-consent' );
	expect( attributes.consentType ).toEqual( {
		type: 'string',
		default: 'implicit',
	} );
	expect( attributes.implicitConsentMessage.default ).toBe(
		"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time."
	);
	expect( attributes.explicitConsentMessage.default ).toBe(
		'Can we send you an email from time to time?'
	);
} );

it.each( [
	[ 'field-option-checkbox', 'field-checkbox-multiple' ],
	[ 'field-option-radio', 'field-radio' ],
] )(
	'%s has a label and lives only inside %s, which allows only it',
	( option, parent ) => {
		const optionMetadata = metadataOf( option );
		expect( optionMetadata.parent ).toEqual( [ `jetpack/${ parent }` ] );
		expect( optionMetadata.attributes.label ).toEqual( { type: 'string' } );
		expect( metadataOf( parent ).allowedBlocks ).toEqual( [
			`jetpack/${ option }`,
		] );
	}
);
