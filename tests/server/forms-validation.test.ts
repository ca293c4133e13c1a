/**
 * Server-side validation of every field type, through the real endpoint: required fields,
 * email, http(s) URLs only, real dates, telephone numbers, options of radio / select, a subset
 * for checkbox-multiple, explicit consent; valid values are stored as sent.
 */
import { formsDb } from '../../server/forms/db';
import {
	field,
	formContent,
	formPostForThisFile,
	submitJson,
	SUBMIT_BUTTON,
	type RenderedForm,
} from './support/forms';

const site = formPostForThisFile(
	formContent(
		[
			field( 'name', { required: true } ),
			field( 'email', { required: true } ),
			field( 'url' ),
			field( 'date' ),
			field( 'telephone' ),
			field( 'text', { label: 'Company' } ),
			field( 'textarea', { label: 'Message', required: true } ),
			field( 'checkbox', { label: 'Terms', required: true } ),
			field( 'consent', { consentType: 'explicit' } ),
			field( 'checkbox-multiple', {
				label: 'Topics',
				options: [ 'Sales', 'Support' ],
			} ),
			field( 'radio', {
				label: 'Size',
				options: [ 'Small', 'Large' ],
			} ),
			field( 'select', {
				label: 'Country',
				options: [ 'France', 'Peru' ],
				required: true,
			} ),
			SUBMIT_BUTTON,
		].join( '\n' )
	)
);

const VALID = {
	name: 'Ann Example',
	email: 'ann@example.com',
	url: 'https://ann.example/',
	date: '2026-02-28',
	phone: '+33 1 23 45 67 89',
	company: 'Example & Co',
	message: 'Hello\r\nthere',
	terms: 'Yes',
	topics: [ 'Support' ],
	size: 'Large',
	country: 'Peru',
};

type Values = Record< string, string | string[] >;

function named( form: RenderedForm, values: Values ): Values {
	const out: Values = {};
	for ( const [ slug, value ] of Object.entries( values ) ) {
		out[ site.name( slug ) ] = value;
	}
	expect(
		Object.keys( out ).every( ( name ) => form.names.includes( name ) )
	).toBe( true );
	return out;
}

async function errorsFor(
	values: Values
): Promise< Record< string, string > > {
	const { visitor, form } = await site.visit();
	const { status, body } = await submitJson(
		visitor,
		form,
		named( form, { ...VALID, ...values } )
	);
	expect( status ).toBe( 200 );
	expect( body ).toMatchObject( { success: false, status: 400 } );
	return Object.fromEntries(
		( body.errors as Array< { name: string; message: string } > ).map(
			( error ) => [
				error.name.replace( site.name( '' ), '' ),
				error.message,
			]
		)
	);
}

it.each( [
	[
		'a missing required name',
		{ name: '  ' },
		{ name: 'This field is required.' },
	],
	[
		'an invalid email',
		{ email: 'ann@' },
		{ email: 'Please enter a valid email address.' },
	],
	[
		'an email with spaces',
		{ email: 'ann @example.com' },
		{ email: 'Please enter a valid email address.' },
	],
	[
		'a javascript: URL',
		{ url: 'javascript:alert(1)' },
		{
			url: 'Please enter a valid web address starting with http:// or https://.',
		},
	],
	[
		'a URL without scheme',
		{ url: 'example.com' },
		{
			url: 'Please enter a valid web address starting with http:// or https://.',
		},
	],
	[
		'an impossible date',
		{ date: '2026-02-30' },
		{ date: 'Please enter a valid date as YYYY-MM-DD.' },
	],
	[
		'a date in another format',
		{ date: '28/02/2026' },
		{ date: 'Please enter a valid date as YYYY-MM-DD.' },
	],
	[
		'letters as a phone number',
		{ phone: 'call me' },
		{ phone: 'Please enter a valid phone number.' },
	],
	[
		'a required checkbox left empty',
		{ terms: '' },
		{ terms: 'This field is required.' },
	],
	[
		'a radio value not offered',
		{ size: 'Huge' },
		{ size: 'Please choose one of the listed options.' },
	],
	[
		'a select value not offered',
		{ country: 'Atlantis' },
		{ country: 'Please choose one of the listed options.' },
	],
	[
		'a required select left on its prompt',
		{ country: '' },
		{ country: 'This field is required.' },
	],
	[
		'checkbox-multiple values not offered',
		{ topics: [ 'Support', 'Hacking' ] },
		{ topics: 'Please choose only from the listed options.' },
	],
	[
		'a too long text',
		{ company: 'x'.repeat( 2001 ) },
		{ company: 'Please shorten this to at most 2000 characters.' },
	],
] )( 'refuses %s', async ( _case, values, expected ) => {
	expect( await errorsFor( values ) ).toEqual( expected );
} );

it( 'reports every invalid field at once and stores nothing', async () => {
	const db = formsDb( site.testSite.site.db );
	const before = await db
		.selectFrom( 'feedback' )
		.select( ( eb ) => eb.fn.countAll< number >().as( 'n' ) )
		.executeTakeFirstOrThrow();
	expect(
		Object.keys( await errorsFor( { name: '', email: 'x', message: '' } ) )
	).toEqual( [ 'name', 'email', 'message' ] );
	const after = await db
		.selectFrom( 'feedback' )
		.select( ( eb ) => eb.fn.countAll< number >().as( 'n' ) )
		.executeTakeFirstOrThrow();
	expect( after.n ).toBe( before.n );
} );

it( 'stores every field type as sent (cleaned), in form order', async () => {
	const { visitor, form } = await site.visit();
	const { status, body } = await submitJson(
		visitor,
		form,
		named( form, { ...VALID, consent: 'Yes' } )
	);
	expect( status ).toBe( 200 );
	expect( body.success ).toBe( true );
	const db = formsDb( site.testSite.site.db );
	const response = await db
		.selectFrom( 'feedback' )
		.selectAll()
		.orderBy( 'id', 'desc' )
		.executeTakeFirstOrThrow();
	expect( response.status ).toBe( 'publish' );
	expect( response.author_name ).toBe( 'Ann Example' );
	expect( response.author_email ).toBe( 'ann@example.com' );
	const fields = await db
		.selectFrom( 'feedback_fields' )
		.selectAll()
		.where( 'feedback_id', '=', response.id )
		.orderBy( 'position' )
		.execute();
	expect(
		fields.map( ( row ) => [
			row.label,
			row.type,
			JSON.parse( row.value ),
		] )
	).toEqual( [
		[ 'Name', 'name', 'Ann Example' ],
		[ 'Email', 'email', 'ann@example.com' ],
		[ 'URL', 'url', 'https://ann.example/' ],
		[ 'Date', 'date', '2026-02-28' ],
		[ 'Phone', 'telephone', '+33 1 23 45 67 89' ],
		[ 'Company', 'text', 'Example & Co' ],
		[ 'Message', 'textarea', 'Hello\nthere' ],
		[ 'Terms', 'checkbox', 'Yes' ],
		[ 'Consent', 'consent', 'Yes' ],
		[ 'Topics', 'checkbox-multiple', [ 'Support' ] ],
		[ 'Size', 'radio', 'Large' ],
		[ 'Country', 'select', 'Peru' ],
	] );
} );

it( 'records an unticked explicit consent as No', async () => {
	const { visitor, form } = await site.visit();
	expect(
		( await submitJson( visitor, form, named( form, VALID ) ) ).status
	).toBe( 200 );
	const db = formsDb( site.testSite.site.db );
	const response = await db
		.selectFrom( 'feedback' )
		.select( 'id' )
		.orderBy( 'id', 'desc' )
		.executeTakeFirstOrThrow();
	const consent = await db
		.selectFrom( 'feedback_fields' )
		.select( 'value' )
		.where( 'feedback_id', '=', response.id )
		.where( 'type', '=', 'consent' )
		.executeTakeFirstOrThrow();
	expect( JSON.parse( consent.value ) ).toBe( 'No' );
} );
